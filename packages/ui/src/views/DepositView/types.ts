// The deposit screen's props: what the page gives the view (spec 2 Deposit).
import { type DepositMethod, type DepositMethodType, type DepositRecord } from '@invest/domain';
import { type Ref } from 'react';
import { type FieldIssue } from '../../forms/Form';
import type { AvailableCashProps } from '../../patterns/AvailableCash';
import type { FeatureRefusal } from '../money/featureAccess';
import type { LoadStatus } from '../money/parts';
import type { MoneyRecord, RecordPaging } from '../money/records';

/**
 * A bank account of the tenant that deposits are sent to (set by an advisor), with the payment
 * reference the server generated for this client (written on the transfer).
 */
export type DepositBankMethod = Pick<
  DepositMethod,
  'id' | 'currency' | 'swift' | 'payment_reference'
> &
  Required<Pick<DepositMethod, 'bank_name' | 'bank_acc' | 'bank_holder'>>;

/**
 * A crypto address of the tenant that deposits are sent to: the asset and the network by the
 * names clients know ('USDT', 'TRON (TRC-20)'), and the network's code its hashes are checked by.
 */
export type DepositCryptoMethod = Pick<
  DepositMethod,
  'id' | 'currency' | 'asset' | 'network_name'
> &
  Required<Pick<DepositMethod, 'network' | 'address'>>;

/** The ways to deposit the tenant offers (spec 2: bank transfer or crypto). */
export interface DepositMethods {
  bank: readonly DepositBankMethod[];
  crypto: readonly DepositCryptoMethod[];
}

/**
 * What a valid deposit form hands to `onSubmit` (multipart on the wire): a bank transfer with its
 * proof image, a crypto transfer with its transaction hash.
 */
export type DepositSubmission = Pick<DepositRecord, 'method_id' | 'amount' | 'currency'> & {
  method: DepositMethodType;
  proof?: File;
  tx_hash?: string;
};

export interface DepositViewProps {
  /** The methods are loading, failed, or here. @default 'ready' */
  status?: LoadStatus;
  /** The methods (`status="ready"`); none at all is 'No suitable deposit account available'. */
  methods?: DepositMethods;
  /** spec 3: `client_deposit` of the client config; false shows why deposits are refused. @default true */
  canDeposit?: boolean;
  /**
   * spec 6 Feature access: why the client may not deposit (the `deposit` feature refused); the
   * form gives way to the reason, the records stay.
   */
  unavailable?: FeatureRefusal;
  /** The translated load failure. */
  loadError?: string;
  /** Load the methods again. */
  onRetry?: () => void;
  /** The client's deposit requests, newest first. */
  records?: readonly MoneyRecord[];
  /** @default 'ready' */
  recordsStatus?: LoadStatus;
  /** Load the records again. */
  onRetryRecords?: () => void;
  /** More records than the first ones: 'Show more' under the list. */
  recordsPaging?: RecordPaging;
  /** A valid deposit. */
  onSubmit?: (deposit: DepositSubmission) => void;
  /** A submission is running. @default false */
  submitting?: boolean;
  /** The translated reason the last submission failed (shown under 'Submission failed. Please try later'). */
  error?: string;
  /** The server's field errors. */
  fieldErrors?: readonly FieldIssue[];
  /** Opens customer service (no method, deposits not enabled). */
  onContactSupport?: () => void;
  /** Opens the deposit terms. */
  onTerms?: () => void;
  /** Opens the fund records (the ledger history). */
  onFundRecords?: () => void;
  /** Changing it empties the form (after a successful submission). */
  formKey?: string | number;
  /** IANA time zone of the records' dates. @default 'UTC' */
  timeZone?: string;
  /** Copies a bank detail or the address. @default the browser's clipboard */
  copyText?: (text: string) => Promise<void>;
  /** The available cash shown in the header (spec 2 money screens). */
  cash?: AvailableCashProps;
  className?: string;
  ref?: Ref<HTMLDivElement>;
}
