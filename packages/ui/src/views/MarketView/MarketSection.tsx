import { useId, type ReactNode } from 'react';
import { Card } from '../../primitives/Card';
import { SectionHeader } from '../../patterns/SectionHeader';

export function Section({
  title,
  action,
  children,
  slot,
}: {
  title: string;
  action?: ReactNode;
  children: ReactNode;
  slot: string;
}) {
  const id = useId();
  return (
    // min-w-0: a grid item may shrink below its content's width (long names truncate)
    <section aria-labelledby={id} data-slot={slot} className="min-w-0">
      <Card className="flex h-full flex-col gap-3">
        <SectionHeader id={id} title={title} action={action} />
        {children}
      </Card>
    </section>
  );
}
