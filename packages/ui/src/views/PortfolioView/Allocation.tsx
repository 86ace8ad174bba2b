import { sumDecimals, toDecimal, roundDecimal } from '@invest/domain';
import { formatPercent } from '@invest/i18n';
import { useLocale, useT } from '../../lib/i18n';
import { Amount } from '../../primitives/Amount';
import { SectionHeader } from '../../patterns/SectionHeader';

/** One part of the portfolio: a holding or the cash, its value in the summary's currency. */
export interface AllocationSlice {
  id: string;
  /** The symbol, or the cash's label. */
  label: string;
  value: string;
}

/** Tones the slices cycle through; each slice also has its label and percent in words. */
const TONES = ['bg-primary', 'bg-info', 'bg-warning', 'bg-fg-muted', 'bg-border-strong'];

/**
 * How the value splits over the holdings and cash: a bar for the eye and a list with each
 * part's value and percent for everyone (the bar is decorative; the list says it all).
 */
export function Allocation({
  slices,
  currency,
}: {
  slices: readonly AllocationSlice[];
  currency: string;
}) {
  const t = useT('trade');
  const locale = useLocale();
  const total = sumDecimals(slices.map((s) => s.value));
  const share = (value: string): string =>
    toDecimal(total).gt('0')
      ? roundDecimal(toDecimal(value).div(total).times('100'), 1, 'half_even').toFixed(1)
      : '0';
  return (
    <section aria-labelledby="portfolio-allocation" className="flex flex-col gap-3">
      <SectionHeader id="portfolio-allocation" title={t('portfolio.allocation')} />
      <div
        aria-hidden="true"
        className="flex h-3 w-full overflow-hidden rounded-full bg-surface-sunken"
      >
        {slices.map((slice, i) => (
          <span
            key={slice.id}
            className={TONES[i % TONES.length]}
            style={{ width: `${share(slice.value)}%` }}
          />
        ))}
      </div>
      <ul className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
        {slices.map((slice, i) => (
          <li key={slice.id} className="flex items-center gap-2" data-slice={slice.id}>
            <span
              aria-hidden="true"
              className={`size-2.5 shrink-0 rounded-full ${TONES[i % TONES.length]}`}
            />
            <span className="font-medium text-fg">{slice.label}</span>
            <span className="ms-auto text-fg-muted tabular-nums">
              <Amount value={slice.value} currency={currency} />
            </span>
            <span className="w-14 text-end text-fg tabular-nums">
              {formatPercent(share(slice.value), locale, {
                minimumFractionDigits: 1,
                maximumFractionDigits: 1,
              })}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
