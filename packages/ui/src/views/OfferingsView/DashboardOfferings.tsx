// spec 2 Home: the IPO section, fed by the offerings open now (never a promise the product
// cannot keep): each one's symbol, kind, offer price and closing date, a link to all of them.
import { formatDateTime } from '@invest/i18n';
import { useLocale, useT } from '../../lib/i18n';
import { Amount } from '../../primitives/Amount';
import { Button } from '../../primitives/Button';
import { EmptyState } from '../../primitives/EmptyState';
import { ErrorState } from '../../primitives/ErrorState';
import { Link } from '../../primitives/Link';
import { Skeleton } from '../../primitives/Skeleton';
import { KindBadge, type OfferingWithSubscriptions } from './parts';

export interface DashboardOfferingsProps {
  /** @default 'ready' */
  status?: 'loading' | 'error' | 'ready';
  onRetry?: () => void;
  isRetrying?: boolean;
  /** A guest is asked to log in (the lists are the client's). */
  isGuest?: boolean;
  onLogin?: () => void;
  /** The offerings open now (the section shows three). */
  offerings?: readonly OfferingWithSubscriptions[];
  offeringHref: (offering: OfferingWithSubscriptions) => string;
  /** The lists (Discover). */
  listHref: string;
  timeZone?: string;
}

export function DashboardOfferings({
  status = 'ready',
  onRetry,
  isRetrying,
  isGuest = false,
  onLogin,
  offerings,
  offeringHref,
  listHref,
  timeZone = 'UTC',
}: DashboardOfferingsProps) {
  const t = useT('offerings');
  const tp = useT('pages');
  const locale = useLocale();
  if (isGuest)
    return (
      <EmptyState
        className="py-4"
        title={tp('dashboard.empty.ipos.title')}
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
  if (status === 'error' || !offerings)
    return <ErrorState title={t('loadFailed')} onRetry={onRetry} isRetrying={isRetrying} />;
  if (offerings.length === 0)
    return (
      <EmptyState
        className="py-4"
        title={t('empty.now')}
        description={t('empty.nowBody')}
        action={
          <Link href={listHref} className="text-sm">
            {t('dashboard.more')}
          </Link>
        }
      />
    );
  return (
    <div className="flex flex-col gap-3">
      <ul className="flex flex-col divide-y divide-border" aria-label={t('tabs.now')}>
        {offerings.slice(0, 3).map((o) => (
          <li
            key={o.id}
            data-offering={o.id}
            className="flex items-center justify-between gap-3 py-2"
          >
            <span className="flex min-w-0 flex-col">
              <span className="flex items-center gap-2">
                <Link
                  href={offeringHref(o)}
                  aria-label={t('open', { symbol: o.symbol })}
                  className="font-semibold"
                >
                  {o.symbol}
                </Link>
                <KindBadge kind={o.kind} />
              </span>
              <span className="truncate text-xs text-fg-muted">
                {o.timeline.end_time
                  ? t('closes', { date: formatDateTime(o.timeline.end_time, locale, timeZone) })
                  : o.name}
              </span>
            </span>
            <span className="flex flex-col items-end text-sm">
              <span className="text-xs text-fg-muted">{t('offerPrice')}</span>
              <Amount value={o.offer_price} currency={o.currency} />
            </span>
          </li>
        ))}
      </ul>
      <Link href={listHref} className="self-start text-sm">
        {t('dashboard.more')}
      </Link>
    </div>
  );
}
