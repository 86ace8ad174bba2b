import { useId, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import { cn } from '../../lib/cn';

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The heading. With it the card is a `section` landmark named by the heading. */
  title?: ReactNode;
  /** The title's heading level, to fit the page outline. @default 3 */
  headingLevel?: 1 | 2 | 3 | 4 | 5 | 6;
  /** A line under the title; it also describes the section. */
  description?: ReactNode;
  /** Controls at the header's end (buttons, a menu). */
  actions?: ReactNode;
  /** Content under a divider at the bottom (totals, secondary actions). */
  footer?: ReactNode;
  /** A ref to the rendered element (React 19 passes `ref` as a prop). */
  ref?: Ref<HTMLElement>;
}

/** A container on the surface colour: optional header (title, description, actions) and footer. */
export function Card({
  title,
  headingLevel = 3,
  description,
  actions,
  footer,
  className,
  children,
  ref,
  ...props
}: CardProps) {
  const id = useId();
  const hasHeader = title != null || description != null || actions != null;
  const Root = title != null ? 'section' : 'div';
  const HeadingTag = `h${headingLevel}` as const;
  return (
    <Root
      {...props}
      // a section or a div: both are HTMLElements
      ref={ref as Ref<HTMLDivElement>}
      data-slot="card"
      aria-labelledby={title != null ? `${id}-title` : undefined}
      aria-describedby={title != null && description != null ? `${id}-desc` : undefined}
      className={cn(
        'flex flex-col gap-4 rounded-lg border border-border bg-surface p-4 text-fg shadow-sm',
        className,
      )}
    >
      {hasHeader && (
        <div data-slot="card-header" className="flex items-start justify-between gap-3">
          <div className="flex min-w-0 flex-col gap-1">
            {title != null && (
              <HeadingTag id={`${id}-title`} className="text-card-title text-fg">
                {title}
              </HeadingTag>
            )}
            {description != null && (
              <p id={`${id}-desc`} className="text-sm text-fg-muted">
                {description}
              </p>
            )}
          </div>
          {actions != null && <div className="flex shrink-0 items-center gap-2">{actions}</div>}
        </div>
      )}
      {children}
      {footer != null && (
        <div data-slot="card-footer" className="border-t border-border pt-3">
          {footer}
        </div>
      )}
    </Root>
  );
}
