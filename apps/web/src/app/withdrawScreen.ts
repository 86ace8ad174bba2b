// The wiring of the withdraw screen (spec 2/4/5/6): the default bank account of the account's
// country, an amount, the proof, records, cancel after confirmation. The refusals are the view's
// (domain rules over the client's KYC status, credit score, outstanding balance and bank
// accounts). The proof is the declared step-up's (useConfirmedWithdrawal): the PIN typed into the
// form, or the step-up dialog's code or password; the server checks it either way. One
// Idempotency-Key per withdrawal intent, reused on a retry.
import * as api from '@invest/api/hooks';
import { useT } from '@invest/ui';
import type { StepUpDialogProps } from '@invest/ui/SecurityView';
import { toastQueue } from '@invest/ui/Toast';
import type { WithdrawSubmission, WithdrawViewProps } from '@invest/ui/WithdrawView';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { hrefs, paths } from '../paths';
import { useApiErrorText } from './apiErrors';
import { useLayout } from './context';
import { useFeatureAccess } from './featureAccess';
import { useFormFailure } from './formFailure';
import { loadStatus } from './loadStatus';
import { useStepUpDialogProps } from './stepUp';
import { browserTimeZone } from '@invest/i18n';
import { useAvailableCash } from './availableCash';

export function useWithdrawScreen(): { view: WithdrawViewProps; dialog: StepUpDialogProps } {
  const t = useT('money');
  const cash = useAvailableCash();
  const navigate = useNavigate();
  const errorText = useApiErrorText();
  const accounts = api.useAccounts();
  const banks = api.useBankAccounts();
  const config = api.useClientConfig();
  const kyc = api.useKycVerified();
  // spec 6: the withdraw feature, asked afresh on opening (the server refuses it too)
  const access = useFeatureAccess('withdraw', { fresh: true });
  const { openSupport } = useLayout();
  const withdrawals = api.useMoreList('withdrawList', {});
  const submit = api.useConfirmedWithdrawal();
  const cancel = api.useCancelWithdrawal();
  const failure = useFormFailure();
  const [cancelError, setCancelError] = useState<string>();
  const [pinRefusal, setPinRefusal] = useState<WithdrawViewProps['pinRefusal']>();
  const [formKey, setFormKey] = useState(0);
  const dialog = useStepUpDialogProps(submit.dialog);

  // the account the page prefers to open on: the default currency account, else the first (the
  // view opens on another when only another's country has a bank account, spec 5)
  const account = accounts.data?.find((a) => a.is_default) ?? accounts.data?.[0];
  const reads = [accounts, banks, config, kyc];
  const loading = reads.some((q) => !q.data && !q.error) || access.status === 'loading';
  const failed = reads.find((q) => q.error);

  async function onSubmit(withdrawal: WithdrawSubmission) {
    failure.clear();
    setPinRefusal(undefined);
    try {
      await submit.trigger(withdrawal);
      toastQueue.add({ title: t('withdraw.submitted'), tone: 'success' });
      setFormKey((k) => k + 1);
    } catch (error) {
      if (api.isStepUpCancelled(error)) return;
      // a wrong PIN typed in the confirmation: it stays open with the attempts left (the
      // rejection tells the view so); the form keeps what the client entered
      const refusal = submit.kind === 'pin' ? api.pinRefusalOf(error) : undefined;
      if (refusal) {
        setPinRefusal(refusal);
        throw error;
      }
      // a refusal of the feature: the page turns to the reason once the permissions are back
      access.recheckOn(error);
      failure.fail(error);
    }
  }

  async function onCancel(id: string) {
    setCancelError(undefined);
    try {
      await cancel.trigger({ params: { id } });
      toastQueue.add({ title: t('withdraw.cancelled'), tone: 'success' });
    } catch (error) {
      setCancelError(errorText(error));
    }
  }

  const view: WithdrawViewProps = {
    status: loading ? 'loading' : failed ? 'error' : 'ready',
    loadError: failed?.error ? errorText(failed.error) : undefined,
    onRetry: () => {
      for (const q of reads) void q.mutate();
    },
    accounts: banks.data ?? [],
    country: account?.country ?? '',
    currency: account?.currency ?? 'USD',
    available: account?.available ?? '0',
    // spec 5: with several currency accounts the client chooses the one withdrawn from; its
    // country judges the bank accounts, and an outstanding balance in any of them blocks
    currencyAccounts: (accounts.data ?? []).map((a) => ({
      currency: a.currency,
      available: a.available,
      country: a.country,
      outstanding: a.outstanding,
    })),
    unavailable: access.refusal,
    onContactSupport: openSupport,
    kycStatus: kyc.data?.status ?? 'unknown',
    creditScore: config.data?.score ?? 0,
    records: withdrawals.list.map((w) => ({
      id: w.id,
      amount: w.amount,
      currency: w.currency,
      status: w.status,
      created_at: w.created_at,
      detail: `${w.bank_name} ${w.bank_acc}`,
      reason: w.reason,
    })),
    recordsStatus: loadStatus(withdrawals),
    onRetryRecords: withdrawals.retry,
    recordsPaging: {
      hasMore: withdrawals.hasMore,
      loadingMore: withdrawals.loadingMore,
      onLoadMore: withdrawals.loadMore,
    },
    onSubmit,
    // spec 5: the PIN is typed into the form itself; any other proof is the step-up dialog's
    confirmWithPin: submit.kind === 'pin',
    pinRefusal,
    submitting: submit.isMutating,
    error: failure.error,
    fieldErrors: failure.fieldErrors,
    onCancelWithdrawal: onCancel,
    cancelError,
    onAddBankAccount: () => void navigate(paths.banking),
    onVerifyKyc: () => void navigate(paths.kyc),
    onTerms: () => void navigate(hrefs.moneyTerms('withdrawal')),
    onFundRecords: () => void navigate(paths.fundRecords),
    formKey,
    timeZone: browserTimeZone(),
    cash,
  };
  return { view, dialog };
}
