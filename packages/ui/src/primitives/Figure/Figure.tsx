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

// The value's size on the type scale, scaled down with the figure's own width (cqi: the figure is
// a size container) so a 9-digit amount still fits a 280 px card on one line; amounts never break
// inside. 10cqi holds about ten characters of display digits per card width.
const valueSize = {
  sm: 'text-body font-semibold',
  md: 'text-figure [font-size:min(var(--text-figure),8cqi)]',
  lg: 'text-display [font-size:min(var(--text-display),10cqi)]',
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
      // a size container for its value (see valueSize): it takes the width of its cell or row
      className={cn('@container flex w-full min-w-0 flex-col gap-1', className)}
    >
      <dt data-slot="figure-label" className="text-label text-fg-muted">
        {label}
      </dt>
      <dd
        data-slot="figure-value"
        className={cn('flex flex-wrap text-fg', figureDigits, valueSize[size])}
      >
        {value}
      </dd>
      {delta != null && (
        <dd data-slot="figure-delta" className={cn('flex flex-wrap text-body', figureDigits)}>
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

export interface FigureGridProps {
  /** The figures. */
  children: ReactNode;
  /** Columns once the group is wide enough. @default 2 */
  columns?: 2 | 3;
  /** Extra classes for the grid. */
  className?: string;
}

/**
 * Figures side by side once their group is wide enough: the columns follow the group's own
 * width (a container), not the window's, so a summary in a narrow card or a side column stacks
 * its figures instead of squeezing them into each other.
 */
export function FigureGrid({ children, columns = 2, className }: FigureGridProps) {
  return (
    <div className="@container">
      <div
        data-slot="figure-grid"
        className={cn('grid gap-4 @md:grid-cols-2', columns === 3 && '@2xl:grid-cols-3', className)}
      >
        {children}
      </div>
    </div>
  );
}
