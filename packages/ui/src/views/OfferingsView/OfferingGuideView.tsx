import type { OfferingKind } from '@invest/domain';
import type { Ref } from 'react';
import { cn } from '../../lib/cn';
import { useT } from '../../lib/i18n';
import { Link } from '../../primitives/Link';
import { PageHeader } from '../../patterns/PageHeader';
import { SectionHeader } from '../../patterns/SectionHeader';

/** spec 2 'Guides for AI day trading and APO': the kinds that have a guide. */
export const offeringGuideKinds = [
  'ai_day_trading',
  'apo',
] as const satisfies readonly OfferingKind[];
export type OfferingGuideKind = (typeof offeringGuideKinds)[number];

/** Whether `kind` (a route parameter, say) names a guide. */
export const isOfferingGuideKind = (kind: string): kind is OfferingGuideKind =>
  (offeringGuideKinds as readonly string[]).includes(kind);

/**
 * Each guide's sections in reading order: AI day trading from the subscription through the
 * period to the principal's return; the APO along its spec 3 timeline, then the money (the hold,
 * the pro-rata allotment in whole lots, the refund).
 */
const sections = {
  ai_day_trading: ['subscribe', 'period', 'daily', 'nonTrading', 'end', 'early'],
  apo: ['what', 'timeline', 'hold', 'allotment', 'refund', 'listing'],
} as const satisfies Record<OfferingGuideKind, readonly string[]>;

/** spec 3 timeline: start → end → allotment (pub) → refund → listing. */
const apoSteps = ['start', 'end', 'pub', 'refund', 'listed'] as const;

export interface OfferingGuideViewProps {
  kind: OfferingGuideKind;
  /** The offerings lists' href ('All offerings'). */
  listHref: string;
  className?: string;
  ref?: Ref<HTMLDivElement>;
}

const card = 'flex flex-col gap-2 rounded-lg border border-border bg-surface p-4 sm:p-5';

/**
 * How an AI day-trading product or an APO works for a client, in plain words (spec 2 guides):
 * a heading per step of its life and a way back to the lists.
 */
export function OfferingGuideView({ kind, listHref, className, ref }: OfferingGuideViewProps) {
  const t = useT('offerings');
  return (
    <div
      ref={ref}
      data-slot="offering-guide-view"
      data-kind={kind}
      className={cn('flex max-w-3xl flex-col gap-6', className)}
    >
      <Link href={listHref} className="text-sm">
        {t('back')}
      </Link>
      <PageHeader title={t(`guide.${kind}.title`)} subtitle={t(`guide.${kind}.intro`)} />
      {sections[kind].map((id) => {
        const headingId = `offering-guide-${id}`;
        return (
          <section key={id} aria-labelledby={headingId} className={card} data-section={id}>
            <SectionHeader id={headingId} title={t(`guide.${kind}.${id}.title`)} headingLevel={2} />
            <p className="text-sm text-fg">{t(`guide.${kind}.${id}.body`)}</p>
            {kind === 'apo' && id === 'timeline' && (
              <ol className="flex list-decimal flex-col gap-1 ps-5 text-sm text-fg">
                {apoSteps.map((step) => (
                  <li key={step} data-step={step}>
                    <span className="block font-semibold">
                      {t(`guide.apo.steps.${step}.title`)}
                    </span>
                    <span className="text-fg-muted">{t(`guide.apo.steps.${step}.body`)}</span>
                  </li>
                ))}
              </ol>
            )}
          </section>
        );
      })}
      <Link href={listHref} className="self-start text-sm">
        {t('guide.seeOfferings')}
      </Link>
    </div>
  );
}
