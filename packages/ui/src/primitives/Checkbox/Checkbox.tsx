import type { ReactNode, Ref } from 'react';
import {
  CheckboxButton,
  CheckboxField,
  CheckboxGroup as AriaCheckboxGroup,
  type CheckboxFieldProps,
  type CheckboxGroupProps as AriaCheckboxGroupProps,
  type ValidationResult,
} from 'react-aria-components';
import { cn } from '../../lib/cn';
import { composeClassName } from '../../lib/composeClassName';
import {
  FieldDescription,
  FieldError,
  FieldLabel,
  fieldStack,
  type FieldBaseProps,
} from '../../lib/field';
import { indicatorFocusRing } from '../../lib/focusRing';

export interface CheckboxProps extends Omit<CheckboxFieldProps, 'children'> {
  /** The label, beside the box. Without it, pass `aria-label`. */
  children?: ReactNode;
  /** Help text under the label. */
  description?: ReactNode;
  /**
   * The error under the label (outside a `CheckboxGroup`). A string also marks the checkbox
   * invalid; a function receives the validation result.
   */
  errorMessage?: string | ((validation: ValidationResult) => string);
  /** A ref to the rendered `HTMLDivElement` (React 19 passes `ref` as a prop). */
  ref?: Ref<HTMLDivElement>;
}

/**
 * A checkbox with a drawn check mark, or a dash when `isIndeterminate`. Clicking the box or the
 * label, or Space on keyboard focus, toggles it. Inside a `CheckboxGroup` give it a `value`.
 */
export function Checkbox({
  children,
  description,
  errorMessage,
  className,
  isInvalid,
  ...props
}: CheckboxProps) {
  return (
    <CheckboxField
      {...props}
      isInvalid={isInvalid ?? (typeof errorMessage === 'string' || undefined)}
      className={composeClassName(className, 'flex flex-col gap-1')}
    >
      {({ isSelected, isIndeterminate }) => (
        <>
          <CheckboxButton className="group flex w-fit cursor-default items-center gap-2 text-sm text-fg data-[disabled]:cursor-not-allowed data-[disabled]:opacity-50">
            <span
              data-slot="box"
              className={cn(
                'flex size-5 shrink-0 items-center justify-center rounded-sm border border-border-strong bg-surface text-primary-fg transition-colors group-data-[hovered]:border-fg group-data-[indeterminate]:border-primary group-data-[indeterminate]:bg-primary group-data-[invalid]:border-negative group-data-[selected]:border-primary group-data-[selected]:bg-primary',
                indicatorFocusRing,
              )}
            >
              {(isSelected || isIndeterminate) && (
                <svg
                  aria-hidden="true"
                  viewBox="0 0 16 16"
                  className="size-3.5 fill-none stroke-current stroke-[2.5]"
                >
                  <path d={isIndeterminate ? 'M3.5 8h9' : 'm3 8.5 3.5 3.5L13 5'} />
                </svg>
              )}
            </span>
            {children}
          </CheckboxButton>
          <FieldDescription className="ms-7">{description}</FieldDescription>
          <FieldError className="ms-7">{errorMessage}</FieldError>
        </>
      )}
    </CheckboxField>
  );
}

export interface CheckboxGroupProps
  extends Omit<AriaCheckboxGroupProps, 'children'>, FieldBaseProps {
  /**
   * How the checkboxes are laid out.
   * @default 'vertical'
   */
  orientation?: 'vertical' | 'horizontal';
  /** The `Checkbox`es, each with a `value`. */
  children?: ReactNode;
  /** A ref to the rendered `HTMLDivElement` (React 19 passes `ref` as a prop). */
  ref?: Ref<HTMLDivElement>;
}

/** A labelled set of checkboxes; `value` / `onChange` hold the `value`s of the checked ones. */
export function CheckboxGroup({
  label,
  description,
  errorMessage,
  orientation = 'vertical',
  children,
  className,
  isInvalid,
  ...props
}: CheckboxGroupProps) {
  return (
    <AriaCheckboxGroup
      {...props}
      data-orientation={orientation}
      isInvalid={isInvalid ?? (typeof errorMessage === 'string' || undefined)}
      className={composeClassName(className, fieldStack)}
    >
      {label && <FieldLabel>{label}</FieldLabel>}
      <div
        className={cn(
          'flex gap-2',
          orientation === 'horizontal' ? 'flex-wrap gap-x-4' : 'flex-col',
        )}
      >
        {children}
      </div>
      <FieldDescription>{description}</FieldDescription>
      <FieldError>{errorMessage}</FieldError>
    </AriaCheckboxGroup>
  );
}
