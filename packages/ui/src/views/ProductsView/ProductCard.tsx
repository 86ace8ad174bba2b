import { useT } from '../../lib/i18n';
import { Amount } from '../../primitives/Amount';
import { Link } from '../../primitives/Link';
import { Percent } from '../../primitives/Percent';
import {
  LockedBadge,
  lockedLevel,
  RiskBadge,
  TypeBadge,
  type ProductWithEligibility,
} from './parts';

/**
 * One product of a list (spec 2 Discover): its name (the link to its detail), code, type,
 * currency, the return (daily for savings and earn, and a year's), the risk level in words, the
 * minimum investment, and a lock with the VIP level it takes when above the client's.
 */
export function ProductCard({
  product: p,
  href,
  as: Tag = 'li',
}: {
  product: ProductWithEligibility;
  href: string;
  as?: 'li' | 'div';
}) {
  const t = useT('products');
  const locked = lockedLevel(p.eligibility);
  return (
    <Tag
      data-product={p.id}
      data-code={p.code}
      className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-2 p-4 sm:grid-cols-[minmax(12rem,1.6fr)_2fr_auto] sm:items-center"
    >
      <div className="flex min-w-0 flex-col gap-1">
        <Link
          href={href}
          aria-label={t('open', { name: p.name })}
          className="font-semibold break-words"
        >
          {p.name}
        </Link>
        <span className="flex flex-wrap items-center gap-2 text-sm text-fg-muted">
          <span>
            {p.code} · {p.currency}
          </span>
          <TypeBadge type={p.type} />
          {locked !== undefined && <LockedBadge level={locked} />}
        </span>
      </div>
      <div className="flex flex-col items-end gap-1 sm:order-last">
        <RiskBadge level={p.risk_level} />
      </div>
      <div className="col-span-2 grid grid-cols-2 gap-4 sm:col-span-1">
        <dl className="flex flex-col text-sm">
          <dt className="text-xs text-fg-muted">
            {p.daily_return !== null ? t('dailyReturn') : t('annualReturn')}
          </dt>
          <dd className="tabular-nums">
            <Percent value={p.daily_return ?? p.annual_return} maximumFractionDigits={4} />
            {p.daily_return !== null && (
              <span className="ms-2 text-xs text-fg-muted">
                {t('annualReturn')} <Percent value={p.annual_return} />
              </span>
            )}
          </dd>
        </dl>
        <dl className="flex flex-col text-sm">
          <dt className="text-xs text-fg-muted">{t('minimum')}</dt>
          <dd>
            <Amount value={p.min_investment} currency={p.currency} />
          </dd>
        </dl>
      </div>
    </Tag>
  );
}
