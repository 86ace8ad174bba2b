// The money forms: one validator per form (deposit, withdraw, FX exchange, bank
// account, nominees), under the wire's field names; run by the view before submitting and by
// the server's service on the request.
import { isCurrencyCode, Money } from '../money';
import {
  validateNominee,
  validateNominees,
  type NomineeInput,
  type NomineeRuleOptions,
} from '../nominees';
import { validateTxHash } from '../deposits';
import { fail, ok, type RuleResult } from '../result';
import { validateAmount } from '../validation/amount';
import { validateFxExchange, type FxAccount } from '../validation/fx';
import { validatePin } from '../validation/pin';
import { isBlank, textOf } from '../validation/text';
import {
  formResult,
  textField,
  type FieldRule,
  type FormIssue,
  type FormResult,
} from './formResult';

/** Codes of the money forms' own field rules (namespace `validation`). */
export const moneyFormCodes = [
  'currency_required',
  'deposit_method_required',
  'deposit_reference_required',
  'deposit_reference_too_long',
  'deposit_proof_required',
  'bank_name_required',
  'bank_acc_required',
  'bank_acc_invalid',
  'bank_holder_required',
  'bank_country_required',
  'field_too_long',
] as const;
export type MoneyFormCode = (typeof moneyFormCodes)[number];

/** Longest deposit reference (open in the spec). */
export const DEPOSIT_REFERENCE_MAX_LENGTH = 100;
/** Longest bank name and holder (open in the spec). */
export const BANK_TEXT_MAX_LENGTH = 100;
/** An account number or IBAN: letters, digits, spaces and dashes, 4 to 40 (open in the spec). */
export const BANK_ACC_PATTERN = /^[A-Za-z0-9][A-Za-z0-9 -]{2,38}[A-Za-z0-9]$/;

const required = (value: unknown, code: string): RuleResult => (isBlank(value) ? fail(code) : ok());

const maxLength = (value: unknown, max: number, code: MoneyFormCode): RuleResult =>
  [...(textOf(value) ?? '')].length > max ? fail(code, { max }) : ok();

const currencyRule = (value: unknown): RuleResult =>
  isCurrencyCode(textOf(value)) ? ok() : fail('currency_required');

/**
 * The amount as sent: never trimmed or rewritten, so the value a form accepts is the very text
 * its amount rule accepted (one grammar, decimal.ts); a view writes what a person typed
 * canonically before validating (`canonicalDecimal`).
 */
const amountText = (value: unknown): string => (typeof value === 'string' ? value : '');

// ---- deposit ----------------------------------------------------------------------------

/**
 * POST /deposit/app/v1 (multipart text fields; a bank transfer's proof image travels beside
 * them). A bank transfer carries no reference of the client's: the server records the payment
 * reference it generated for the client; a crypto transfer carries its transaction hash.
 */
export interface DepositForm {
  method_id: string;
  amount: string;
  currency: string;
  /** Crypto only: the transaction hash, in its network's form. */
  tx_hash?: string;
}

export interface DepositFormContext {
  /** How the money is sent: a bank transfer (a proof image) or crypto (a hash). @default 'bank' */
  method?: 'bank' | 'crypto';
  /** Crypto: the network of the address (its transaction ids' form). */
  network?: string;
  /** A proof image was chosen (a view) or received (the server). @default true */
  hasProof?: boolean;
}

/**
 * spec 3/5 Deposit (with the crypto rules of a credible deposit): a method, a valid amount in the
 * method's currency (a decimal, its minor units at most, above zero); a bank transfer's proof
 * image, or a crypto transfer's transaction hash valid on its network.
 */
export function validateDepositForm(
  values: Partial<Record<keyof DepositForm, unknown>>,
  { method = 'bank', network = '', hasProof = true }: DepositFormContext = {},
): FormResult<DepositForm> {
  const currency = textOf(values.currency) ?? '';
  const checks: FieldRule[] = [
    ['method_id', required(values.method_id, 'deposit_method_required')],
    ['currency', currencyRule(currency)],
  ];
  if (isCurrencyCode(currency)) {
    checks.push(['amount', validateAmount(values.amount, { currency })]);
  }
  const txHash = textField(values.tx_hash).trim();
  checks.push(
    method === 'crypto'
      ? ['tx_hash', validateTxHash(network, txHash)]
      : ['proof', hasProof ? ok() : fail('deposit_proof_required')],
  );
  return formResult(checks, () => ({
    method_id: textField(values.method_id),
    amount: amountText(values.amount),
    currency,
    ...(method === 'crypto' ? { tx_hash: txHash } : {}),
  }));
}

// ---- withdraw ---------------------------------------------------------------------------

/** POST /withdraw/app/v1. */
export interface WithdrawForm {
  currency: string;
  amount: string;
  bank_id: string;
  pin: string;
}

export interface WithdrawFormContext {
  /** The available balance of the currency's account, a wire decimal. */
  available: string;
  /** Ask for the PIN (the server always does; a view before the PIN step may not). @default true */
  needsPin?: boolean;
}

/**
 * spec 5 Withdraw: a currency, an amount within the available balance ('No available funds'
 * when nothing is; params {available, currency}), a bank account chosen, the 6-digit PIN. The
 * rules on the client and the account (outstanding balance, credit score, the default account
 * for the country) are `validateWithdrawal`'s.
 */
export function validateWithdrawForm(
  values: Partial<Record<keyof WithdrawForm, unknown>>,
  { available, needsPin = true }: WithdrawFormContext,
): FormResult<WithdrawForm> {
  const currency = textOf(values.currency) ?? '';
  const checks: FieldRule[] = [['currency', currencyRule(currency)]];
  if (isCurrencyCode(currency)) {
    checks.push(['amount', validateAmount(values.amount, { currency, available })]);
  }
  checks.push(['bank_id', required(values.bank_id, 'bank_account_required')]);
  if (needsPin) checks.push(['pin', validatePin(values.pin)]);
  return formResult(checks, () => ({
    currency,
    amount: amountText(values.amount),
    bank_id: textField(values.bank_id),
    pin: textField(values.pin),
  }));
}

// ---- FX ---------------------------------------------------------------------------------

/** POST /fx/app/v1/exchange (the quote's id comes from the rate call). */
export interface FxForm {
  from: string;
  to: string;
  amount: string;
}

export interface FxFormContext {
  /** The client's accounts: currency and available balance (id = currency). */
  accounts: readonly Pick<FxAccount, 'currency' | 'available'>[];
  /** The quote's rate (units of `to` per `from`); absent while unknown. */
  rate?: string | null;
}

/**
 * spec 5 FX exchange: at least two accounts, not all empty ('All accounts zero balance'), a
 * source and a different target, a nonzero available source balance; the amount valid in the
 * source currency and within its balance. Insufficient funds are judged after conversion
 * (`checkSufficientBalance`), and the converted amount must be at least one minor unit of the
 * target. Form-level failures have the path `from`.
 */
export function validateFxForm(
  values: Partial<Record<keyof FxForm, unknown>>,
  { accounts, rate }: FxFormContext,
): FormResult<FxForm> {
  const from = textOf(values.from) ?? '';
  const to = textOf(values.to) ?? '';
  const fxAccounts = accounts.map((a) => ({ ...a, id: a.currency }));
  const pair = validateFxExchange({ accounts: fxAccounts, fromId: from, toId: to });
  const checks: FieldRule[] = [];
  if (!pair.ok) {
    checks.push([pair.code === 'fx_target_required' ? 'to' : 'from', pair]);
  } else {
    const source = fxAccounts.find((a) => a.id === from)!;
    const amount = validateAmount(values.amount, { currency: from, available: source.available });
    checks.push(['amount', amount]);
    if (amount.ok && rate !== undefined && rate !== null) {
      // spec 5: the amount is the source's (within its balance above); the converted amount
      // must be at least one minor unit of the target
      const converted = convertAt(Money.of(amountText(values.amount), from), rate, to);
      if (converted !== undefined && !converted.isPositive()) {
        checks.push(['amount', fail('amount_not_positive')]);
      }
    }
  }
  return formResult(checks, () => ({ from, to, amount: amountText(values.amount) }));
}

/** `amount` converted at `rate` into `to` (half-even to its minor units); undefined on a bad rate. */
export function convertAt(amount: Money, rate: string, to: string): Money | undefined {
  try {
    return amount.convert(rate, to);
  } catch {
    return undefined;
  }
}

// ---- bank account ------------------------------------------------------------------------

/** POST /bank/app/v1. */
export interface BankAccountForm {
  id?: string;
  bank_name: string;
  /** Absent on an edit that keeps the stored number. */
  bank_acc?: string;
  bank_holder: string;
  country: string;
  is_default?: boolean;
}

export interface BankAccountFormContext {
  /** An edit of a stored account: the number may be left out. @default false */
  editing?: boolean;
}

/** Account number as stored: blanks removed, uppercase. */
export const normalizeBankAcc = (value: string): string =>
  value.replace(/[\s-]+/g, '').toUpperCase();

/**
 * spec 3 Bank account: bank_name, bank_acc (letters, digits, spaces, dashes: 4 to 40),
 * bank_holder and the country are required (on an edit the number may stay as it is).
 */
export function validateBankAccountForm(
  values: Partial<Record<keyof BankAccountForm, unknown>>,
  { editing = false }: BankAccountFormContext = {},
): FormResult<BankAccountForm> {
  const acc = textOf(values.bank_acc)?.trim() ?? '';
  const checks: FieldRule[] = [
    ['bank_name', required(values.bank_name, 'bank_name_required')],
    ['bank_name', maxLength(values.bank_name, BANK_TEXT_MAX_LENGTH, 'field_too_long')],
  ];
  if (!(editing && acc === '')) {
    checks.push([
      'bank_acc',
      acc === ''
        ? fail('bank_acc_required')
        : BANK_ACC_PATTERN.test(acc)
          ? ok()
          : fail('bank_acc_invalid'),
    ]);
  }
  checks.push(
    ['bank_holder', required(values.bank_holder, 'bank_holder_required')],
    ['bank_holder', maxLength(values.bank_holder, BANK_TEXT_MAX_LENGTH, 'field_too_long')],
    ['country', required(values.country, 'bank_country_required')],
  );
  return formResult(checks, () => ({
    ...(isBlank(values.id) ? {} : { id: textField(values.id) }),
    bank_name: textField(values.bank_name).trim(),
    ...(acc === '' ? {} : { bank_acc: normalizeBankAcc(acc) }),
    bank_holder: textField(values.bank_holder).trim(),
    country: textField(values.country).trim().toUpperCase(),
    ...(values.is_default === true ? { is_default: true } : {}),
  }));
}

// ---- nominees ----------------------------------------------------------------------------

/** One nominee as the list form holds it. */
export interface NomineeForm {
  id?: string;
  name: string;
  phone: string;
  dob: string | null;
  relation: string;
  share: string;
}

/**
 * spec 5 Nominees: every nominee valid (name, relationship, phone and share required; the share
 * within its bounds), the shares total at most 100 %, exactly 100 % with several. An issue's
 * path is `nominees.<index>.<field>`, or `nominees` for the total rules.
 */
export function validateNomineesForm(
  nominees: readonly (NomineeInput & { id?: unknown })[],
  options: NomineeRuleOptions = {},
): FormResult<NomineeForm[]> {
  // every nominee's first failure, then the total (validateNominees answers the first only)
  const issues: FormIssue[] = [];
  for (const [index, nominee] of nominees.entries()) {
    const result = validateNominee(nominee, options);
    if (!result.ok) {
      const field = result.field ?? 'share';
      issues.push({
        path: `nominees.${index}.${field}`,
        code: result.code,
        ...(result.params ? { params: result.params } : {}),
      });
    }
  }
  if (issues.length === 0) {
    const all = validateNominees(nominees, options);
    if (!all.ok) {
      issues.push({
        path: 'nominees',
        code: all.code,
        ...(all.params ? { params: all.params } : {}),
      });
    }
  }
  if (issues.length > 0) return { ok: false, issues };
  return {
    ok: true,
    value: nominees.map((n) => ({
      ...(isBlank(n.id) ? {} : { id: textField(n.id) }),
      name: textField(n.name).trim(),
      phone: textField(n.phone).trim(),
      dob: isBlank(n.dob) ? null : textField(n.dob).trim(),
      relation: textField(n.relation).trim(),
      share: textField(n.share).trim(),
    })),
  };
}
