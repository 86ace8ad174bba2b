// spec 2 Deposit (bank transfer or crypto, amount, proof, reference, records) and, on its second
// tab, the FX exchange (spec 2 names the screen without a path). One Idempotency-Key per
// submission intent, reused on a retry (the mutation keeps it).
import * as api from '@invest/api/hooks';
import { useT } from '@invest/ui';
import type { DepositSubmission } from '@invest/ui/DepositView';
import { DepositView } from '@invest/ui/DepositView';
import { Tab, TabList, TabPanel, Tabs } from '@invest/ui/Tabs';
import { toastQueue } from '@invest/ui/Toast';
import { browserTimeZone } from '@invest/i18n';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useLayout } from '../app/context';
import { useFeatureAccess } from '../app/featureAccess';
import { useFormFailure } from '../app/formFailure';
import { pageFrame } from '../app/frame';
import { hrefs, paths } from '../paths';
import { FxPanel } from './FxPanel';

export default function DepositPage() {
  const t = useT('money');
  const [search, setSearch] = useSearchParams();
  const tab = search.get('tab') === 'exchange' ? 'exchange' : 'deposit';
  return (
    <div className={pageFrame}>
      <Tabs
        selectedKey={tab}
        onSelectionChange={(key) =>
          setSearch(key === 'exchange' ? { tab: 'exchange' } : {}, { replace: true })
        }
      >
        <TabList aria-label={t('deposit.title')}>
          <Tab id="deposit">{t('deposit.tabDeposit')}</Tab>
          <Tab id="exchange">{t('deposit.tabExchange')}</Tab>
        </TabList>
        <TabPanel id="deposit" className="pt-5">
          <DepositPanel />
        </TabPanel>
        <TabPanel id="exchange" className="pt-5">
          <FxPanel onDeposit={() => setSearch({}, { replace: true })} />
        </TabPanel>
      </Tabs>
    </div>
  );
}

function DepositPanel() {
  const t = useT('money');
  const navigate = useNavigate();
  const { openSupport } = useLayout();
  const methods = api.useDepositMethods();
  // spec 6: the deposit feature, asked afresh on opening (the server refuses it too)
  const access = useFeatureAccess('deposit', { fresh: true });
  const deposits = api.useDeposits();
  const submit = api.useSubmitDeposit();
  const failure = useFormFailure();
  const [formKey, setFormKey] = useState(0);

  async function onSubmit({ method: _method, proof, ...fields }: DepositSubmission) {
    failure.clear();
    try {
      await submit.trigger({ ...fields, proof });
      toastQueue.add({ title: t('deposit.submitted'), tone: 'success' });
      setFormKey((k) => k + 1);
    } catch (error) {
      // a refusal of the feature: the page turns to the reason once the permissions are back
      access.recheckOn(error);
      failure.fail(error);
    }
  }

  const list = methods.data?.methods ?? [];
  return (
    <DepositView
      status={
        methods.error ? 'error' : methods.data && access.status !== 'loading' ? 'ready' : 'loading'
      }
      // spec 8: a failed banking fetch reads 'No suitable deposit account available'
      loadError={methods.error ? t('deposit.noAccount') : undefined}
      onRetry={() => void methods.mutate()}
      canDeposit={methods.data?.allowed ?? true}
      unavailable={access.refusal}
      methods={{
        bank: list
          .filter((m) => m.type === 'bank')
          .map((m) => ({
            id: m.id,
            bank_name: m.bank_name ?? m.label,
            bank_acc: m.bank_acc ?? '',
            bank_holder: m.bank_holder ?? '',
            currency: m.currency,
          })),
        crypto: list
          .filter((m) => m.type === 'crypto')
          .map((m) => ({
            id: m.id,
            network: m.network ?? m.label,
            address: m.address ?? '',
            currency: m.currency,
          })),
      }}
      records={(deposits.data?.list ?? []).map((d) => ({
        id: d.id,
        amount: d.amount,
        currency: d.currency,
        status: d.status,
        created_at: d.created_at,
        detail: t(d.method_type === 'bank' ? 'deposit.bank' : 'deposit.crypto'),
        reference: d.reference,
        reason: d.reason,
      }))}
      recordsStatus={deposits.data ? 'ready' : deposits.error ? 'error' : 'loading'}
      onRetryRecords={() => void deposits.mutate()}
      onSubmit={(d) => void onSubmit(d)}
      submitting={submit.isMutating}
      error={failure.error}
      fieldErrors={failure.fieldErrors}
      onContactSupport={openSupport}
      onTerms={() => void navigate(hrefs.moneyTerms('deposit'))}
      onFundRecords={() => void navigate(paths.fundRecords)}
      formKey={formKey}
      timeZone={browserTimeZone()}
    />
  );
}
