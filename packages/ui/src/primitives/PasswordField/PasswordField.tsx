import { useState, type Ref } from 'react';
import {
  Button,
  Group,
  Input,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';
import { cn } from '../../lib/cn';
import { focusRingInset } from '../../lib/focusRing';
import { composeClassName } from '../../lib/composeClassName';
import { FieldDescription, FieldError, FieldLabel, fieldStack, inputGroup } from '../../lib/field';
import { useT } from '../../lib/i18n';
import { groupInput, type FieldBaseProps } from '../../lib/field';

export interface PasswordFieldProps
  extends Omit<AriaTextFieldProps, 'children' | 'type' | 'autoComplete'>, FieldBaseProps {
  /**
   * What the browser's password manager should offer: the saved password (sign-in) or a new one
   * (sign-up, change password).
   * @default 'current-password'
   */
  autoComplete?: 'current-password' | 'new-password';
  /** Text shown while the field is empty. */
  placeholder?: string;
  /** A ref to the rendered `HTMLDivElement` (React 19 passes `ref` as a prop). */
  ref?: Ref<HTMLDivElement>;
}

/**
 * A password input with a show/hide toggle inside the field. The toggle is a real button in the
 * tab order; pressing it keeps focus on it, so the field's group keeps its focus ring.
 */
export function PasswordField({
  label,
  description,
  errorMessage,
  placeholder,
  autoComplete = 'current-password',
  className,
  ...props
}: PasswordFieldProps) {
  const t = useT();
  const [visible, setVisible] = useState(false);
  return (
    <AriaTextField
      {...props}
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete}
      className={composeClassName(className, fieldStack)}
    >
      {label != null && <FieldLabel>{label}</FieldLabel>}
      <Group className={inputGroup}>
        <Input placeholder={placeholder} className={groupInput} />
        <Button
          data-slot="toggle"
          isDisabled={props.isDisabled}
          onPress={() => setVisible((v) => !v)}
          aria-label={t(visible ? 'passwordField.hide' : 'passwordField.show')}
          className={cn(
            focusRingInset,
            'mr-1 flex size-8 shrink-0 items-center justify-center rounded-sm text-fg-muted data-[hovered]:bg-surface-sunken data-[hovered]:text-fg data-[pressed]:bg-surface-sunken',
          )}
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="size-5 fill-none stroke-current stroke-2"
          >
            <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
            <circle cx="12" cy="12" r="3" />
            {visible && <path d="m3 3 18 18" />}
          </svg>
        </Button>
      </Group>
      <FieldDescription>{description}</FieldDescription>
      <FieldError>{errorMessage}</FieldError>
    </AriaTextField>
  );
}
