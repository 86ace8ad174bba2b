import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { cn } from '../../lib/cn';
import { badgeVariants } from './Badge.variants';

/**
 * The colour roles a badge can take; `signal-excellent` and `signal-good` are the connection
 * rating's green and emerald (spec 2).
 */
export type BadgeTone =
  | 'neutral'
  | 'primary'
  | 'positive'
  | 'negative'
  | 'warning'
  | 'info'
  | 'signal-excellent'
  | 'signal-good';

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  /**
   * Colour role. A tone never carries meaning alone: the text (and an icon) must say it too.
   * @default 'neutral'
   */
  tone?: BadgeTone;
  /** @default 'md' */
  size?: 'sm' | 'md';
  /** A small leading icon (inline SVG); it is hidden from assistive technology. */
  icon?: ReactNode;
  /** A ref to the rendered `HTMLSpanElement` (React 19 passes `ref` as a prop). */
  ref?: Ref<HTMLSpanElement>;
}

/** A short, non-interactive label: a count, a category, a state. */
export function Badge({ tone, size, icon, className, children, ...props }: BadgeProps) {
  return (
    <span
      {...props}
      data-slot="badge"
      data-tone={tone ?? 'neutral'}
      className={cn(badgeVariants({ tone, size }), className)}
    >
      {icon && (
        <span aria-hidden="true" data-slot="icon" className="inline-flex">
          {icon}
        </span>
      )}
      {children}
    </span>
  );
}
