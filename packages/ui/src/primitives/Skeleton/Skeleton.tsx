import type { ReactNode, Ref } from 'react';
import { cn } from '../../lib/cn';
import { useT } from '../../lib/i18n';
import { skeletonPulse, skeletonVariants } from './Skeleton.variants';

export interface SkeletonProps {
  /**
   * `text` draws `lines` bars (the last one shorter), `rect` a block, `circle` an avatar-sized
   * disc. The composite shapes take the size of the content they stand for, so nothing moves
   * when it arrives: `figure` a `Figure` (label and value, `lines` more lines for a change or a
   * hint), `table` `lines` table rows, `card` a `Card` with a title and `lines` lines.
   * Change the size of `text`, `rect` and `circle` with `width` and `height`.
   * @default 'text'
   */
  shape?: 'text' | 'rect' | 'circle' | 'figure' | 'table' | 'card';
  /**
   * Lines of `text` (default 3), rows of `table` (default 3), lines of `card` (default 3); for
   * `figure`, the lines under the value (default 0): a change, then hints.
   */
  lines?: number;
  /** The size of the `Figure` a `figure` skeleton stands for. @default 'md' */
  figureSize?: 'sm' | 'md' | 'lg';
  /** The row density of the `Table` a `table` skeleton stands for. @default 'regular' */
  density?: 'regular' | 'compact';
  /** Width of each shape, a CSS length (`'12rem'`, `'50%'`, `48`). A circle's height follows it. */
  width?: string | number;
  /** Height of each shape, a CSS length. */
  height?: string | number;
  /** Classes of the wrapper (layout, margins). */
  className?: string;
  /** A ref to the rendered `HTMLDivElement` (React 19 passes `ref` as a prop). */
  ref?: Ref<HTMLDivElement>;
}

// merged where it is used (with the line's width), not when the module loads
const bar = [skeletonVariants({ shape: 'rect' }), 'h-[0.75em] rounded-sm'];

/**
 * One line box of a type-scale size with a bar in it: a zero-width space gives the line the
 * height the real text will have, whatever the theme's font and line height. Exported as
 * `SkeletonLine` for views that draw skeletons of their own rows.
 */
export function Line({ type, width }: { type: string; width: string }) {
  return (
    <span className={cn('flex items-center', type)}>
      {'\u200b'}
      <span className={cn(bar, width)} />
    </span>
  );
}

const figureValue = { sm: 'text-body', md: 'text-figure', lg: 'text-display' } as const;
const figureWidth = { sm: 'w-24', md: 'w-32', lg: 'w-48' } as const;

function composite(
  shape: 'figure' | 'table' | 'card',
  lines: number | undefined,
  figureSize: 'sm' | 'md' | 'lg',
  density: 'regular' | 'compact',
): ReactNode {
  if (shape === 'figure') {
    return (
      <span className="flex flex-col gap-1">
        <Line type="text-label" width="w-24" />
        <Line type={figureValue[figureSize]} width={figureWidth[figureSize]} />
        {Array.from({ length: lines ?? 0 }, (_, i) => (
          <Line key={i} type={i === 0 ? 'text-body' : 'text-caption'} width="w-20" />
        ))}
      </span>
    );
  }
  if (shape === 'table') {
    return (
      <span className="flex flex-col rounded-lg border border-border">
        {Array.from({ length: Math.max(1, lines ?? 3) }, (_, i) => (
          <span
            key={i}
            className={cn(
              'flex gap-6 border-b border-border last:border-b-0',
              density === 'compact' ? 'px-2 py-1' : 'px-3 py-2',
            )}
          >
            {/* the row gives the first column its width: a bar's percentage of a line that is as
                wide as its content was no width at all */}
            <span className="w-2/5">
              <Line type="text-body" width="w-full" />
            </span>
            <span className="flex-1" />
            <Line type="text-body" width="w-16" />
          </span>
        ))}
      </span>
    );
  }
  return (
    <span className="flex flex-col gap-4 rounded-lg border border-border p-4">
      <Line type="text-card-title" width="w-1/3" />
      <span className="flex flex-col gap-2">
        {Array.from({ length: Math.max(1, lines ?? 3) }, (_, i) => (
          <Line key={i} type="text-body" width={i === (lines ?? 3) - 1 ? 'w-3/5' : 'w-full'} />
        ))}
      </span>
    </span>
  );
}

/**
 * A placeholder while content loads. The shapes are hidden from assistive technology; one
 * status message says that content is loading.
 */
export function Skeleton({
  shape = 'text',
  lines,
  figureSize = 'md',
  density = 'regular',
  width,
  height = shape === 'circle' ? width : undefined,
  className,
  ref,
}: SkeletonProps) {
  const t = useT();
  const simple = shape === 'text' || shape === 'rect' || shape === 'circle';
  const count = shape === 'text' ? Math.max(1, lines ?? 3) : 1;
  return (
    <div
      ref={ref}
      data-slot="skeleton"
      data-shape={shape}
      data-pulse
      className={cn(skeletonPulse, shape === 'text' && 'flex w-full flex-col gap-2', className)}
    >
      <span role="status" className="sr-only">
        {t('skeleton.loading')}
      </span>
      {simple ? (
        Array.from({ length: count }, (_, i) => (
          <span
            key={i}
            aria-hidden="true"
            className={skeletonVariants({ shape })}
            style={{ width, height }}
          />
        ))
      ) : (
        <span aria-hidden="true" className="block" style={{ width }}>
          {composite(shape, lines, figureSize, density)}
        </span>
      )}
    </div>
  );
}
