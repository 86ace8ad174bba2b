import type { CandleInterval } from '@invest/domain';
import { formatNumber } from '@invest/i18n';
import { cn } from '../../lib/cn';
import { useLocale, useT } from '../../lib/i18n';
import { Amount } from '../../primitives/Amount';
import type { PriceCandle } from './PriceChart';

/** The chart's text alternative: the candles as a table, newest first, behind a disclosure. */
export function PriceChartTable({
  candles,
  symbol,
  currency,
  interval,
  open,
  onOpenChange,
  when,
}: {
  candles: readonly PriceCandle[];
  symbol: string;
  currency: string;
  interval: CandleInterval;
  /** Whether the table shows; the chart keeps it so that it stays open while candles reload. */
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** A candle's time as the chart writes it. */
  when: (ms: number) => string;
}) {
  const t = useT('quote');
  const locale = useLocale();
  return (
    <details
      data-slot="chart-table"
      // stays open across a change of interval (the candles reload under it)
      open={open}
      onToggle={(e) => onOpenChange(e.currentTarget.open)}
      className="rounded-md border border-border"
    >
      <summary className="cursor-pointer rounded-md px-3 py-2 text-sm font-medium text-fg outline-none focus-visible:ring-2 focus-visible:ring-focus">
        {open ? t('chart.hideTable') : t('chart.showTable')}
      </summary>
      {open && (
        <div
          role="region"
          aria-label={t('chart.caption', {
            symbol,
            interval: t(`chart.interval.${interval}`),
          })}
          // a scrolling region takes focus so that keyboard users can scroll it (WCAG 2.1.1)
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
          className="max-h-96 overflow-auto outline-none focus-visible:ring-2 focus-visible:ring-focus"
        >
          <table className="w-full text-sm tabular-nums">
            <caption className="sr-only">
              {t('chart.caption', { symbol, interval: t(`chart.interval.${interval}`) })}
            </caption>
            <thead className="sticky top-0 bg-surface">
              <tr className="text-fg-muted">
                {(['time', 'open', 'high', 'low', 'close', 'volume'] as const).map((k) => (
                  <th
                    key={k}
                    scope="col"
                    className={cn(
                      'px-3 py-2 font-medium',
                      k === 'time' ? 'text-start' : 'text-end',
                    )}
                  >
                    {t(`chart.${k}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {[...candles].reverse().map((c) => (
                <tr key={c.time} className="border-t border-border">
                  <th scope="row" className="px-3 py-1.5 text-start font-normal text-fg">
                    {when(c.time)}
                  </th>
                  <td className="px-3 py-1.5 text-end">
                    <Amount value={c.open} currency={currency} />
                  </td>
                  <td className="px-3 py-1.5 text-end">
                    <Amount value={c.high} currency={currency} />
                  </td>
                  <td className="px-3 py-1.5 text-end">
                    <Amount value={c.low} currency={currency} />
                  </td>
                  <td className="px-3 py-1.5 text-end">
                    <Amount value={c.close} currency={currency} />
                  </td>
                  <td className="px-3 py-1.5 text-end">{formatNumber(c.volume, locale)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </details>
  );
}
