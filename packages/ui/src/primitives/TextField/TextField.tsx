import type { Ref } from 'react';
import {
  Input,
  TextArea,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';
import { composeClassName } from '../../lib/composeClassName';
import {
  FieldDescription,
  FieldError,
  FieldLabel,
  fieldStack,
  inputBox,
  type FieldBaseProps,
} from '../../lib/field';

export interface TextFieldProps extends Omit<AriaTextFieldProps, 'children'>, FieldBaseProps {
  /** Text shown while the field is empty. Not a replacement for `label`. */
  placeholder?: string;
  /** Render a multi-line `<textarea>` instead of a single-line input. @default false */
  multiline?: boolean;
  /** Visible lines of a `multiline` field. @default 3 */
  rows?: number;
  /** A ref to the rendered `HTMLDivElement` (React 19 passes `ref` as a prop). */
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
