import {
  maskBankAcc,
  minorUnits,
  validateWithdrawal,
  validateWithdrawForm,
  withdrawalStart,
  type Account,
  type BankAccountView,
  type FormResult,
  type KycStatus,
  type WithdrawalRecord,
} from '@invest/domain';
import { formatDateTime } from '@invest/i18n';
import { useState, type Ref } from 'react';
import { Form } from 'react-aria-components';
import { FormAlert, useForm, useIssueMessage, type FieldIssue } from '../../forms/Form';
import { cn } from '../../lib/cn';
import type { AvailableCashProps } from '../../patterns/AvailableCash';
import { useLocale, useT } from '../../lib/i18n';
import { Button } from '../../primitives/Button';
import { ConfirmDialog, Modal } from '../../primitives/Dialog';
import { EmptyState } from '../../primitives/EmptyState';
import { NumberField } from '../../primitives/NumberField';
import { PinInput } from '../../primitives/PinInput';
import { Select } from '../../primitives/Select';
import { Amount } from '../money/Amount';
import {
  FeatureUnavailable,
  LoadGate,
  MoneyHeader,
  MoneySection,
  RecordList,
  type LoadStatus,
  type FeatureRefusal,
  type MoneyRecord,
} from '../money/parts';

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

/**
 * spec 2/4/5/6 Withdraw: pick a bank account, enter an amount, confirm with the PIN, see the
 * records and cancel a pending one. Each refusal of spec 5/6 says why, with a way forward.
 */
export function WithdrawView({
  status = 'ready',
  loadError,
  onRetry,
  records = [],
  recordsStatus = 'ready',
  onRetryRecords,
  onCancelWithdrawal,
  cancelError,
  onTerms,
  onFundRecords,
  timeZone,
  cash,
  className,
  ref,
  ...props
}: WithdrawViewProps) {
  const t = useT('money');
  const [cancelling, setCancelling] = useState<MoneyRecord | null>(null);
  return (
    <div ref={ref} data-slot="withdraw-view" className={cn('flex flex-col gap-5', className)}>
      <MoneyHeader cash={cash} screen="withdraw" onTerms={onTerms} onFundRecords={onFundRecords} />
      <MoneySection
        id="withdraw-form"
        title={t('withdraw.sectionTitle')}
        busy={status === 'loading'}
      >
        <LoadGate status={status} error={loadError} onRetry={onRetry} lines={4} />
        {status === 'ready' && <WithdrawBody {...props} timeZone={timeZone} />}
      </MoneySection>
      <MoneySection id="withdraw-records" title={t('withdraw.records')}>
        {cancelError && <FormAlert title={t('withdraw.cancelFailed')} message={cancelError} />}
        <RecordList
          records={records}
          status={recordsStatus}
          onRetry={onRetryRecords}
          emptyHint={t('withdraw.noRecordsHint')}
          timeZone={timeZone}
          renderAction={(r) =>
            r.status === 'pending' &&
            onCancelWithdrawal && (
              <Button variant="secondary" size="sm" onPress={() => setCancelling(r)}>
                {t('withdraw.cancelWithdrawal')}
              </Button>
            )
          }
        />
      </MoneySection>
      {cancelling && (
        <ConfirmDialog
          isOpen
          onOpenChange={(open) => !open && setCancelling(null)}
          title={t('withdraw.cancelTitle')}
          message={
            <p>
              {t('withdraw.cancelMessage')}{' '}
              <Amount value={cancelling.amount} currency={cancelling.currency} />
            </p>
          }
          confirmLabel={t('withdraw.cancelWithdrawal')}
          cancelLabel={t('withdraw.keep')}
          tone="danger"
          onConfirm={async () => {
            await onCancelWithdrawal?.(cancelling.id);
            setCancelling(null);
          }}
        />
      )}
    </div>
  );
}

function WithdrawBody(
  props: Omit<
    WithdrawViewProps,
    | 'status'
    | 'loadError'
    | 'onRetry'
    | 'records'
    | 'recordsStatus'
    | 'onRetryRecords'
    | 'onCancelWithdrawal'
    | 'cancelError'
    | 'onTerms'
    | 'className'
    | 'ref'
  >,
) {
  const t = useT('money');
  const tv = useIssueMessage();
  const {
    accounts = [],
    country,
    kycStatus,
    outstanding,
    currency,
    available,
    currencyAccounts = [],
    onAddBankAccount,
    onVerifyKyc,
    unavailable,
    onContactSupport,
  } = props;
  // spec 6: the withdraw feature first (the server refuses it before anything else)
  if (unavailable) {
    return (
      <FeatureUnavailable
        feature="withdraw"
        refusal={unavailable}
        actionLabel={t('withdraw.submit')}
        onContactSupport={onContactSupport}
      />
    );
  }
  // spec 6: KYC must be complete to unlock withdrawals
  if (kycStatus !== 'approved') {
    return (
      <EmptyState
        title={t('withdraw.kycRequired')}
        description={kycStatus === 'pending' ? t('withdraw.kycPending') : undefined}
        action={
          kycStatus !== 'pending' &&
          onVerifyKyc && <Button onPress={onVerifyKyc}>{t('withdraw.verify')}</Button>
        }
      />
    );
  }
  // spec 5/6: the refusals about the client (an outstanding balance in any currency, the credit
  // score, no bank account) hold for the page; the ones about the country are each currency
  // account's own, so the page opens on an account whose country has a bank account
  const sources = (
    currencyAccounts.length > 0 ? currencyAccounts : [{ currency, available, country }]
  ).map((a) =>
    a.currency === currency && a.outstanding === undefined ? { ...a, outstanding } : a,
  );
  const rule = withdrawalStart({
    accounts: accounts.map((a) => ({ id: a.id, country: a.country, isDefault: a.is_default })),
    sources,
    preferred: currency,
    creditScore: props.creditScore,
    minScore: props.minScore,
  });
  const owing = sources.find((a) => a.currency === rule.currency)?.outstanding;
  if (!rule.ok && rule.code === 'outstanding_balance') {
    // spec 6/8: an outstanding balance blocks withdrawals, with its consequences
    return (
      <div
        role="alert"
        data-refusal="outstanding_balance"
        className="flex flex-col gap-2 rounded-md border border-negative bg-surface-sunken p-4 text-sm text-fg"
      >
        <p className="font-semibold">{t('withdraw.outstandingTitle')}</p>
        {owing && (
          <p>
            {t('withdraw.outstandingAmount')}: <Amount value={owing} currency={rule.currency} />
          </p>
        )}
        <p>{t('withdraw.outstandingBody')}</p>
        <ul className="list-disc ps-5">
          <li>{t('withdraw.consequenceTrading')}</li>
          <li>{t('withdraw.consequenceScore')}</li>
          <li>{t('withdraw.consequenceExecution')}</li>
        </ul>
      </div>
    );
  }
  if (
    !rule.ok &&
    (rule.code === 'no_bank_account' || rule.code === 'no_bank_account_for_country')
  ) {
    // spec 8: 'You need to add a bank account to withdraw.'
    return (
      <EmptyState
        title={tv({ path: '', code: rule.code, params: rule.params })}
        action={
          onAddBankAccount && (
            <Button onPress={onAddBankAccount}>{t('withdraw.addBankAccount')}</Button>
          )
        }
      />
    );
  }
  if (!rule.ok && rule.code === 'credit_score_too_low') {
    return (
      <div
        role="alert"
        data-refusal={rule.code}
        className="rounded-md border border-negative bg-surface-sunken p-4 text-sm text-fg"
      >
        <p className="font-semibold">{t('withdraw.blocked')}</p>
        <p>{tv({ path: '', code: rule.code, params: rule.params })}</p>
      </div>
    );
  }
  return <WithdrawForm {...props} startCurrency={rule.currency} />;
}

type Values = Omit<WithdrawSubmission, 'pin'>;

function WithdrawForm({
  accounts = [],
  country: defaultCountry,
  currency: defaultCurrency,
  available: defaultAvailable,
  currencyAccounts = [],
  creditScore,
  minScore,
  outstanding,
  onSubmit,
  confirmWithPin = true,
  pinRefusal,
  submitting = false,
  error,
  fieldErrors,
  onAddBankAccount,
  timeZone = 'UTC',
  startCurrency = defaultCurrency,
}: Omit<WithdrawViewProps, 'status' | 'kycStatus'> & {
  /** The currency account the form opens on (the first one the client can withdraw from). */
  startCurrency?: string;
}) {
  const t = useT('money');
  const [pending, setPending] = useState<Omit<WithdrawSubmission, 'pin'> | null>(null);
  const [pin, setPin] = useState('');
  const [pinTried, setPinTried] = useState(false);
  const tv = useIssueMessage();
  const defaultAccount = {
    currency: defaultCurrency,
    available: defaultAvailable,
    country: defaultCountry,
  };
  const accountOf = (code: string) =>
    currencyAccounts.find((a) => a.currency === code) ?? defaultAccount;
  const bankFor = (code: string) =>
    accounts.find(
      (a) => a.is_default && a.country.toUpperCase() === accountOf(code).country.toUpperCase(),
    )?.id ?? '';
  const form = useForm<Values, Omit<WithdrawSubmission, 'pin'>>({
    initial: { currency: startCurrency, bank_id: bankFor(startCurrency), amount: '' },
    // The form validator the withdraw service runs on the request (the PIN is
    // asked in the next step), then, as the service does, spec 5/6's rules on the account
    validate: (v): FormResult<Omit<WithdrawSubmission, 'pin'>> => {
      // spec 5: the amount is judged against the chosen account's available balance
      const { available, country } = accountOf(v.currency);
      const result = validateWithdrawForm(
        { currency: v.currency, amount: v.amount, bank_id: v.bank_id },
        { available, needsPin: false },
      );
      const onBank = result.ok || !result.issues.some((issue) => issue.path === 'bank_id');
      const rule = onBank
        ? validateWithdrawal({
            accounts: accounts.map((a) => ({
              id: a.id,
              country: a.country,
              isDefault: a.is_default,
            })),
            country,
            selectedId: v.bank_id,
            creditScore,
            minScore,
            outstanding,
          })
        : undefined;
      if (rule && !rule.ok) {
        const bank = rule.params
          ? { path: 'bank_id', code: rule.code, params: rule.params }
          : { path: 'bank_id', code: rule.code };
        return { ok: false, issues: [...(result.ok ? [] : result.issues), bank] };
      }
      return result.ok
        ? {
            ok: true,
            value: {
              bank_id: result.value.bank_id,
              amount: result.value.amount,
              currency: result.value.currency,
            },
          }
        : result;
    },
    serverErrors: fieldErrors,
    submitting,
    onValid: (value) => {
      setPin('');
      setPinTried(false);
      setPending(value);
    },
  });
  const { currency, available, country } = accountOf(form.values.currency);
  const forCountry = accounts.filter((a) => a.country.toUpperCase() === country.toUpperCase());
  const chosen = accounts.find((a) => a.id === pending?.bank_id);
  // the PIN step: the same form validator, with the PIN
  const pinIssue = pending
    ? (() => {
        const result = validateWithdrawForm(
          { ...pending, pin },
          { available: accountOf(pending.currency).available },
        );
        return result.ok ? undefined : result.issues.find((issue) => issue.path === 'pin');
      })()
    : undefined;
  const locale = useLocale();
  const locked = confirmWithPin && pinRefusal?.lockedUntil !== undefined;
  // a refused PIN: the attempts left under the field, until the next PIN is typed
  const pinError =
    pinTried && pinIssue
      ? tv(pinIssue)
      : pin === '' && pinRefusal?.attemptsLeft !== undefined && !locked
        ? t('withdraw.wrongPin', { count: pinRefusal.attemptsLeft })
        : undefined;

  return (
    <>
      <Form validationBehavior="aria" onSubmit={form.submit} className="flex flex-col gap-4">
        {(error || form.unplaced.length > 0) && (
          <FormAlert title={t('withdraw.failed')} message={error} details={form.unplaced} />
        )}
        {currencyAccounts.length > 1 && (
          <Select
            label={t('common.currency')}
            selectedKey={form.values.currency}
            onSelectionChange={(key) => {
              form.setValue('currency', String(key));
              form.setValue('bank_id', bankFor(String(key)));
            }}
            items={currencyAccounts.map((a) => ({ id: a.currency, label: a.currency }))}
            errorMessage={form.errorOf('currency')}
            isDisabled={submitting}
          />
        )}
        <Select
          label={t('withdraw.account')}
          selectedKey={form.values.bank_id || null}
          onSelectionChange={(key) => form.setValue('bank_id', String(key))}
          items={forCountry.map((a) => ({
            id: a.id,
            label: `${a.bank_name} ${maskBankAcc(a.bank_acc)}${a.is_default ? ` · ${t('withdraw.default')}` : ''}`,
          }))}
          errorMessage={form.errorOf('bank_id')}
          description={
            forCountry.length === 0
              ? // spec 5: this currency's country has no bank account yet (said before a submit)
                tv({ path: 'bank_id', code: 'no_bank_account_for_country', params: { country } })
              : form.errorOf('bank_id') && onAddBankAccount
                ? t('withdraw.setDefault')
                : undefined
          }
          isDisabled={submitting}
          isRequired
        />
        <NumberField
          {...form.field('amount')}
          label={t('common.amount')}
          currency={currency}
          maxFractionDigits={minorUnits(currency)}
          description={
            <>
              {t('common.available')}: <Amount value={available} currency={currency} />
            </>
          }
          isRequired
        />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" isPending={submitting}>
            {t('withdraw.submit')}
          </Button>
          {onAddBankAccount && (
            <Button variant="ghost" onPress={onAddBankAccount}>
              {t('withdraw.manageAccounts')}
            </Button>
          )}
        </div>
      </Form>
      {pending && (
        <Modal
          isOpen
          onOpenChange={(open) => !open && setPending(null)}
          title={t('withdraw.confirmTitle')}
          confirmLabel={t('withdraw.confirm')}
          cancelLabel={t('common.cancel')}
          closeOnConfirm={false}
          isConfirmDisabled={locked}
          onConfirm={() => {
            setPinTried(true);
            if (confirmWithPin && pinIssue) return;
            const sent = onSubmit?.({ ...pending, pin: confirmWithPin ? pin : '' });
            if (!(sent instanceof Promise)) {
              setPending(null);
              return;
            }
            return sent.then(
              () => setPending(null),
              () => {
                // the PIN was refused: the same confirmation, an empty PIN for the next try
                setPin('');
                setPinTried(false);
              },
            );
          }}
        >
          <div className="flex flex-col gap-3">
            <p className="text-sm text-fg-muted">{t('withdraw.confirmMessage')}</p>
            <p className="text-sm font-medium text-fg">
              <Amount value={pending.amount} currency={pending.currency} />
              {chosen && ` → ${chosen.bank_name} ${maskBankAcc(chosen.bank_acc)}`}
            </p>
            {locked && pinRefusal?.lockedUntil !== undefined && (
              <FormAlert
                title={t('withdraw.failed')}
                message={t('withdraw.pinLocked', {
                  time: formatDateTime(pinRefusal.lockedUntil, locale, timeZone),
                })}
              />
            )}
            {confirmWithPin && (
              <PinInput
                label={t('withdraw.pin')}
                value={pin}
                onChange={setPin}
                mask
                isRequired
                isDisabled={locked}
                isInvalid={!!pinError}
                errorMessage={pinError}
              />
            )}
          </div>
        </Modal>
      )}
    </>
  );
}
