// The wiring of the bank accounts screen (spec 2/3/5, /banking, public): add, edit, delete, one
// default per country; numbers come masked from the server; a guest sees what the screen is and
// a sign-in prompt. Saving runs the declared step-up (useSaveBankAccountConfirmed): adding an
// account or changing its number asks for the second factor when it is on, the PIN otherwise,
// the password where neither is set; the server checks it either way.
import * as api from '@invest/api/hooks';
import { useLocale, useT } from '@invest/ui';
import type { BankAccountDraft, BankAccountsViewProps } from '@invest/ui/BankAccountsView';
import type { StepUpDialogProps } from '@invest/ui/SecurityView';
import { toastQueue } from '@invest/ui/Toast';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { hrefs } from '../paths';
import { useApiErrorText } from './apiErrors';
import { useFormFailure } from './formFailure';
import { useStepUpDialogProps } from './stepUp';

export function useBankingScreen(): { view: BankAccountsViewProps; dialog: StepUpDialogProps } {
  const t = useT('money');
  const locale = useLocale();
  const navigate = useNavigate();
  const location = useLocation();
  const errorText = useApiErrorText();
  const snapshot = api.useSessionSnapshot();
  const signedIn = snapshot?.auth.status === 'authenticated';
  const banks = api.useBankAccounts({ enabled: signedIn });
  const countries = api.useAccountCountries();
  const accounts = api.useAccounts({ enabled: signedIn });
  const save = api.useSaveBankAccountConfirmed({ enabled: signedIn });
  const remove = api.useDeleteBankAccount();
  const failure = useFormFailure();
  const [deleteError, setDeleteError] = useState<string>();
  const dialog = useStepUpDialogProps(save.dialog);

  /** Settles when saved (the view's form closes) or not (it stays open). */
  async function onSave(draft: BankAccountDraft) {
    failure.clear();
    try {
      await save.trigger(draft);
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

  const view: BankAccountsViewProps = {
    isGuest: !signedIn,
    onSignIn: () => void navigate(hrefs.login(location.pathname)),
    status: banks.data ? 'ready' : banks.error ? 'error' : 'loading',
    loadError: banks.error ? t('bank.loadFailed') : undefined,
    onRetry: () => void banks.mutate(),
    accounts: banks.data ?? [],
    // named in the client's language and in its order, like the phone pickers
    countries: api
      .countryOptions(countries.data ?? [], locale)
      .map((c) => ({ code: c.code, name: c.name })),
    defaultCountry: accounts.data?.find((a) => a.is_default)?.country,
    onSave,
    onDelete,
    saving: save.isMutating,
    saveError: failure.error,
    saveFieldErrors: failure.fieldErrors,
    deleteError,
    onTerms: () => void navigate(hrefs.moneyTerms('bank')),
  };
  return { view, dialog };
}
