// spec 2/3/5 Nominees (/beneficiary): the NomineeEditor; the whole list is saved at once (the
// share rules hold for the set), errors come back per nominee and field.
import * as api from '@invest/api/hooks';
import { useT } from '@invest/ui';
import { BeneficiaryView, type NomineeValue } from '@invest/ui/BeneficiaryView';
import { toastQueue } from '@invest/ui/Toast';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useFormFailure } from '../app/formFailure';
import { pageFrame } from '../app/frame';
import { hrefs } from '../paths';

/** The local day 'YYYY-MM-DD' (a date of birth may not be after it). */
const localToday = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

export default function BeneficiaryPage() {
  const t = useT('money');
  const navigate = useNavigate();
  const nominees = api.useNominees();
  const save = api.useSaveNominees();
  const failure = useFormFailure();
  const [formKey, setFormKey] = useState(0);

  async function onSave(list: NomineeValue[]) {
    failure.clear();
    try {
      // the editor restarts from the list the server now holds (the save answers it): the
      // cached list is the one before the save until its revalidation lands
      const held = await save.trigger({ nominees: list });
      await nominees.mutate(held, { revalidate: false });
      setFormKey((k) => k + 1);
      toastQueue.add({ title: t('nominee.saved'), tone: 'success' });
    } catch (error) {
      failure.fail(error);
    }
  }

  return (
    <div className={pageFrame}>
      <BeneficiaryView
        status={nominees.data ? 'ready' : nominees.error ? 'error' : 'loading'}
        onRetry={() => void nominees.mutate()}
        nominees={nominees.data ?? []}
        onSave={onSave}
        saving={save.isMutating}
        error={failure.error}
        fieldErrors={failure.fieldErrors}
        today={localToday()}
        formKey={formKey}
        onTerms={() => void navigate(hrefs.moneyTerms('beneficiary'))}
      />
    </div>
  );
}
