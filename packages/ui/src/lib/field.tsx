import type { ReactNode } from 'react';
import {
  FieldError as AriaFieldError,
  Label as AriaLabel,
  Text,
  type FieldErrorProps,
  type LabelProps,
  type ValidationResult,
} from 'react-aria-components';
import { cn } from './cn';
import { fieldFocusRing, groupFocusRing } from './focusRing';

/** Shared parts of every form field: label, description and error, styled once. */
export function FieldLabel({ className, ...props }: LabelProps) {
  return <AriaLabel {...props} className={cn('text-sm font-medium text-fg', className)} />;
}

export function FieldDescription({
  className,
  children,
}: {
  className?: string;
  children?: ReactNode;
}) {
  if (!children) return null;
  return (
    <Text slot="description" className={cn('text-xs text-fg-muted', className)}>
      {children}
    </Text>
  );
}

export function FieldError({ className, ...props }: FieldErrorProps) {
  return (
    <AriaFieldError
      {...props}
      className={cn('text-xs font-medium text-negative', className as string | undefined)}
    />
  );
}

/** The box of a text-like input: border, radius, focus ring, invalid and disabled states. */
export const inputBox = `h-10 w-full min-w-0 rounded-md border border-border-strong bg-surface px-3 text-sm text-fg placeholder:text-fg-muted data-[disabled]:cursor-not-allowed data-[disabled]:opacity-50 data-[invalid]:border-negative ${fieldFocusRing}`;

/** A group that holds an input with adornments (prefix, suffix, buttons) and shows focus within. */
export const inputGroup = `flex h-10 w-full items-center overflow-hidden rounded-md border border-border-strong bg-surface text-sm text-fg data-[disabled]:opacity-50 data-[invalid]:border-negative ${groupFocusRing}`;

/** The vertical stack of label, control, description and error. */
export const fieldStack = 'flex flex-col gap-1.5';

/** The label, help text and error every field takes. */
export interface FieldBaseProps {
  /** The visible label. */
  label?: ReactNode;
  /** Help text under the control, linked to it with `aria-describedby`. */
  description?: ReactNode;
  /**
   * The message shown while the field is invalid (`isInvalid`, or a failed `validate` or native
   * check). Without it the messages of `validate` or the browser are shown.
   */
  errorMessage?: string | ((validation: ValidationResult) => string);
}

/** The input of an `inputGroup`: the group draws the box, the input only the text. */
export const groupInput =
  'h-full min-w-0 flex-1 bg-transparent px-3 text-fg outline-none placeholder:text-fg-muted data-[disabled]:cursor-not-allowed';
