import { TRUST_RULES, TRUST_SCORE_RANGE, toDecimal, type TrustProfile } from '@invest/domain';
import { formatNumber } from '@invest/i18n';
import type { Ref } from 'react';
import { cn } from '../../lib/cn';
import { useLocale, useT } from '../../lib/i18n';
import { Amount } from '../../primitives/Amount';
import { Badge } from '../../primitives/Badge';
import { EmptyState } from '../../primitives/EmptyState';
import { ErrorState } from '../../primitives/ErrorState';
import { Link } from '../../primitives/Link';
import { Skeleton } from '../../primitives/Skeleton';
import { PageHeader } from '../../patterns/PageHeader';
import type { LoadStatus } from '../money/parts';

type Gated = TrustProfile['offers'][number];

export interface TrustProfileViewProps {
  /** @default 'ready' */
  status?: LoadStatus;
  onRetry?: () => void;
  profile?: TrustProfile;
  /** Where an offer or an unlocked item opens (a loan product opens the loans screen). */
  itemHref?: (item: Gated) => string | undefined;
  /** The loans screen's href. */
  loansHref?: string;
  className?: string;
  ref?: Ref<HTMLDivElement>;
}

/** A rule's points with their sign, in the locale's digits ('+40', '−120'). */
function usePoints() {
  const locale = useLocale();
  return (points: number) => formatNumber(points, locale, { signDisplay: 'exceptZero' });
}

/** The documented rule of a factor (domain TRUST_RULES), in words. */
function useRuleText() {
  const t = useT('loans');
  const points = usePoints();
  return (factor: keyof typeof TRUST_RULES) => {
    const rule: { points?: number; perUnit?: number; cap?: number } = TRUST_RULES[factor];
    return t(`trust.rules.${factor}`, {
      points: rule.points === undefined ? '' : points(rule.points),
      per: rule.perUnit === undefined ? '' : points(rule.perUnit),
      cap: rule.cap === undefined ? '' : points(rule.cap),
    });
  };
}

function GatedItem({ item, href }: { item: Gated; href?: string }) {
  const t = useT('loans');
  const locale = useLocale();
  return (
    <li className="flex flex-wrap items-center gap-2 py-2 text-sm" data-kind={item.kind}>
      <Badge size="sm" tone="neutral">
        {t(`trust.kinds.${item.kind}`)}
      </Badge>
      {href ? <Link href={href}>{item.name}</Link> : <span className="text-fg">{item.name}</span>}
      {item.min_score > 0 && (
        <span className="text-fg-muted">
          {t('trust.minScore', { score: formatNumber(item.min_score, locale) })}
        </span>
      )}
    </li>
  );
}

/**
 * spec 2 'credit score (trust profile) with offers': the score and its spec 3 rating band in
 * words, what moved it (the documented rules, each with its points), the VIP level and what each
 * next level unlocks, the offers open now, and an outstanding balance with its spec 6
 * consequences. Loading and error with retry.
 */
export function TrustProfileView({
  status = 'ready',
  onRetry,
  profile,
  itemHref,
  loansHref,
  className,
  ref,
}: TrustProfileViewProps) {
  const t = useT('loans');
  const locale = useLocale();
  const points = usePoints();
  const ruleText = useRuleText();
  const num = (n: number) => formatNumber(n, locale);
  const card = 'flex flex-col gap-3 rounded-lg border border-border bg-surface p-4 sm:p-5';
  const header = (
    <PageHeader
      title={t('trust.title')}
      subtitle={t('trust.subtitle')}
      actions={loansHref ? <Link href={loansHref}>{t('trust.loansLink')}</Link> : undefined}
    />
  );
  if (status !== 'ready' || !profile) {
    return (
      <div ref={ref} data-slot="trust-view" className={cn('flex flex-col gap-6', className)}>
        {header}
        {status === 'error' ? (
          <ErrorState description={t('trust.loadFailed')} onRetry={onRetry} />
        ) : (
          <Skeleton shape="table" lines={5} />
        )}
      </div>
    );
  }
  const p = profile;
  const owing = toDecimal(p.outstanding.amount).gt(toDecimal('0'));
  return (
    <div ref={ref} data-slot="trust-view" className={cn('flex flex-col gap-6', className)}>
      {header}
      {owing && (
        <section
          role="alert"
          data-refusal="outstanding_balance"
          className="flex flex-col gap-2 rounded-md border border-negative bg-surface-sunken p-4 text-sm text-fg"
        >
          <p className="font-semibold">{t('outstanding.title')}</p>
          <p>
            {t('mine.outstanding')}:{' '}
            <Amount value={p.outstanding.amount} currency={p.outstanding.currency} />
          </p>
          <p>{t('outstanding.body')}</p>
          <ul className="list-disc ps-5">
            {p.outstanding.trading_suspended && <li>{t('outstanding.trading')}</li>}
            <li>{t('outstanding.score')}</li>
            {p.outstanding.execution_delayed && <li>{t('outstanding.execution')}</li>}
          </ul>
        </section>
      )}
      <div className="grid gap-4 md:grid-cols-2">
        <section aria-labelledby="trust-score" className={card} data-slot="trust-score">
          <h2 id="trust-score" className="text-section-title text-fg">
            {t('trust.score')}
          </h2>
          <p className="flex flex-wrap items-baseline gap-3">
            <span className="text-3xl font-semibold text-fg tabular-nums">{num(p.score)}</span>
            <span className="text-sm text-fg-muted">
              {t('trust.scoreMax', { max: num(TRUST_SCORE_RANGE.max) })}
            </span>
          </p>
          <p className="text-sm">
            <span className="text-fg-muted">{t('trust.rating')}: </span>
            <Badge tone="primary" data-rating={p.rating}>
              {t(`trust.ratings.${p.rating}`)}
            </Badge>
          </p>
        </section>
        <section aria-labelledby="trust-vip" className={card} data-slot="trust-vip">
          <h2 id="trust-vip" className="text-section-title text-fg">
            {t('trust.vipTitle')}
          </h2>
          <Badge tone="primary" className="self-start">
            {t('trust.vipValue', { level: num(p.vip) })}
          </Badge>
          <h3 className="font-semibold text-fg">{t('trust.nextTitle')}</h3>
          {p.next_levels.length === 0 ? (
            <p className="text-sm text-fg-muted">{t('trust.nextEmpty')}</p>
          ) : (
            p.next_levels.map((level) => (
              <div key={level.level} data-level={level.level}>
                <h4 className="text-sm font-medium text-fg">
                  {t('trust.level', { level: num(level.level) })}
                </h4>
                <ul className="divide-y divide-border">
                  {level.unlocks.map((item) => (
                    <GatedItem key={`${item.kind}-${item.id}`} item={item} />
                  ))}
                </ul>
              </div>
            ))
          )}
        </section>
      </div>
      <section aria-labelledby="trust-factors" className={card} data-slot="trust-factors">
        <h2 id="trust-factors" className="text-section-title text-fg">
          {t('trust.factorsTitle')}
        </h2>
        <dl className="flex flex-col divide-y divide-border text-sm">
          <div className="flex justify-between gap-4 py-2">
            <dt className="text-fg-muted">{t('trust.base')}</dt>
            <dd className="tabular-nums">{num(p.base)}</dd>
          </div>
          {p.factors.map((f) => (
            <div
              key={f.factor}
              data-factor={f.factor}
              className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 py-2"
            >
              <dt className="font-medium text-fg">{t(`trust.factors.${f.factor}`)}</dt>
              <dd className="text-end tabular-nums">
                {t('trust.points', { points: points(f.points) })}
              </dd>
              <dd className="col-span-2 text-xs text-fg-muted">
                {ruleText(f.factor)}
                {f.count !== null && ` · ${t('trust.factorCount', { n: num(f.count) })}`}
              </dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="trust-offers" className={card} data-slot="trust-offers">
        <h2 id="trust-offers" className="text-section-title text-fg">
          {t('trust.offersTitle')}
        </h2>
        {p.offers.length === 0 ? (
          <EmptyState title={t('trust.offersEmpty')} description={t('trust.offersEmptyBody')} />
        ) : (
          <ul className="divide-y divide-border">
            {p.offers.map((item) => (
              <GatedItem key={`${item.kind}-${item.id}`} item={item} href={itemHref?.(item)} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
