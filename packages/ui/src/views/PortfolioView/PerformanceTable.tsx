// The performance chart's data table (PerformanceChart): the text alternative of the drawing,
// one row per point (date, value, money in or out, index level), newest first, behind a
// disclosure.
import type { PortfolioPerformance } from '@invest/domain';
import { formatDate, formatNumber } from '@invest/i18n';
import { useLocale, useT } from '../../lib/i18n';
import { Amount } from '../../primitives/Amount';

export interface PerformanceTableProps {
  performance: PortfolioPerformance;
  /** The table's name (its index and range). */
  caption: string;
  timeZone: string;
  /** Whether the table shows (kept by the chart, so that a range's reload keeps it open). */
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function PerformanceTable({
  performance,
  caption,
  timeZone,
  open: tableOpen,
  onOpenChange: setTableOpen,
}: PerformanceTableProps) {
  const t = useT('trade');
  const locale = useLocale();
  const { currency, points } = performance;
  const level = (i: number) => performance.index.points[i]?.level;
  return (
    <details
      data-slot="performance-table"
      open={tableOpen}
      onToggle={(e) => setTableOpen(e.currentTarget.open)}
      className="rounded-md border border-border"
    >
      <summary className="cursor-pointer rounded-md px-3 py-2 text-sm font-medium text-fg outline-none focus-visible:ring-2 focus-visible:ring-focus">
        {tableOpen ? t('portfolio.performance.hideTable') : t('portfolio.performance.showTable')}
      </summary>
      {tableOpen && (
        <div
          role="region"
          aria-label={caption}
          // a scrolling region takes focus so that keyboard users can scroll it (WCAG 2.1.1)
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
          className="max-h-96 overflow-auto outline-none focus-visible:ring-2 focus-visible:ring-focus"
        >
          <table className="w-full text-sm tabular-nums">
            <caption className="sr-only">{caption}</caption>
            <thead className="sticky top-0 bg-surface">
              <tr className="text-fg-muted">
                <th scope="col" className="px-3 py-2 text-start font-medium">
                  {t('portfolio.performance.date')}
                </th>
                <th scope="col" className="px-3 py-2 text-end font-medium">
                  {t('portfolio.performance.value')}
                </th>
                <th scope="col" className="px-3 py-2 text-end font-medium">
                  {t('portfolio.performance.flows')}
                </th>
                <th scope="col" className="px-3 py-2 text-end font-medium">
                  {t('portfolio.performance.level')}
                </th>
              </tr>
            </thead>
            <tbody>
              {points
                .map((p, i) => ({ p, i }))
                .reverse()
                .map(({ p, i }) => (
                  <tr key={`${p.at}-${i}`} className="border-t border-border">
                    <th scope="row" className="px-3 py-1.5 text-start font-normal text-fg">
                      {formatDate(p.at, locale, timeZone)}
                    </th>
                    <td className="px-3 py-1.5 text-end">
                      <Amount value={p.value} currency={currency} />
                    </td>
                    <td className="px-3 py-1.5 text-end">
                      {/* a flow is money in or out, not a gain: a plain signed amount */}
                      <Amount value={p.flows} currency={currency} signDisplay="exceptZero" />
                    </td>
                    <td className="px-3 py-1.5 text-end">
                      {formatNumber(level(i) ?? '', locale, { minimumFractionDigits: 2 })}
                    </td>
                  </tr>
                ))}
            </tbody>
          </table>
        </div>
      )}
    </details>
  );
}
