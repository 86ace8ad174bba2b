// spec 2/3/5 Bank accounts (/banking, public): add, edit, delete, one default per country;
// numbers come masked from the server. A guest sees what the screen is and a sign-in prompt.
// issue 13 item 5: adding an account (or changing its number) asks for the second factor when it
// is on, the PIN otherwise (the step-up dialog); the server checks it either way.
import { isApiError } from '@invest/api';
import type { StepUpProof } from '@invest/api/contract';
import * as api from '@invest/api/hooks';
import { useT } from '@invest/ui';
import { BankAccountsView, type BankAccountDraft } from '@invest/ui/BankAccountsView';
import { StepUpDialog } from '@invest/ui/SecurityView';
import { toastQueue } from '@invest/ui/Toast';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useApiErrorText } from '../app/apiErrors';
import { useFormFailure } from '../app/formFailure';
import { pageFrame } from '../app/frame';
import { hrefs } from '../paths';

/** The refusals of a wrong proof: the step-up dialog stays open with the reason. */
const WRONG_PROOF = new Set(['MFA_INVALID', 'PASSKEY_INVALID', 'INCORRECT_PIN']);

/** A save waiting for the step-up: the view's form stays open until it settles. */
interface PendingSave {
  draft: BankAccountDraft;
  resolve: () => void;
  reject: (reason: unknown) => void;
  error?: string;
}

/** Where money may go changes: a new account, or another number. */
const needsStepUp = (draft: BankAccountDraft) =>
  draft.id === undefined || draft.bank_acc !== undefined;

export default function BankingPage() {
  const t = useT('money');
  const navigate = useNavigate();
  const location = useLocation();
  const errorText = useApiErrorText();
  const snapshot = api.useSessionSnapshot();
  const signedIn = snapshot?.auth.status === 'authenticated';
  const banks = api.useBankAccounts({ enabled: signedIn });
  const countries = api.useAccountCountries();
  const accounts = api.useAccounts({ enabled: signedIn });
  const save = api.useSaveBankAccount();
  const remove = api.useDeleteBankAccount();
  const failure = useFormFailure();
  const [deleteError, setDeleteError] = useState<string>();
  const security = api.useSecurityOverview({ enabled: signedIn });
  const stepUpKind = security.data?.step_up ?? 'none';
  const [stepUp, setStepUp] = useState<PendingSave>();

  async function send(draft: BankAccountDraft, proof?: StepUpProof) {
    await save.trigger(proof === undefined ? draft : { ...draft, step_up: proof });
    toastQueue.add({ title: t('bank.saved'), tone: 'success' });
  }

  const askStepUp = (draft: BankAccountDraft) =>
    new Promise<void>((resolve, reject) => setStepUp({ draft, resolve, reject }));

  async function onSave(draft: BankAccountDraft) {
    failure.clear();
    if (stepUpKind !== 'none' && needsStepUp(draft)) return askStepUp(draft);
    try {
      await send(draft);
    } catch (error) {
      if (isApiError(error) && error.code === 'STEP_UP_REQUIRED') {
        // a second factor or PIN was set elsewhere: ask for it
        await security.mutate();
        return askStepUp(draft);
      }
      failure.fail(error);
      throw error;
    }
  }

  async function onProof(value: string) {
    if (!stepUp) return;
    const proof = stepUpKind === 'pin' ? { pin: value } : { code: value };
    try {
      await send(stepUp.draft, proof);
      setStepUp(undefined);
      stepUp.resolve();
    } catch (error) {
      if (isApiError(error) && WRONG_PROOF.has(error.code ?? '')) {
        setStepUp({ ...stepUp, error: errorText(error) });
        return;
      }
      setStepUp(undefined);
      failure.fail(error);
      stepUp.reject(error);
    }
  }

  function onStepUpCancel() {
    if (!stepUp) return;
    setStepUp(undefined);
    stepUp.reject(new Error('step-up cancelled'));
  }

  async function onDelete(id: string) {
    setDeleteError(undefined);
    try {
      await remove.trigger({ params: { id } });
      toastQueue.add({ title: t('bank.deleted'), tone: 'success' });
    } catch (error) {
      setDeleteError(errorText(error));
    }
  }

  return (
    <div className={pageFrame}>
      <BankAccountsView
        isGuest={!signedIn}
        onSignIn={() => void navigate(hrefs.login(location.pathname))}
        status={banks.data ? 'ready' : banks.error ? 'error' : 'loading'}
        loadError={banks.error ? t('bank.loadFailed') : undefined}
        onRetry={() => void banks.mutate()}
        accounts={banks.data ?? []}
        countries={(countries.data ?? []).map((c) => ({ code: c.code, name: c.name }))}
        defaultCountry={accounts.data?.find((a) => a.is_default)?.country}
        onSave={onSave}
        onDelete={onDelete}
        saving={save.isMutating}
        saveError={failure.error}
        saveFieldErrors={failure.fieldErrors}
        deleteError={deleteError}
        onTerms={() => void navigate(hrefs.moneyTerms('bank'))}
      />
      <StepUpDialog
        isOpen={stepUp !== undefined}
        method={stepUpKind === 'pin' ? 'pin' : 'totp'}
        error={stepUp?.error}
        submitting={save.isMutating}
        onCancel={onStepUpCancel}
        onSubmit={(value) => void onProof(value)}
      />
    </div>
  );
}
