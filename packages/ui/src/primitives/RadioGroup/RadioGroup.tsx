import type { ReactNode, Ref } from 'react';
import {
  RadioButton,
  RadioField,
  RadioGroup as AriaRadioGroup,
  type RadioFieldProps,
  type RadioGroupProps as AriaRadioGroupProps,
} from 'react-aria-components';
import { composeClassName } from '../../lib/composeClassName';
import {
  FieldDescription,
  FieldError,
  FieldLabel,
  fieldStack,
  type FieldBaseProps,
} from '../../lib/field';
import { cn } from '../../lib/cn';
import { radioFocusRing } from '../../lib/focusRing';

export interface RadioGroupProps extends Omit<AriaRadioGroupProps, 'children'>, FieldBaseProps {
  /**
   * Layout of the options, and the arrow keys that move between them.
   * @default 'vertical'
   */
  orientation?: 'vertical' | 'horizontal';
  /** The `Radio`s. */
  children?: ReactNode;
  /** A ref to the rendered `HTMLDivElement` (React 19 passes `ref` as a prop). */
  ref?: Ref<HTMLDivElement>;
}

/**
 * A labelled set of mutually exclusive options. Tab enters the group at the chosen option;
 * arrow keys move the choice.
 */
export function RadioGroup({
  label,
  description,
  errorMessage,
  children,
  className,
  isInvalid,
  ...props
}: RadioGroupProps) {
  return (
    <AriaRadioGroup
      {...props}
      isInvalid={isInvalid ?? (typeof errorMessage === 'string' || undefined)}
      className={composeClassName(className, `group ${fieldStack}`)}
    >
      {label && <FieldLabel>{label}</FieldLabel>}
      <div className="flex flex-col gap-2 group-data-[orientation=horizontal]:flex-row group-data-[orientation=horizontal]:flex-wrap group-data-[orientation=horizontal]:gap-x-4">
        {children}
      </div>
      <FieldDescription>{description}</FieldDescription>
      <FieldError>{errorMessage}</FieldError>
    </AriaRadioGroup>
  );
}

export interface RadioProps extends Omit<RadioFieldProps, 'children'> {
  /** The label, beside the circle. */
  children?: ReactNode;
  /** Help text under the label. */
  description?: ReactNode;
  /** A ref to the rendered `HTMLDivElement` (React 19 passes `ref` as a prop). */
  ref?: Ref<HTMLDivElement>;
}

/** An option of a `RadioGroup`: a circle with a dot when chosen, and its label. */
export function Radio({ children, description, className, ...props }: RadioProps) {
  return (
    <RadioField {...props} className={composeClassName(className, 'flex flex-col gap-1')}>
      <RadioButton className="group/radio flex w-fit cursor-default items-center gap-2 text-sm text-fg data-[disabled]:cursor-not-allowed data-[disabled]:opacity-50">
        <span
          data-slot="circle"
          className={cn(
            'flex size-5 shrink-0 items-center justify-center rounded-full border border-border-strong bg-surface transition-colors group-data-[hovered]/radio:border-fg group-data-[invalid]/radio:border-negative group-data-[selected]/radio:border-primary',
            radioFocusRing,
          )}
        >
          <span className="size-2.5 scale-0 rounded-full bg-primary transition-transform group-data-[selected]/radio:scale-100 motion-reduce:transition-none" />
        </span>
        {children}
      </RadioButton>
      <FieldDescription className="ms-7">{description}</FieldDescription>
    </RadioField>
  );
}
