import type { KeyInformation, ProductHolding, ProductOrder } from '@invest/domain';
import { formatDate, formatNumber } from '@invest/i18n';
import type { ReactNode, Ref } from 'react';
import { cn } from '../../lib/cn';
import { useLocale, useT } from '../../lib/i18n';
import { Amount } from '../../primitives/Amount';
import { Badge } from '../../primitives/Badge';
import { EmptyState } from '../../primitives/EmptyState';
import { ErrorState } from '../../primitives/ErrorState';
import { Link } from '../../primitives/Link';
import { Percent } from '../../primitives/Percent';
import { PriceChange } from '../../primitives/PriceChange';
import { Skeleton } from '../../primitives/Skeleton';
import { Figures } from '../../patterns/Figures';
import { PageHeader } from '../../patterns/PageHeader';
import { SectionHeader } from '../../patterns/SectionHeader';
import { ProductHoldings, type ProductHoldingsProps } from './ProductHoldings';
import { ProductSubscribePanel, type ProductSubscribePanelProps } from './ProductSubscribePanel';
import {
  card,
  EligibilityRefusal,
  LockedBadge,
  lockedLevel,
  RiskBadge,
  TypeBadge,
  useUnits,
  type ProductWithEligibility,
} from './parts';

/** A product as its detail answers: with its key-information document and the client's holdings. */
export type ProductDetail = ProductWithEligibility & {
  key_information: KeyInformation;
  holdings: readonly ProductHolding[];
};

export interface ProductDetailViewProps
  extends
    Pick<ProductSubscribePanelProps, 'available' | 'onSubscribe' | 'submitting' | 'pacError'>,
    Pick<ProductHoldingsProps, 'awaiting' | 'onRedeem' | 'onCancel' | 'pending'> {
  /** @default 'ready'; 'missing' when the server has no such product. */
  status?: 'loading' | 'error' | 'missing' | 'ready';
  onRetry?: () => void;
  product?: ProductDetail;
  /** Discover's href (the back link). */
  listHref: string;
  /** The translated reason the last subscription failed. */
  subscribeError?: string;
  /** The subscription just made: settled (its units) or awaiting an advisor. */
  subscribed?: ProductOrder;
  /** The translated reason the last redemption or cancel failed. */
  holdingsError?: string;
  portfolioHref?: string;
  className?: string;
  ref?: Ref<HTMLDivElement>;
}

/**
 * A product's detail (spec 3, 4, 6): the figures that apply to its type, its key-information
 * document in the client's language, its risk and term; the subscribe flow, or the spec 6 refusal
 * with the level it takes and the client's own; the client's holdings of it with Redeem and the
 * subscriptions awaiting an advisor with Cancel.
 */
export function ProductDetailView({
  status = 'ready',
  onRetry,
  product,
  listHref,
  subscribeError,
  subscribed,
  holdingsError,
  portfolioHref,
  awaiting,
  onRedeem,
  onCancel,
  pending,
  className,
  ref,
  ...subscribe
}: ProductDetailViewProps) {
  const t = useT('products');
  const locale = useLocale();
  const units = useUnits();
  let body: ReactNode;
  if (status === 'loading') body = <Skeleton shape="card" lines={8} />;
  else if (status === 'error')
    body = <ErrorState description={t('loadFailed')} onRetry={onRetry} />;
  else if (status === 'missing' || !product) body = <EmptyState title={t('notFound')} />;
  else {
    const p = product;
    const doc = p.key_information[locale] ?? p.key_information['en-US'];
    const mine = awaiting?.filter((o) => o.product_id === p.id) ?? [];
    body = (
      <div className="grid gap-6 lg:grid-cols-2">
        <div className="flex flex-col gap-6">
          {subscribed && (
            <div role="status" data-slot="subscribed" className={cn(card, 'border-positive')}>
              {subscribed.state === 'awaiting' ? (
                <>
                  <p className="font-semibold text-fg">{t('subscribe.awaiting')}</p>
                  <p className="text-sm text-fg-muted">{t('subscribe.awaitingBody')}</p>
                  <p className="flex justify-between gap-4 text-sm">
                    <span className="text-fg-muted">{t('orders.amount')}</span>
                    <Amount value={subscribed.held} currency={subscribed.currency} />
                  </p>
                </>
              ) : (
                <>
                  <p className="font-semibold text-fg">{t('subscribe.success')}</p>
                  <dl className="flex flex-col gap-1 text-sm">
                    <div className="flex justify-between gap-4">
                      <dt className="text-fg-muted">{t('holdings.units')}</dt>
                      <dd className="tabular-nums">{units(subscribed.units ?? '0')}</dd>
                    </div>
                    <div className="flex justify-between gap-4">
                      <dt className="text-fg-muted">{t('fields.offerPrice')}</dt>
                      <dd>
                        <Amount value={subscribed.price ?? '0'} currency={subscribed.currency} />
                      </dd>
                    </div>
                  </dl>
                  {portfolioHref && (
                    <Link href={portfolioHref} className="self-start text-sm">
                      {t('subscribe.portfolio')}
                    </Link>
                  )}
                </>
              )}
            </div>
          )}
          <section aria-labelledby="product-subscribe" className={card}>
            <SectionHeader id="product-subscribe" title={t('subscribe.title')} headingLevel={2} />
            <p className="text-sm text-fg-muted">
              {t(`termNote.${p.term}`, { days: p.lock_days ?? p.period ?? 0 })}
            </p>
            {!p.eligibility.eligible ? (
              <EligibilityRefusal eligibility={p.eligibility} />
            ) : p.state !== 'open' ? (
              <p className="text-sm text-fg-muted">{t('subscribe.closedNote')}</p>
            ) : (
              <ProductSubscribePanel product={p} error={subscribeError} {...subscribe} />
            )}
          </section>
          {(p.holdings.length > 0 || mine.length > 0) && (
            <section aria-labelledby="product-holdings" className={card}>
              <SectionHeader id="product-holdings" title={t('holdings.title')} headingLevel={2} />
              <ProductHoldings
                holdings={p.holdings}
                awaiting={mine}
                onRedeem={onRedeem}
                onCancel={onCancel}
                pending={pending}
                error={holdingsError}
              />
            </section>
          )}
          <section aria-labelledby="product-document" className={card}>
            <SectionHeader id="product-document" title={t('keyInformation')} headingLevel={2} />
            {p.key_information[locale] === undefined && doc !== undefined && (
              <p className="text-xs text-fg-muted">{t('keyInformationMissing')}</p>
            )}
            {doc === undefined ? null : (
              <div data-slot="key-information" className="text-sm whitespace-pre-line text-fg">
                {doc}
              </div>
            )}
          </section>
        </div>
        <section aria-labelledby="product-figures" className={cn(card, 'self-start')}>
          <SectionHeader id="product-figures" title={t('figures')} headingLevel={2} />
          <ProductFigures product={p} />
        </section>
      </div>
    );
  }
  const locked = product && lockedLevel(product.eligibility);
  return (
    <div ref={ref} data-slot="product-detail-view" className={cn('flex flex-col gap-6', className)}>
      <Link href={listHref} className="text-sm">
        {t('back')}
      </Link>
      {status === 'ready' && product ? (
        <PageHeader
          title={product.name}
          subtitle={`${product.code} · ${product.currency}`}
          actions={
            <span className="flex flex-wrap items-center gap-2">
              <TypeBadge type={product.type} />
              <RiskBadge level={product.risk_level} />
              <Badge size="sm" tone="neutral" data-term={product.term}>
                {t(`terms.${product.term}`)}
              </Badge>
              {locked !== undefined && <LockedBadge level={locked} />}
            </span>
          }
        />
      ) : (
        <PageHeader title={t('title')} />
      )}
      {body}
    </div>
  );
}

/** spec 3 trading product fields that apply to the product (the absent ones are left out). */
function ProductFigures({ product: p }: { product: ProductWithEligibility }) {
  const t = useT('products');
  const locale = useLocale();
  const units = useUnits();
  const money = (value: string) => <Amount value={value} currency={p.currency} />;
  const nav = p.type === 'fund' || p.type === 'quant';
  const lines: [string, ReactNode | null][] = [
    [t('fields.code'), p.code],
    [t('fields.subtype'), t(`subtypes.${p.subtype}`)],
    [t('fields.risk'), t(`riskLevels.${p.risk_level}`)],
    [t('fields.term'), t(`terms.${p.term}`)],
    [t('fields.tradingType'), t(`tradingTypes.${p.trading_type}`)],
    [t('fields.marketPrice'), nav ? money(p.market_price) : null],
    [t('fields.navDate'), nav && p.nav_date ? formatDate(p.nav_date, locale, 'UTC') : null],
    [t('fields.offerPrice'), money(p.offer_price)],
    [
      t('fields.priceGap'),
      nav ? <PriceChange key="g" value={p.price_gap} currency={p.currency} /> : null,
    ],
    [t('fields.low'), p.low === null ? null : money(p.low)],
    [t('fields.high'), p.high === null ? null : money(p.high)],
    [t('fields.totalSize'), p.total_size === null ? null : units(p.total_size)],
    [t('fields.remaining'), p.remaining === null ? null : units(p.remaining)],
    [
      t('fields.utilization'),
      p.utilization === null ? null : <Percent key="u" value={p.utilization} />,
    ],
    [t('fields.period'), p.period === null ? null : t('periodDays', { count: p.period })],
    [
      t('fields.dailyReturn'),
      p.daily_return === null ? null : (
        <Percent key="d" value={p.daily_return} maximumFractionDigits={4} />
      ),
    ],
    [t('fields.annualReturn'), <Percent key="a" value={p.annual_return} />],
    [t('fields.minInvestment'), money(p.min_investment)],
    [t('fields.minQuantity'), units(p.min_quantity)],
    [t('fields.minVip'), p.min_vip > 0 ? formatNumber(p.min_vip, locale) : null],
    [t('fields.minScore'), p.min_score > 0 ? formatNumber(p.min_score, locale) : null],
    [t('fields.pacRequired'), p.pac_code_required ? t('fields.yes') : null],
  ];
  return <Figures density="relaxed" rows={lines.map(([label, value]) => ({ label, value }))} />;
}
