// spec 2/3/5 Bank accounts (/banking, public): add, edit, delete, one default per country;
// numbers come masked from the server. A guest sees what the screen is and a sign-in prompt.
// issue 13 item 5: adding an account (or changing its number) asks for the second factor when it
// is on, the PIN otherwise, the password where neither is set (the shared step-up); the server
// checks it either way.
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
import { useStepUpDialog } from '../app/stepUp';
import { hrefs } from '../paths';

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
  const stepUp = useStepUpDialog({ enabled: signedIn });

  /** Settles when saved (the view's form closes) or not (it stays open). */
  async function onSave(draft: BankAccountDraft) {
    failure.clear();
    try {
      await stepUp.run(
        (proof) => save.trigger(api.withStepUp(draft, proof)),
        needsStepUp(draft) ? 'always' : 'never',
      );
      toastQueue.add({ title: t('bank.saved'), tone: 'success' });
    } catch (error) {
      if (!api.isStepUpCancelled(error)) failure.fail(error);
      throw error;
    }
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
      <StepUpDialog {...stepUp.dialogProps} />
    </div>
  );
}
