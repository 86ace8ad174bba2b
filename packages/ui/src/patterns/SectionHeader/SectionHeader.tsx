import type { ReactNode, Ref } from 'react';
import { cn } from '../../lib/cn';

export interface SectionHeaderProps {
  /** The section's title. */
  title: ReactNode;
  /** One control at the end, e.g. a "See all" link. */
  action?: ReactNode;
  /** The heading level, to fit the page outline. @default 2 */
  headingLevel?: 2 | 3 | 4;
  /** The heading's id, for `aria-labelledby` on the section. */
  id?: string;
  /** Extra classes for the root element. */
  className?: string;
  /** A ref to the rendered `HTMLDivElement` (React 19 passes `ref` as a prop). */
  ref?: Ref<HTMLDivElement>;
}

/** The heading of a section of a page (section size on the type scale) with an optional action. */
export function SectionHeader({
  title,
  action,
  headingLevel = 2,
  id,
  className,
  ref,
}: SectionHeaderProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div
      ref={ref}
      data-slot="section-header"
      className={cn('flex items-center justify-between gap-3', className)}
    >
      <Heading id={id} className="text-section font-semibold text-fg">
        {title}
      </Heading>
      {action != null && <div className="flex shrink-0 items-center gap-2">{action}</div>}
    </div>
  );
}
