import type { ReactNode, Ref } from 'react';
import { cn } from '../../lib/cn';
import { figureDigits } from '../../lib/figures';

export interface FigureProps {
  /** What the number is, e.g. "Portfolio value". */
  label: ReactNode;
  /** The number, usually an `Amount` or a `Percent`. */
  value: ReactNode;
  /** The change next to it, usually a `PriceChange`, e.g. today's change. */
  delta?: ReactNode;
  /** A line of context under the value, e.g. "Invested $100,000.00". */
  hint?: ReactNode;
  /** `lg` for the one figure a page leads with (display size), `md` for the others. @default 'md' */
  size?: 'sm' | 'md' | 'lg';
  /** Extra classes for the root element. */
  className?: string;
  /** A ref to the rendered `HTMLDListElement` (React 19 passes `ref` as a prop). */
  ref?: Ref<HTMLDListElement>;
}

const valueSize = {
  sm: 'text-body font-semibold',
  md: 'text-figure font-semibold',
  lg: 'text-display font-semibold',
} as const;

/**
 * A labelled figure (the pattern of a portfolio summary): label, value, optional change and
 * hint, as a description list so the label names the value for assistive technology. The
 * value has tabular, lining figures and the figure size of the type scale.
 */
export function Figure({ label, value, delta, hint, size = 'md', className, ref }: FigureProps) {
  return (
    <dl
      ref={ref}
      data-slot="figure"
      data-size={size}
      className={cn('flex min-w-0 flex-col gap-1', className)}
    >
      <dt data-slot="figure-label" className="text-label text-fg-muted">
        {label}
      </dt>
      <dd data-slot="figure-value" className={cn('text-fg', figureDigits, valueSize[size])}>
        {value}
      </dd>
      {delta != null && (
        <dd data-slot="figure-delta" className={cn('text-body', figureDigits)}>
          {delta}
        </dd>
      )}
      {hint != null && (
        <dd data-slot="figure-hint" className={cn('text-caption text-fg-muted', figureDigits)}>
          {hint}
        </dd>
      )}
    </dl>
  );
}
