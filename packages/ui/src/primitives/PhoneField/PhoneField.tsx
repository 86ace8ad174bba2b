import { DEFAULT_COUNTRY_CODES } from '@invest/domain';
import { useState, type Ref } from 'react';
import {
  Button,
  Group,
  Input,
  ListBox,
  ListBoxItem,
  Popover,
  Select,
  SelectValue,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';
import { cn } from '../../lib/cn';
import { composeClassName } from '../../lib/composeClassName';
import { FieldDescription, FieldError, FieldLabel, fieldStack, inputGroup } from '../../lib/field';
import { useT } from '../../lib/i18n';
import { groupInput, type FieldBaseProps } from '../../lib/field';
import { focusRingInset } from '../../lib/focusRing';
import { ChevronDownIcon } from '../../lib/icons';

/** A country the picker offers. */
export interface PhoneCountry {
  /** International dialling code without '+', e.g. '48'. Unique within the list. */
  code: string;
  /** The country's name, e.g. 'Poland'. */
  name: string;
}

/** A phone number: the dialling code and the national number, both digits only. */
export interface PhoneValue {
  countryCode: string;
  number: string;
}

export interface PhoneFieldProps
  extends
    Omit<
      AriaTextFieldProps,
      'children' | 'value' | 'defaultValue' | 'onChange' | 'validate' | 'type' | 'inputMode'
    >,
    FieldBaseProps {
  /** The countries of the code picker. */
  countries: readonly PhoneCountry[];
  /** The value (controlled). */
  value?: PhoneValue;
  /** The initial number (uncontrolled); the code comes from `defaultCountryCode`. */
  defaultValue?: string;
  /**
   * The initial dialling code (uncontrolled). spec 5: kun 91, pl 48, otherwise 1.
   * @default DEFAULT_COUNTRY_CODES.default ('1')
   */
  defaultCountryCode?: string;
  /** Called when the code or the number changes. */
  onChange?: (value: PhoneValue) => void;
  /** Checks the value; return an error message to mark the field invalid. */
  validate?: (value: PhoneValue) => string | string[] | true | null | undefined;
  /** Text shown while the number is empty. */
  placeholder?: string;
  /** A ref to the rendered `HTMLDivElement` (React 19 passes `ref` as a prop). */
  ref?: Ref<HTMLDivElement>;
}

/**
 * A mobile number: a country-code picker beside a digits-only number input. Letters and other
 * characters typed or pasted into the number are dropped. The label names the number input; the
 * picker is labelled 'Country code'.
 */
export function PhoneField({
  countries,
  value,
  defaultValue = '',
  defaultCountryCode = DEFAULT_COUNTRY_CODES.default,
  onChange,
  validate,
  label,
  description,
  errorMessage,
  placeholder,
  className,
  ...props
}: PhoneFieldProps) {
  const t = useT();
  const [inner, setInner] = useState<PhoneValue>({
    countryCode: defaultCountryCode,
    number: defaultValue,
  });
  const current = value ?? inner;
  const update = (next: PhoneValue) => {
    if (next.countryCode === current.countryCode && next.number === current.number) return;
    setInner(next);
    onChange?.(next);
  };

  return (
    <AriaTextField
      {...props}
      type="tel"
      inputMode="tel"
      autoComplete={props.autoComplete ?? 'tel-national'}
      value={current.number}
      onChange={(text) => update({ ...current, number: text.replace(/\D/g, '') })}
      validate={validate && (() => validate(current))}
      className={composeClassName(className, fieldStack)}
    >
      <FieldLabel>{label ?? t('phoneField.number')}</FieldLabel>
      <Group className={inputGroup}>
        {props.isReadOnly ? (
          <span className="shrink-0 pl-3 tabular-nums">+{current.countryCode}</span>
        ) : (
          <Select
            aria-label={t('phoneField.countryCode')}
            value={current.countryCode}
            onChange={(code) => code != null && update({ ...current, countryCode: String(code) })}
            isDisabled={props.isDisabled}
            className="h-full shrink-0"
          >
            <Button
              className={cn(
                focusRingInset,
                'flex h-full items-center gap-1 border-r border-border-strong pr-2 pl-3 tabular-nums data-[hovered]:bg-surface-sunken data-[pressed]:bg-surface-sunken',
              )}
            >
              <SelectValue>+{current.countryCode}</SelectValue>
              <ChevronDownIcon className="text-fg-muted" />
            </Button>
            <Popover className="max-h-72 min-w-56 overflow-auto rounded-md border border-border bg-surface-raised p-1 text-sm text-fg shadow-md">
              <ListBox items={countries} className="outline-none">
                {(country) => (
                  <ListBoxItem
                    id={country.code}
                    textValue={t('phoneField.countryOption', {
                      country: country.name,
                      code: country.code,
                    })}
                    className={cn(
                      'flex cursor-default items-center gap-2 rounded-sm px-2 py-1.5 data-[focused]:bg-surface-sunken',
                      focusRingInset,
                    )}
                  >
                    {({ isSelected }) => (
                      <>
                        {t('phoneField.countryOption', {
                          country: country.name,
                          code: country.code,
                        })}
                        {isSelected && (
                          <svg
                            aria-hidden="true"
                            viewBox="0 0 16 16"
                            className="ml-auto size-4 fill-none stroke-current stroke-2"
                          >
                            <path d="m3 8 3 3 7-7" />
                          </svg>
                        )}
                      </>
                    )}
                  </ListBoxItem>
                )}
              </ListBox>
            </Popover>
          </Select>
        )}
        <Input placeholder={placeholder} className={cn(groupInput, 'tabular-nums')} />
      </Group>
      <FieldDescription>{description}</FieldDescription>
      <FieldError>{errorMessage}</FieldError>
    </AriaTextField>
  );
}
