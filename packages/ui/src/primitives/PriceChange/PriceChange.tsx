import { formatAmount, formatNumber, formatPercent } from '@invest/i18n';
import type { Ref } from 'react';
import { cn } from '../../lib/cn';
import { useLocale, useT } from '../../lib/i18n';

interface PriceChangeBase {
  /** ISO 4217 code: formats `value` as money (e.g. `'USD'`); without it, a plain number. */
  currency?: string;
  /** Extra classes for the root element. */
  className?: string;
  /** A ref to the rendered `HTMLSpanElement` (React 19 passes `ref` as a prop). */
  ref?: Ref<HTMLSpanElement>;
}

export type PriceChangeProps = PriceChangeBase &
  (
    | {
        /** The change as a decimal string, e.g. `'-1.25'`; it also decides the direction. */
        value: string;
        /** The relative change in percent units as a decimal string (`'0.85'` is 0.85 %). */
        percent?: string;
      }
    | { value?: undefined; percent: string }
  );

type Direction = 'up' | 'down' | 'unchanged';

/** The direction read from the decimal string itself: money never becomes a JS number. */
function directionOf(value: string): Direction {
  const text = value.trim();
  if (!/[1-9]/.test(text.split(/e/i)[0]!)) return 'unchanged';
  return text.startsWith('-') ? 'down' : 'up';
}

const looks = {
  up: ['text-positive', 'M8 3l6 10H2Z'],
  down: ['text-negative', 'M2 3h12L8 13Z'],
  unchanged: ['text-fg-muted', 'M3 7h10v2H3Z'],
} as const;

/**
 * A change in price: sign, arrow and colour together (never colour alone), and a spoken text
 * such as "Up $3.40 (1.25%)".
 */
export function PriceChange({ value, percent, currency, className, ref }: PriceChangeProps) {
  const t = useT();
  const locale = useLocale();
  const direction = directionOf(value ?? percent ?? '0');
  const [color, arrow] = looks[direction];
  // keep the string's own precision; money shows at least two fraction digits
  const decimals = Math.min(value?.split(/e/i)[0]!.split('.')[1]?.length ?? 0, 20);

  const text = (signDisplay: 'exceptZero' | 'never') => {
    const parts: string[] = [];
    if (value !== undefined) {
      parts.push(
        currency
          ? formatAmount(value, currency, locale, {
              signDisplay,
              maximumFractionDigits: Math.max(decimals, 2),
            })
          : formatNumber(value, locale, { signDisplay, minimumFractionDigits: decimals }),
      );
    }
    if (percent !== undefined) {
      const formatted = formatPercent(percent, locale, { signDisplay });
      parts.push(value === undefined ? formatted : `(${formatted})`);
    }
    return parts.join(' ');
  };

  return (
    <span
      ref={ref}
      data-slot="price-change"
      data-direction={direction}
      className={cn('inline-flex items-center gap-1 font-medium tabular-nums', color, className)}
    >
      <svg aria-hidden="true" viewBox="0 0 16 16" fill="currentColor" className="size-[0.75em]">
        <path d={arrow} />
      </svg>
      <span aria-hidden="true">{text('exceptZero')}</span>
      <span className="sr-only">{t(`priceChange.${direction}`, { value: text('never') })}</span>
    </span>
  );
}
