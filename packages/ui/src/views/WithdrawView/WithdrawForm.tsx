import {
  maskBankAcc,
  minorUnits,
  validateWithdrawal,
  validateWithdrawForm,
  type FormResult,
} from '@invest/domain';
import { formatDateTime } from '@invest/i18n';
import { useState } from 'react';
import { Form } from 'react-aria-components';
import { FormAlert, useForm, useIssueMessage } from '../../forms/Form';
import { useLocale, useT } from '../../lib/i18n';
import { Button } from '../../primitives/Button';
import { Modal } from '../../primitives/Dialog';
import { NumberField } from '../../primitives/NumberField';
import { PinInput } from '../../primitives/PinInput';
import { Select } from '../../primitives/Select';
import { Amount } from '../money/Amount';

import type { WithdrawSubmission, WithdrawViewProps } from './types';

type Values = Omit<WithdrawSubmission, 'pin'>;

/** The withdrawal form: account, amount, the checks of spec 5/6, the PIN confirmation. */
export function WithdrawForm({
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
