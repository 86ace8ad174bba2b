import type { ReactNode, Ref } from 'react';
import { cn } from '../../lib/cn';
import { useT } from '../../lib/i18n';

export interface EmptyStateProps {
  /**
   * An illustration (inline SVG, hidden from assistive technology).
   * @default a rising line with a start point: a next step, not an empty inbox
   */
  icon?: ReactNode;
  /** What is missing, e.g. "No deposits yet". @default ui:emptyState.title ("Nothing here yet") */
  title?: ReactNode;
  /** What the user can do about it. */
  description?: ReactNode;
  /**
   * The next step, e.g. a `Button` "Make your first deposit" or a `Link` "Search for a stock to
   * follow". An empty state should say what to do next; leave it out only where
   * there is nothing to do.
   */
  action?: ReactNode;
  /** Extra classes for the root element. */
  className?: string;
  /** A ref to the rendered `HTMLDivElement` (React 19 passes `ref` as a prop). */
  ref?: Ref<HTMLDivElement>;
}

/** The placeholder of a table or list that has no records. */
export function EmptyState({ icon, title, description, action, className, ref }: EmptyStateProps) {
  const t = useT();
  return (
    <div
      ref={ref}
      data-slot="empty-state"
      className={cn('flex flex-col items-center gap-2 px-4 py-8 text-center', className)}
    >
      <span aria-hidden="true" className="mb-1 text-fg-muted [&_svg]:size-10">
        {icon ?? (
          <svg
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.5"
            strokeLinecap="round"
            strokeLinejoin="round"
          >
            <path d="M3 20h18M4 16l5-5 4 3 7-7M15 7h5v5" />
            <circle cx="4" cy="16" r="1.25" fill="currentColor" />
          </svg>
        )}
      </span>
      <p className="text-card-title text-fg">{title ?? t('emptyState.title')}</p>
      {description != null && <p className="max-w-prose text-body text-fg-muted">{description}</p>}
      {action != null && <div className="mt-2">{action}</div>}
    </div>
  );
}
