import { canonicalDecimal } from '@invest/domain';
import { useId, useState, type Ref } from 'react';
import {
  Button,
  Group,
  Input,
  NumberField as AriaNumberField,
  TextField as AriaTextField,
  type NumberFieldProps as AriaNumberFieldProps,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';
import { cn } from '../../lib/cn';
import { focusRingInset } from '../../lib/focusRing';
import { composeClassName } from '../../lib/composeClassName';
import { FieldDescription, FieldError, FieldLabel, fieldStack, inputGroup } from '../../lib/field';
import { useLocale, useT } from '../../lib/i18n';
import { groupInput, type FieldBaseProps } from '../../lib/field';

type ValidationError = string | string[] | true | null | undefined;

export interface AmountFieldProps
  extends
    Omit<
      AriaTextFieldProps,
      'children' | 'value' | 'defaultValue' | 'onChange' | 'validate' | 'type' | 'inputMode'
    >,
    FieldBaseProps {
  /** An amount of money, held as a decimal string (never a JS number). @default 'amount' */
  kind?: 'amount';
  /** The amount as a decimal string with '.' as separator, e.g. '1250.5' (controlled). */
  value?: string;
  /** The initial amount (uncontrolled). */
  defaultValue?: string;
  /**
   * Called when the amount changes, with a wire decimal ('.' separator, no leading zeros, no bare
   * point: '.5' typed is '0.5', '12.' is '12'; `canonicalDecimal` of @invest/domain), '' when
   * nothing is typed: what a form sends is what the server accepts, even before blur.
   */
  onChange?: (value: string) => void;
  /** Checks the amount (as `onChange` reports it); return an error message to mark it invalid. */
  validate?: (value: string) => ValidationError;
  /** ISO 4217 code shown beside the input, as Intl writes it in the current locale. */
  currency?: string;
  /** Show the currency as its symbol ('$') or its code ('USD'). @default 'symbol' */
  currencyDisplay?: 'symbol' | 'code';
  /** Digits allowed after the decimal separator. @default 2 */
  maxFractionDigits?: number;
  /** Text shown while the field is empty. */
  placeholder?: string;
  /** A ref to the rendered `HTMLDivElement` (React 19 passes `ref` as a prop). */
  ref?: Ref<HTMLDivElement>;
}

export interface QuantityFieldProps
  extends Omit<AriaNumberFieldProps, 'children' | 'step' | 'formatOptions'>, FieldBaseProps {
  /** A whole count (shares, units): integers are exact in a JS number. */
  kind: 'quantity';
  /** Text shown while the field is empty. */
  placeholder?: string;
  /** A ref to the rendered `HTMLDivElement` (React 19 passes `ref` as a prop). */
  ref?: Ref<HTMLDivElement>;
}

export type NumberFieldProps = AmountFieldProps | QuantityFieldProps;

/**
 * A numeric field of two kinds. `amount` (default) holds money as a decimal string: it accepts
 * digits and one decimal separator ('.' or the locale's), at most `maxFractionDigits` after it,
 * reports the amount as a wire decimal and shows a currency adornment. `quantity` is a whole
 * number with step buttons and arrow keys.
 */
export function NumberField(props: NumberFieldProps) {
  return props.kind === 'quantity' ? <QuantityField {...props} /> : <AmountField {...props} />;
}

function AmountField({
  kind: _kind,
  label,
  description,
  errorMessage,
  placeholder,
  value,
  defaultValue = '',
  onChange,
  validate,
  currency,
  currencyDisplay = 'symbol',
  maxFractionDigits = 2,
  className,
  onBlur,
  ...props
}: AmountFieldProps) {
  const locale = useLocale();
  const id = useId();
  const parts = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: currency ?? 'USD',
    currencyDisplay,
  }).formatToParts(1.5);
  const decimal = parts.find((p) => p.type === 'decimal')?.value ?? '.';
  const toDecimal = (text: string) => text.replaceAll(decimal, '.');
  const toText = (v: string) => v.replace('.', decimal);
  const allowed = new RegExp(
    maxFractionDigits > 0 ? `^\\d*(\\.\\d{0,${maxFractionDigits}})?$` : '^\\d*$',
  );

  // the input keeps what was typed (a trailing separator, the locale's comma, leading zeros)
  // until blur; the amount it stands for is always written in the wire grammar (spec 5: the
  // server refuses '.5', '5.' and '007'), '12,' in de-DE is '12'
  const [text, setText] = useState(() => toText(value ?? defaultValue));
  const current = canonicalDecimal(toDecimal(text));
  // a new controlled value replaces the text (the text check stops a loop on odd input)
  if (value !== undefined && value !== current && toText(value) !== text) setText(toText(value));

  const symbolFirst =
    parts.findIndex((p) => p.type === 'currency') < parts.findIndex((p) => p.type === 'integer');
  const symbol = currency && parts.find((p) => p.type === 'currency')?.value;
  const adornment = symbol && (
    <span
      aria-hidden="true"
      data-slot="currency"
      className={cn('shrink-0 text-fg-muted', symbolFirst ? 'pl-3' : 'pr-3')}
    >
      {symbol}
    </span>
  );

  return (
    <AriaTextField
      {...props}
      value={text}
      inputMode="decimal"
      aria-describedby={cn(currency && id, props['aria-describedby']) || undefined}
      onChange={(next) => {
        const typed = toDecimal(next.trim());
        if (!allowed.test(typed)) return; // rejected: the input keeps its text
        setText(next.trim());
        const v = canonicalDecimal(typed);
        if (v !== current) onChange?.(v);
      }}
      onBlur={(e) => {
        // the text becomes the amount it stands for ('007.' -> '7', '.5' -> '0.5')
        setText(toText(current));
        onBlur?.(e);
      }}
      validate={validate && ((s) => validate(canonicalDecimal(toDecimal(s))))}
      className={composeClassName(className, fieldStack)}
    >
      {label != null && <FieldLabel>{label}</FieldLabel>}
      <Group className={inputGroup}>
        {symbolFirst && adornment}
        <Input placeholder={placeholder} className={cn(groupInput, 'tabular-nums')} />
        {!symbolFirst && adornment}
      </Group>
      {currency && <CurrencyName id={id} currency={currency} />}
      <FieldDescription>{description}</FieldDescription>
      <FieldError>{errorMessage}</FieldError>
    </AriaTextField>
  );
}

/** The currency in words for assistive technology (the visible symbol is aria-hidden). */
function CurrencyName({ id, currency }: { id: string; currency: string }) {
  const t = useT();
  return (
    <span id={id} hidden>
      {t('numberField.currency')} {currency}
    </span>
  );
}

// merged where it is used (with each button's border), not when the module loads
const stepButton = [
  focusRingInset,
  'flex h-full w-10 shrink-0 items-center justify-center text-fg-muted data-[disabled]:opacity-50 data-[hovered]:bg-surface-sunken data-[hovered]:text-fg data-[pressed]:bg-surface-sunken',
];

function QuantityField({
  kind: _kind,
  label,
  description,
  errorMessage,
  placeholder,
  className,
  ...props
}: QuantityFieldProps) {
  const t = useT();
  return (
    <AriaNumberField
      {...props}
      step={1}
      formatOptions={{ maximumFractionDigits: 0 }}
      incrementAriaLabel={t('numberField.increase')}
      decrementAriaLabel={t('numberField.decrease')}
      className={composeClassName(className, fieldStack)}
    >
      {label != null && <FieldLabel>{label}</FieldLabel>}
      <Group className={inputGroup}>
        <Button slot="decrement" className={cn(stepButton, 'border-r border-border-strong')}>
          <svg aria-hidden="true" viewBox="0 0 16 16" className="size-4 stroke-current stroke-2">
            <path d="M3 8h10" />
          </svg>
        </Button>
        <Input placeholder={placeholder} className={cn(groupInput, 'text-center tabular-nums')} />
        <Button slot="increment" className={cn(stepButton, 'border-l border-border-strong')}>
          <svg aria-hidden="true" viewBox="0 0 16 16" className="size-4 stroke-current stroke-2">
            <path d="M3 8h10M8 3v10" />
          </svg>
        </Button>
      </Group>
      <FieldDescription>{description}</FieldDescription>
      <FieldError>{errorMessage}</FieldError>
    </AriaNumberField>
  );
}
