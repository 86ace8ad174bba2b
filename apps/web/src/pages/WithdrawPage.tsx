// spec 2/4/5/6 Withdraw: the default bank account of the account's country, an amount, the PIN,
// records, cancel after confirmation. The refusals are the view's (domain rules over the
// client's KYC status, credit score, outstanding balance and bank accounts). One
// Idempotency-Key per withdrawal intent, reused on a retry (the mutation keeps it).
// The step-up: with two-step verification on, the confirmation asks for a code (the shared
// step-up dialog) instead of the PIN; with neither a second factor nor a PIN, for the password;
// the server checks it either way.
import type { WithdrawRequest } from '@invest/api/contract';
import * as api from '@invest/api/hooks';
import { useT } from '@invest/ui';
import { StepUpDialog } from '@invest/ui/SecurityView';
import { toastQueue } from '@invest/ui/Toast';
import { WithdrawView, type WithdrawSubmission } from '@invest/ui/WithdrawView';
import { browserTimeZone } from '@invest/i18n';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useApiErrorText } from '../app/apiErrors';
import { useLayout } from '../app/context';
import { useFeatureAccess } from '../app/featureAccess';
import { useFormFailure } from '../app/formFailure';
import { pageFrame } from '../app/frame';
import { useStepUpDialog } from '../app/stepUp';
import { hrefs, paths } from '../paths';

export default function WithdrawPage() {
  const t = useT('money');
  const navigate = useNavigate();
  const errorText = useApiErrorText();
  const accounts = api.useAccounts();
  const banks = api.useBankAccounts();
  const config = api.useClientConfig();
  const kyc = api.useKycVerified();
  // spec 6: the withdraw feature, asked afresh on opening (the server refuses it too)
  const access = useFeatureAccess('withdraw', { fresh: true });
  const { openSupport } = useLayout();
  const withdrawals = api.useWithdrawals();
  const submit = api.useSubmitWithdrawal();
  const cancel = api.useCancelWithdrawal();
  const failure = useFormFailure();
  const [cancelError, setCancelError] = useState<string>();
  const [formKey, setFormKey] = useState(0);
  const stepUp = useStepUpDialog();
  // spec 5: the PIN is typed into the form itself; any other proof is the step-up dialog's
  const withPin = stepUp.kind === 'pin';

  // the account the page prefers to open on: the default currency account, else the first (the
  // view opens on another when only another's country has a bank account, spec 5)
  const account = accounts.data?.find((a) => a.is_default) ?? accounts.data?.[0];
  const loading =
    [accounts, banks, config, kyc].some((q) => !q.data && !q.error) || access.status === 'loading';
  const failed = [accounts, banks, config, kyc].find((q) => q.error);

  async function send(body: WithdrawRequest) {
    await submit.trigger(body);
    toastQueue.add({ title: t('withdraw.submitted'), tone: 'success' });
    setFormKey((k) => k + 1);
  }

  async function onSubmit(withdrawal: WithdrawSubmission) {
    failure.clear();
    const { pin: _pin, ...order } = withdrawal;
    try {
      await stepUp.run(
        (proof) =>
          send(api.isEmptyProof(proof) && withPin ? withdrawal : api.withStepUp(order, proof)),
        withPin ? 'never' : 'always',
      );
    } catch (error) {
      if (api.isStepUpCancelled(error)) return;
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

  return (
    <div className={pageFrame}>
      <WithdrawView
        status={loading ? 'loading' : failed ? 'error' : 'ready'}
        loadError={failed?.error ? errorText(failed.error) : undefined}
        onRetry={() => {
          for (const q of [accounts, banks, config, kyc]) void q.mutate();
        }}
        accounts={banks.data ?? []}
        country={account?.country ?? ''}
        currency={account?.currency ?? 'USD'}
        available={account?.available ?? '0'}
        // spec 5: with several currency accounts the client chooses the one withdrawn from; its
        // country judges the bank accounts, and an outstanding balance in any of them blocks
        currencyAccounts={(accounts.data ?? []).map((a) => ({
          currency: a.currency,
          available: a.available,
          country: a.country,
          outstanding: a.outstanding,
        }))}
        unavailable={access.refusal}
        onContactSupport={openSupport}
        kycStatus={kyc.data?.status ?? 'unknown'}
        creditScore={config.data?.score ?? 0}
        records={(withdrawals.data?.list ?? []).map((w) => ({
          id: w.id,
          amount: w.amount,
          currency: w.currency,
          status: w.status,
          created_at: w.created_at,
          detail: `${w.bank_name} ${w.bank_acc}`,
          reason: w.reason,
        }))}
        recordsStatus={withdrawals.data ? 'ready' : withdrawals.error ? 'error' : 'loading'}
        onRetryRecords={() => void withdrawals.mutate()}
        onSubmit={(w) => void onSubmit(w)}
        confirmWithPin={withPin}
        submitting={submit.isMutating}
        error={failure.error}
        fieldErrors={failure.fieldErrors}
        onCancelWithdrawal={onCancel}
        cancelError={cancelError}
        onAddBankAccount={() => void navigate(paths.banking)}
        onVerifyKyc={() => void navigate(paths.kyc)}
        onTerms={() => void navigate(hrefs.moneyTerms('withdrawal'))}
        onFundRecords={() => void navigate(paths.fundRecords)}
        formKey={formKey}
        timeZone={browserTimeZone()}
      />
      <StepUpDialog {...stepUp.dialogProps} />
    </div>
  );
}
