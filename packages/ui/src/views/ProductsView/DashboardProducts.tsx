// spec 2 Home: the recommendations and the exclusive offers, fed by the same data as Discover:
// each product's name, type, return, risk and (an offer above the client's level) its lock.
import { useT } from '../../lib/i18n';
import { Button } from '../../primitives/Button';
import { EmptyState } from '../../primitives/EmptyState';
import { ErrorState } from '../../primitives/ErrorState';
import { Link } from '../../primitives/Link';
import { Percent } from '../../primitives/Percent';
import { Skeleton } from '../../primitives/Skeleton';
import {
  LockedBadge,
  lockedLevel,
  RiskBadge,
  TypeBadge,
  type ProductWithEligibility,
} from './parts';

export interface DashboardProductsProps {
  /** Which home section: the products chosen for the client, or the offers for VIP levels. */
  kind: 'recommendations' | 'exclusive';
  /** @default 'ready' */
  status?: 'loading' | 'error' | 'ready';
  onRetry?: () => void;
  isRetrying?: boolean;
  /** A guest is asked to log in (the choice is the client's). */
  isGuest?: boolean;
  onLogin?: () => void;
  /** The section shows four. */
  products?: readonly ProductWithEligibility[];
  productHref: (product: ProductWithEligibility) => string;
  /** Discover. */
  listHref: string;
}

export function DashboardProducts({
  kind,
  status = 'ready',
  onRetry,
  isRetrying,
  isGuest = false,
  onLogin,
  products,
  productHref,
  listHref,
}: DashboardProductsProps) {
  const t = useT('products');
  const more = (
    <Link href={listHref} className="self-start text-sm">
      {t('dashboard.more')}
    </Link>
  );
  const emptyKey = kind === 'recommendations' ? 'emptyRecommendations' : 'emptyExclusive';
  if (isGuest)
    return (
      <EmptyState
        className="py-4"
        title={t(`dashboard.${emptyKey}`)}
        description={t('dashboard.login')}
        action={
          onLogin && (
            <Button variant="secondary" onPress={onLogin}>
              {t('dashboard.loginAction')}
            </Button>
          )
        }
      />
    );
  if (status === 'loading') return <Skeleton lines={3} />;
  if (status === 'error' || !products)
    return <ErrorState title={t('loadFailed')} onRetry={onRetry} isRetrying={isRetrying} />;
  if (products.length === 0)
    return (
      <EmptyState
        className="py-4"
        title={t(`dashboard.${emptyKey}`)}
        description={t(`dashboard.${emptyKey}Body`)}
        action={more}
      />
    );
  return (
    <div className="flex flex-col gap-3" data-slot={`dashboard-${kind}`}>
      <ul className="flex flex-col divide-y divide-border" aria-label={t(`dashboard.${kind}`)}>
        {products.slice(0, 4).map((p) => {
          const locked = lockedLevel(p.eligibility);
          return (
            <li
              key={p.id}
              data-product={p.id}
              className="flex items-center justify-between gap-3 py-2"
            >
              <span className="flex min-w-0 flex-col gap-1">
                <Link
                  href={productHref(p)}
                  aria-label={t('open', { name: p.name })}
                  className="truncate font-semibold"
                >
                  {p.name}
                </Link>
                <span className="flex flex-wrap items-center gap-1">
                  <TypeBadge type={p.type} />
                  <RiskBadge level={p.risk_level} />
                  {locked !== undefined && <LockedBadge level={locked} />}
                </span>
              </span>
              <span className="flex shrink-0 flex-col items-end text-sm">
                <span className="text-xs text-fg-muted">{t('annualReturn')}</span>
                <Percent value={p.annual_return} />
              </span>
            </li>
          );
        })}
      </ul>
      {more}
    </div>
  );
}
