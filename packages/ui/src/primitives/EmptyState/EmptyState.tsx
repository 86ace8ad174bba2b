import type { ReactNode, Ref } from 'react';
import { cn } from '../../lib/cn';
import { useT } from '../../lib/i18n';

export interface EmptyStateProps {
  /** An illustration (inline SVG, hidden from assistive technology). @default an empty tray */
  icon?: ReactNode;
  /** What is missing, e.g. "No deposits yet". @default ui:emptyState.title ("Nothing here yet") */
  title?: ReactNode;
  /** What the user can do about it. */
  description?: ReactNode;
  /** A next step, e.g. a `Button` that opens the deposit form. */
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
            strokeLinejoin="round"
          >
            <path d="M3 13h5l1.5 2h5L16 13h5M3 13l3-8h12l3 8v6H3Z" />
          </svg>
        )}
      </span>
      <p className="text-base font-semibold text-fg">{title ?? t('emptyState.title')}</p>
      {description != null && <p className="max-w-prose text-sm text-fg-muted">{description}</p>}
      {action != null && <div className="mt-2">{action}</div>}
    </div>
  );
}
