import { PIN_LENGTH } from '@invest/domain';
import { useState, type Ref } from 'react';
import {
  Input,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';
import { cn } from '../../lib/cn';
import { composeClassName } from '../../lib/composeClassName';
import { FieldDescription, FieldError, FieldLabel, fieldStack } from '../../lib/field';
import { useT } from '../../lib/i18n';
import type { FieldBaseProps } from '../../lib/field';

export interface PinInputProps
  extends
    Omit<
      AriaTextFieldProps,
      'children' | 'type' | 'inputMode' | 'maxLength' | 'minLength' | 'pattern' | 'autoComplete'
    >,
    FieldBaseProps {
  /** Called with the digits when all six are entered (typed or pasted). */
  onComplete?: (pin: string) => void;
  /** Show dots instead of digits (and use a password input). @default false */
  mask?: boolean;
  /** A ref to the rendered `HTMLDivElement` (React 19 passes `ref` as a prop). */
  ref?: Ref<HTMLDivElement>;
}

/**
 * A 6-digit PIN (spec 5: numbers only). One real input (so paste, autofill of one-time codes and
 * screen readers work) drawn as six boxes; anything but digits is dropped.
 */
export function PinInput({
  label,
  description,
  errorMessage,
  value,
  defaultValue = '',
  onChange,
  onComplete,
  mask = false,
  className,
  ...props
}: PinInputProps) {
  const t = useT();
  const [inner, setInner] = useState(defaultValue);
  const [focused, setFocused] = useState(false);
  const pin = value ?? inner;

  return (
    <AriaTextField
      {...props}
      value={pin}
      onChange={(text) => {
        const next = text.replace(/\D/g, '').slice(0, PIN_LENGTH);
        if (next === pin) return;
        setInner(next);
        onChange?.(next);
        if (next.length === PIN_LENGTH) onComplete?.(next);
      }}
      className={composeClassName(className, fieldStack)}
    >
      {({ isInvalid, isDisabled }) => (
        <>
          <FieldLabel>{label ?? t('pinInput.label')}</FieldLabel>
          <div className={cn('relative flex w-fit gap-2', isDisabled && 'opacity-50')}>
            <Input
              type={mask ? 'password' : 'text'}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={PIN_LENGTH}
              pattern={`[0-9]{${PIN_LENGTH}}`}
              onFocus={() => setFocused(true)}
              onBlur={() => setFocused(false)}
              // keep the caret after the last digit, where the highlighted box is
              onSelect={(e) => {
                const el = e.currentTarget;
                const end = el.value.length;
                if (el.selectionStart === el.selectionEnd && el.selectionEnd !== end)
                  el.setSelectionRange(end, end);
              }}
              className="absolute inset-0 size-full cursor-text opacity-0 data-[disabled]:cursor-not-allowed"
            />
            {Array.from({ length: PIN_LENGTH }, (_, i) => (
              <span
                key={i}
                aria-hidden="true"
                data-slot="box"
                className={cn(
                  'flex size-11 items-center justify-center rounded-md border bg-surface text-lg font-medium text-fg tabular-nums',
                  isInvalid ? 'border-negative' : 'border-border-strong',
                  focused &&
                    i === Math.min(pin.length, PIN_LENGTH - 1) &&
                    'border-focus outline-2 outline-focus outline-solid',
                )}
              >
                {pin[i] && (mask ? '•' : pin[i])}
              </span>
            ))}
          </div>
          <FieldDescription>{description}</FieldDescription>
          <FieldError>{errorMessage}</FieldError>
        </>
      )}
    </AriaTextField>
  );
}
