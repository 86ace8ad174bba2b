import type { ReactNode, Ref } from 'react';
import { cn } from '../../lib/cn';

export interface PageHeaderProps {
  /** The page's title: the page's one `h1`. */
  title: ReactNode;
  /** A line under the title (what the page is for, or a status). */
  subtitle?: ReactNode;
  /** Controls at the end (buttons, links); they wrap under the title on narrow screens. */
  actions?: ReactNode;
  /** Extra classes for the root element. */
  className?: string;
  /** A ref to the rendered `HTMLDivElement` (React 19 passes `ref` as a prop). */
  ref?: Ref<HTMLDivElement>;
}

/** The top of a page: title (page-title size), subtitle and actions (hierarchy). */
export function PageHeader({ title, subtitle, actions, className, ref }: PageHeaderProps) {
  return (
    <div
      ref={ref}
      data-slot="page-header"
      className={cn('flex flex-wrap items-end justify-between gap-x-6 gap-y-3', className)}
    >
      <div className="flex min-w-0 flex-col gap-1">
        <h1 className="text-page-title text-fg">{title}</h1>
        {subtitle != null && <p className="text-body text-fg-muted">{subtitle}</p>}
      </div>
      {actions != null && (
        <div data-slot="page-header-actions" className="flex flex-wrap items-center gap-2">
          {actions}
        </div>
      )}
    </div>
  );
}
