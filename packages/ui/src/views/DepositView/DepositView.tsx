import {
  minorUnits,
  validateDepositForm,
  type DepositMethod,
  type DepositMethodType,
  type DepositRecord,
  type FormResult,
} from '@invest/domain';
import { useState, type Ref } from 'react';
import { Form } from 'react-aria-components';
import { FormAlert, useForm, type FieldIssue } from '../../forms/Form';
import { cn } from '../../lib/cn';
import type { AvailableCashProps } from '../../patterns/AvailableCash';
import { useT } from '../../lib/i18n';
import { Button } from '../../primitives/Button';
import { EmptyState } from '../../primitives/EmptyState';
import { ImageUpload } from '../../primitives/ImageUpload';
import { NumberField } from '../../primitives/NumberField';
import { Radio, RadioGroup } from '../../primitives/RadioGroup';
import { Select } from '../../primitives/Select';
import { TextField } from '../../primitives/TextField';
import { QrCode } from '../SecurityView/QrCode';
import {
  FeatureUnavailable,
  LoadGate,
  MoneyHeader,
  MoneySection,
  RecordList,
  type FeatureRefusal,
  type LoadStatus,
  type MoneyRecord,
} from '../money/parts';

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

/**
 * spec 2 Deposit: bank transfer or crypto, an amount, proof of transfer (an image), a
 * reference, and the deposit records with their statuses.
 */
export function DepositView({
  status = 'ready',
  methods,
  canDeposit = true,
  unavailable,
  loadError,
  onRetry,
  records = [],
  recordsStatus = 'ready',
  onRetryRecords,
  onContactSupport,
  onTerms,
  onFundRecords,
  formKey,
  timeZone,
  cash,
  className,
  ref,
  ...form
}: DepositViewProps) {
  const t = useT('money');
  const none = methods && methods.bank.length === 0 && methods.crypto.length === 0;
  return (
    <div ref={ref} data-slot="deposit-view" className={cn('flex flex-col gap-5', className)}>
      <MoneyHeader cash={cash} screen="deposit" onTerms={onTerms} onFundRecords={onFundRecords} />
      <MoneySection id="deposit-form" title={t('deposit.sectionTitle')} busy={status === 'loading'}>
        <LoadGate status={status} error={loadError} onRetry={onRetry} lines={5} />
        {status === 'ready' &&
          (unavailable ? (
            <FeatureUnavailable
              feature="deposit"
              refusal={unavailable}
              actionLabel={t('deposit.submit')}
              onContactSupport={onContactSupport}
            />
          ) : !canDeposit ? (
            // spec 3: client_deposit decides whether the client may deposit
            <EmptyState
              title={t('deposit.notAllowed')}
              description={t('deposit.notAllowedHint')}
              action={
                onContactSupport && (
                  <Button variant="secondary" onPress={onContactSupport}>
                    {t('deposit.contactSupport')}
                  </Button>
                )
              }
            />
          ) : none || !methods ? (
            // spec 8: 'No suitable deposit account available'
            <EmptyState
              title={t('deposit.noAccount')}
              description={t('deposit.noAccountHint')}
              action={
                onContactSupport && (
                  <Button variant="secondary" onPress={onContactSupport}>
                    {t('deposit.contactSupport')}
                  </Button>
                )
              }
            />
          ) : (
            <DepositForm key={formKey} methods={methods} {...form} />
          ))}
      </MoneySection>
      <MoneySection id="deposit-records" title={t('deposit.records')}>
        <RecordList
          records={records}
          status={recordsStatus}
          onRetry={onRetryRecords}
          emptyHint={t('deposit.noRecordsHint')}
          timeZone={timeZone}
        />
      </MoneySection>
    </div>
  );
}

/** The form as typed: the proof is the chosen file's name until it is read. */
type FormValues = Pick<DepositSubmission, 'method' | 'method_id' | 'amount'> & {
  tx_hash: string;
  proof: string;
};

const browserCopy = (text: string) => navigator.clipboard.writeText(text);

function DepositForm({
  methods,
  onSubmit,
  submitting = false,
  error,
  fieldErrors,
  copyText = browserCopy,
}: Pick<DepositViewProps, 'onSubmit' | 'submitting' | 'error' | 'fieldErrors' | 'copyText'> & {
  methods: DepositMethods;
}) {
  const t = useT('money');
  const [proof, setProof] = useState<File | null>(null);
  const firstMethod = methods.bank.length > 0 ? 'bank' : 'crypto';
  const form = useForm<FormValues, DepositSubmission>({
    initial: {
      method: firstMethod,
      method_id: (firstMethod === 'bank' ? methods.bank[0] : methods.crypto[0])?.id ?? '',
      amount: '',
      tx_hash: '',
      proof: '',
    },
    // The form validator the deposit service runs on the request
    validate: (v): FormResult<DepositSubmission> => {
      const crypto = methods.crypto.find((m) => m.id === v.method_id);
      const chosen = crypto ?? methods.bank.find((m) => m.id === v.method_id);
      const result = validateDepositForm(
        {
          method_id: v.method_id,
          amount: v.amount,
          currency: chosen?.currency,
          tx_hash: v.tx_hash,
        },
        {
          method: v.method,
          network: crypto?.network ?? '',
          hasProof: proof !== null,
        },
      );
      if (!result.ok) return result;
      return {
        ok: true,
        value:
          v.method === 'crypto'
            ? { method: v.method, ...result.value }
            : { method: v.method, ...result.value, proof: proof! },
      };
    },
    serverErrors: fieldErrors,
    submitting,
    onValid: (value) => onSubmit?.(value),
  });
  const list = form.values.method === 'bank' ? methods.bank : methods.crypto;
  const chosen = list.find((m) => m.id === form.values.method_id) ?? list[0];
  const proofError = form.errorOf('proof');

  const pickMethod = (method: 'bank' | 'crypto') => {
    form.setValue('method', method);
    form.setValue('method_id', (method === 'bank' ? methods.bank[0] : methods.crypto[0])?.id ?? '');
  };

  return (
    <Form validationBehavior="aria" onSubmit={form.submit} className="flex flex-col gap-4">
      {(error || form.unplaced.length > 0) && (
        // spec 8: 'Submission failed. Please try later'
        <FormAlert title={t('deposit.failed')} message={error} details={form.unplaced} />
      )}
      <RadioGroup
        label={t('deposit.method')}
        orientation="horizontal"
        value={form.values.method}
        onChange={(v) => pickMethod(v as 'bank' | 'crypto')}
        isDisabled={submitting}
      >
        <Radio value="bank" isDisabled={methods.bank.length === 0}>
          {t('deposit.bank')}
        </Radio>
        <Radio value="crypto" isDisabled={methods.crypto.length === 0}>
          {t('deposit.crypto')}
        </Radio>
      </RadioGroup>
      {list.length > 1 && (
        <Select
          label={t('common.currency')}
          selectedKey={form.values.method_id}
          onSelectionChange={(key) => form.setValue('method_id', String(key))}
          items={list.map((m) => ({ id: m.id, label: m.currency }))}
          isDisabled={submitting}
        />
      )}
      {chosen && <PayTo method={chosen} copyText={copyText} />}
      <NumberField
        {...form.field('amount')}
        label={t('common.amount')}
        currency={chosen?.currency}
        maxFractionDigits={minorUnits(chosen?.currency ?? 'USD')}
        isRequired
      />
      {chosen && 'address' in chosen ? (
        // a crypto transfer is proven by its transaction hash, checked in its network's form
        <TextField
          {...form.field('tx_hash')}
          label={t('deposit.txHash')}
          description={t('deposit.txHashHint')}
          autoComplete="off"
          spellCheck="false"
          isRequired
        />
      ) : (
        <ImageUpload
          label={t('deposit.proof')}
          onSelect={(file) => {
            setProof(file);
            form.setValue('proof', file.name);
          }}
          onRemove={() => {
            setProof(null);
            form.setValue('proof', '');
          }}
          // chosen, not uploaded yet: it travels with the submission
          status={proofError ? 'error' : 'idle'}
          errorMessage={proofError}
          isDisabled={submitting}
        />
      )}
      <Button type="submit" isPending={submitting} className="self-start">
        {t('deposit.submit')}
      </Button>
    </Form>
  );
}

/** Where to send the transfer: the tenant's bank details or crypto address, each copyable. */
function PayTo({
  method,
  copyText,
}: {
  method: DepositBankMethod | DepositCryptoMethod;
  copyText: (text: string) => Promise<void>;
}) {
  const t = useT('money');
  // [term, value, is a code]: account numbers, references and addresses are codes (monospace,
  // broken anywhere, as a long address must be); names wrap between words
  const rows: [string, string, boolean][] =
    'bank_acc' in method
      ? [
          [t('deposit.bankHolder'), method.bank_holder, false],
          [t('deposit.bankAcc'), method.bank_acc, true],
          ...(method.swift
            ? [[t('deposit.swift'), method.swift, true] as [string, string, boolean]]
            : []),
          [t('deposit.bankName'), method.bank_name, false],
          ...(method.payment_reference
            ? [
                [t('deposit.paymentReference'), method.payment_reference, true] as [
                  string,
                  string,
                  boolean,
                ],
              ]
            : []),
        ]
      : [[t('deposit.address'), method.address, true]];
  const crypto = 'address' in method ? method : undefined;
  const asset = crypto?.asset ?? crypto?.currency ?? '';
  const network = crypto?.network_name ?? crypto?.network ?? '';
  return (
    <div className="flex flex-col gap-3 rounded-md bg-surface-sunken p-3">
      <p className="text-sm font-medium text-fg">
        {crypto ? t('deposit.assetOnNetwork', { asset, network }) : t('deposit.payTo')}
      </p>
      {crypto && (
        // spec: another asset or network sent to this address is lost
        <p role="note" className="rounded-md border border-negative p-2 text-sm text-fg">
          {t('deposit.cryptoWarning', { asset, network })}
        </p>
      )}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        {crypto && (
          <QrCode value={crypto.address} label={t('deposit.qr', { asset, network })} size={144} />
        )}
        <dl className="flex min-w-0 flex-1 flex-col gap-2 text-sm">
          {rows.map(([term, value, code]) => (
            <div key={term} className="flex min-w-0 flex-col gap-0.5">
              <dt className="text-fg-muted">{term}</dt>
              <dd className="flex min-w-0 items-start gap-2">
                <span
                  className={cn(
                    'min-w-0 flex-1 text-fg',
                    code ? 'font-mono break-all' : 'break-words',
                  )}
                >
                  {value}
                </span>
                <CopyButton value={value} what={term} copyText={copyText} />
              </dd>
            </div>
          ))}
        </dl>
      </div>
      {!crypto && 'payment_reference' in method && method.payment_reference && (
        <p className="text-sm text-fg-muted">{t('deposit.paymentReferenceHint')}</p>
      )}
    </div>
  );
}

/** Copies one detail; the result is said in a status region (screen readers hear 'Copied'). */
function CopyButton({
  value,
  what,
  copyText,
}: {
  value: string;
  what: string;
  copyText: (text: string) => Promise<void>;
}) {
  const t = useT('money');
  const [result, setResult] = useState<'copied' | 'failed'>();
  return (
    <span className="flex shrink-0 items-center gap-2">
      <Button
        variant="secondary"
        size="sm"
        aria-label={t('deposit.copy', { what })}
        onPress={() =>
          void copyText(value).then(
            () => setResult('copied'),
            () => setResult('failed'),
          )
        }
      >
        {t('deposit.copyShort')}
      </Button>
      <span role="status" className="text-xs">
        {result === 'copied' && <span className="text-fg">{t('deposit.copied')}</span>}
        {result === 'failed' && (
          <span className="font-medium text-negative">{t('deposit.copyFailed')}</span>
        )}
      </span>
    </span>
  );
}
