import type { ReactNode, Ref } from 'react';
import {
  Input,
  TextArea,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
  type ValidationResult,
} from 'react-aria-components';
import { composeClassName } from '../../lib/cn';
import { FieldDescription, FieldError, FieldLabel, fieldStack, inputBox } from '../../lib/field';

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

export interface TextFieldProps extends Omit<AriaTextFieldProps, 'children'>, FieldBaseProps {
  /** Text shown while the field is empty. Not a replacement for `label`. */
  placeholder?: string;
  /** Render a multi-line `<textarea>` instead of a single-line input. @default false */
  multiline?: boolean;
  /** Visible lines of a `multiline` field. @default 3 */
  rows?: number;
  ref?: Ref<HTMLDivElement>;
}

/** A labelled text input (or textarea with `multiline`) with help text and validation. */
export function TextField({
  label,
  description,
  errorMessage,
  placeholder,
  multiline = false,
  rows = 3,
  className,
  ...props
}: TextFieldProps) {
  return (
    <AriaTextField {...props} className={composeClassName(className, fieldStack)}>
      {label != null && <FieldLabel>{label}</FieldLabel>}
      {multiline ? (
        <TextArea
          rows={rows}
          placeholder={placeholder}
          // the shared box, grown from one line to `rows`
          className={inputBox.replace('h-10', 'min-h-20 resize-y py-2')}
        />
      ) : (
        <Input placeholder={placeholder} className={inputBox} />
      )}
      <FieldDescription>{description}</FieldDescription>
      <FieldError>{errorMessage}</FieldError>
    </AriaTextField>
  );
}
