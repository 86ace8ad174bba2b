// The withdrawal screen's props: what the page gives the view (spec 2/4/5/6 Withdraw).
import {
  type Account,
  type BankAccountView,
  type KycStatus,
  type WithdrawalRecord,
} from '@invest/domain';
import { type Ref } from 'react';
import { type FieldIssue } from '../../forms/Form';
import type { AvailableCashProps } from '../../patterns/AvailableCash';
import type { FeatureRefusal } from '../money/featureAccess';
import type { LoadStatus } from '../money/parts';
import type { MoneyRecord, RecordPaging } from '../money/records';

/** A saved bank account as the withdrawal form offers it. */
export type WithdrawBankAccount = Pick<
  BankAccountView,
  'id' | 'bank_name' | 'bank_acc' | 'country' | 'is_default'
>;

/** A currency account to withdraw from: its outstanding balance (spec 6) '0' or absent when none. */
export type WithdrawCurrencyAccount = Pick<Account, 'currency' | 'available' | 'country'> &
  Partial<Pick<Account, 'outstanding'>>;

/**
 * What a confirmed withdrawal hands to `onSubmit`: the client's PIN (spec 2: confirm with the
 * PIN), '' when `confirmWithPin` is false.
 */
export type WithdrawSubmission = Pick<WithdrawalRecord, 'bank_id' | 'amount' | 'currency'> & {
  pin: string;
};

/**
 * The account withdrawn from by default: its currency and available balance (a decimal string),
 * the country it pays out in (ISO 3166), and its outstanding balance (spec 6; '0' or absent when
 * none; an outstanding balance in any of `currencyAccounts` blocks too).
 */
export interface WithdrawViewProps extends WithdrawCurrencyAccount {
  /** @default 'ready' */
  status?: LoadStatus;
  loadError?: string;
  onRetry?: () => void;
  /** Every saved bank account of the client. */
  accounts?: readonly WithdrawBankAccount[];
  /**
   * Every currency account of the client (currency, available balance, country). With more
   * than one the client chooses the one to withdraw from; its balance judges the amount and
   * its country the bank accounts. Without it, `currency`/`available`/`country` only.
   */
  currencyAccounts?: readonly WithdrawCurrencyAccount[];
  /**
   * spec 6 Feature access: why the client may not withdraw (the `withdraw` feature refused);
   * the form gives way to the reason, the records and cancelling stay.
   */
  unavailable?: FeatureRefusal;
  /** Opens customer service (withdrawals not enabled). */
  onContactSupport?: () => void;
  /** The client's KYC status (spec 6: KYC unlocks withdrawals). */
  kycStatus: KycStatus;
  /** The client's credit score and the minimum to withdraw (spec 5). */
  creditScore: number;
  minScore?: number;
  records?: readonly MoneyRecord[];
  /** @default 'ready' */
  recordsStatus?: LoadStatus;
  onRetryRecords?: () => void;
  /** More records than the first ones: 'Show more' under the list. */
  recordsPaging?: RecordPaging;
  /**
   * A withdrawal confirmed with the PIN. A returned promise that rejects means the PIN was
   * refused: the confirmation stays open for another try (with `pinRefusal`).
   */
  onSubmit?: (withdrawal: WithdrawSubmission) => void | Promise<unknown>;
  /**
   * The server refused the PIN: the attempts left before it locks, or until when it is locked
   * (ISO-8601; confirming is disabled until then).
   */
  pinRefusal?: { attemptsLeft?: number; lockedUntil?: string };
  /**
   * The confirmation asks for the PIN. False when the app asks for another proof after it
   * (the second factor when it is on). @default true
   */
  confirmWithPin?: boolean;
  /** @default false */
  submitting?: boolean;
  /** The translated reason the last request failed ('Withdrawal request failed'). */
  error?: string;
  fieldErrors?: readonly FieldIssue[];
  /** spec 4: cancel a pending withdrawal after confirmation (unfreezes the amount). */
  onCancelWithdrawal?: (id: string) => void | Promise<unknown>;
  /** The translated reason the last cancel failed ('Unable to cancel withdrawal'). */
  cancelError?: string;
  onAddBankAccount?: () => void;
  onVerifyKyc?: () => void;
  onTerms?: () => void;
  /** Opens the fund records (the ledger history). */
  onFundRecords?: () => void;
  /** Changing it empties the form (after a successful request). */
  formKey?: string | number;
  timeZone?: string;
  /** The available cash shown in the header (spec 2 money screens). */
  cash?: AvailableCashProps;
  className?: string;
  ref?: Ref<HTMLDivElement>;
}
