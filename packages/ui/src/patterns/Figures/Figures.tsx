import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { cn } from '../../lib/cn';
import { figureDigits } from '../../lib/figures';
import { figuresRowVariants, figuresVariants, type FiguresVariantProps } from './Figures.variants';

/** One line of a figures list. */
export interface FiguresRow {
  /** What the value is, e.g. "Price per lot"; also written to the row as `data-field`. */
  label: string;
  /** The value, usually an `Amount`, a `Percent` or a count. `null` or `undefined` leaves the row out. */
  value: ReactNode | null | undefined;
  /** The line a breakdown adds up to: set apart by weight and a rule above it. @default false */
  total?: boolean;
  /** The React key, when two rows share a label. @default label */
  key?: string;
}

export interface FiguresProps
  extends Omit<HTMLAttributes<HTMLDListElement>, 'children'>, FiguresVariantProps {
  /** The lines in reading order; a line without a value is left out. */
  rows: readonly FiguresRow[];
  /** Extra classes for the root element. */
  className?: string;
  /** A ref to the rendered `HTMLDListElement` (React 19 passes `ref` as a prop). */
  ref?: Ref<HTMLDListElement>;
}

/**
 * Label / value lines as one description list, so each label names its value for assistive
 * technology: a breakdown before a confirm (`compact`, with its total) or the facts of a detail
 * page (`relaxed`). Values sit at the end (`text-end`, right-to-left safe) in tabular, lining figures so
 * amounts line up; rows whose value is absent are left out rather than shown empty.
 */
export function Figures({
  rows,
  density = 'compact',
  columns = 1,
  className,
  ref,
  ...props
}: FiguresProps) {
  return (
    <dl
      ref={ref}
      data-slot="figures"
      data-density={density}
      {...props}
      className={cn(figuresVariants({ density, columns }), className)}
    >
      {rows
        .filter((row) => row.value !== null && row.value !== undefined)
        .map(({ label, value, total = false, key }) => (
          <div
            key={key ?? label}
            className={figuresRowVariants({ density, total })}
            data-field={label}
            data-total={total || undefined}
          >
            <dt className={total ? undefined : 'text-fg-muted'}>{label}</dt>
            <dd className={cn('text-end text-fg', figureDigits)}>{value}</dd>
          </div>
        ))}
    </dl>
  );
}
