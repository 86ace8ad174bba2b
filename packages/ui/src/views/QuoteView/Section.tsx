import { useId, type ReactNode } from 'react';
import { Card } from '../../primitives/Card';
import { SectionHeader } from '../../patterns/SectionHeader';

export function Section({
  title,
  slot,
  action,
  children,
  className,
}: {
  title: string;
  slot: string;
  action?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} data-slot={slot} className={className}>
      <Card className="flex h-full flex-col gap-3">
        <SectionHeader id={id} title={title} action={action} />
        {children}
      </Card>
    </section>
  );
}
