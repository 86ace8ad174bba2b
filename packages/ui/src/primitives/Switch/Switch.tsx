import type { ReactNode, Ref } from 'react';
import { SwitchButton, SwitchField, type SwitchFieldProps } from 'react-aria-components';
import { composeClassName } from '../../lib/composeClassName';
import { FieldDescription } from '../../lib/field';
import { cn } from '../../lib/cn';
import { indicatorFocusRing } from '../../lib/focusRing';

export interface SwitchProps extends Omit<SwitchFieldProps, 'children'> {
  /** The label, beside the track. Without it, pass `aria-label`. */
  children?: ReactNode;
  /** Help text under the label. */
  description?: ReactNode;
  /** A ref to the rendered `HTMLDivElement` (React 19 passes `ref` as a prop). */
  ref?: Ref<HTMLDivElement>;
}

/**
 * An on/off switch for a setting that applies at once. The thumb sits at the start when off and
 * at the end when on (position, not only colour, tells the state). Space toggles it.
 */
export function Switch({ children, description, className, ...props }: SwitchProps) {
  return (
    <SwitchField {...props} className={composeClassName(className, 'flex flex-col gap-1')}>
      <SwitchButton className="group flex w-fit cursor-default items-center gap-2 text-sm text-fg data-[disabled]:cursor-not-allowed data-[disabled]:opacity-50">
        <span
          data-slot="track"
          className={cn(
            'box-content flex h-4 w-8 shrink-0 items-center rounded-full border border-border-strong bg-surface-sunken p-0.5 transition-colors group-data-[selected]:border-primary group-data-[selected]:bg-primary',
            indicatorFocusRing,
          )}
        >
          <span
            data-slot="thumb"
            className="size-4 rounded-full bg-border-strong shadow-sm transition-[margin] group-data-[selected]:ms-4 group-data-[selected]:bg-primary-fg motion-reduce:transition-none"
          />
        </span>
        {children}
      </SwitchButton>
      <FieldDescription className="ms-11">{description}</FieldDescription>
    </SwitchField>
  );
}
