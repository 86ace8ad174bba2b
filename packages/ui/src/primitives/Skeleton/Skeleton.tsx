import type { Ref } from 'react';
import { cn } from '../../lib/cn';
import { useT } from '../../lib/i18n';
import { skeletonVariants } from './Skeleton.variants';

export interface SkeletonProps {
  /**
   * `text` draws `lines` bars (the last one shorter), `rect` a block, `circle` an avatar-sized
   * disc. Change the size with `width` and `height`.
   * @default 'text'
   */
  shape?: 'text' | 'rect' | 'circle';
  /** Number of lines of a `text` skeleton. @default 3 */
  lines?: number;
  /** Width of each shape, a CSS length (`'12rem'`, `'50%'`, `48`). A circle's height follows it. */
  width?: string | number;
  /** Height of each shape, a CSS length. */
  height?: string | number;
  /** Classes of the wrapper (layout, margins). */
  className?: string;
  /** A ref to the rendered `HTMLDivElement` (React 19 passes `ref` as a prop). */
  ref?: Ref<HTMLDivElement>;
}

/**
 * A placeholder while content loads. The shapes are hidden from assistive technology; one
 * status message says that content is loading.
 */
export function Skeleton({
  shape = 'text',
  lines = 3,
  width,
  height = shape === 'circle' ? width : undefined,
  className,
  ref,
}: SkeletonProps) {
  const t = useT();
  const count = shape === 'text' ? Math.max(1, lines) : 1;
  return (
    <div
      ref={ref}
      data-slot="skeleton"
      data-shape={shape}
      className={cn(shape === 'text' && 'flex w-full flex-col gap-2', className)}
    >
      <span role="status" className="sr-only">
        {t('skeleton.loading')}
      </span>
      {Array.from({ length: count }, (_, i) => (
        <span
          key={i}
          aria-hidden="true"
          className={skeletonVariants({ shape })}
          style={{ width, height }}
        />
      ))}
    </div>
  );
}
