// The wiring of the deposit tab (spec 2: bank transfer or crypto, amount, proof, reference,
// records). A deposit moves money: one Idempotency-Key per submission intent, reused on a retry
// (the route's `moneyMoving` declaration; the mutation keeps it).
import * as api from '@invest/api/hooks';
import { useT } from '@invest/ui';
import type { DepositSubmission, DepositViewProps } from '@invest/ui/DepositView';
import { toastQueue } from '@invest/ui/Toast';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { hrefs, paths } from '../paths';
import { useLayout } from './context';
import { useFeatureAccess } from './featureAccess';
import { useFormFailure } from './formFailure';
import { loadStatus } from './loadStatus';
import { browserTimeZone } from '@invest/i18n';
import { useAvailableCash } from './availableCash';

export function useDepositScreen(): DepositViewProps {
  const t = useT('money');
  const cash = useAvailableCash();
  const navigate = useNavigate();
  const { openSupport } = useLayout();
  const methods = api.useDepositMethods();
  // spec 6: the deposit feature, asked afresh on opening (the server refuses it too)
  const access = useFeatureAccess('deposit', { fresh: true });
  const deposits = api.useMoreList('depositList', {});
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
  return {
    cash,
    status: methods.error
      ? 'error'
      : methods.data && access.status !== 'loading'
        ? 'ready'
        : 'loading',
    // spec 8: a failed banking fetch reads 'No suitable deposit account available'
    loadError: methods.error ? t('deposit.noAccount') : undefined,
    onRetry: () => void methods.mutate(),
    canDeposit: methods.data?.allowed ?? true,
    unavailable: access.refusal,
    methods: {
      bank: list
        .filter((m) => m.type === 'bank')
        .map((m) => ({
          id: m.id,
          bank_name: m.bank_name ?? m.label,
          bank_acc: m.bank_acc ?? '',
          bank_holder: m.bank_holder ?? '',
          currency: m.currency,
          ...(m.swift ? { swift: m.swift } : {}),
          ...(m.payment_reference ? { payment_reference: m.payment_reference } : {}),
        })),
      crypto: list
        .filter((m) => m.type === 'crypto')
        .map((m) => ({
          id: m.id,
          network: m.network ?? m.label,
          address: m.address ?? '',
          currency: m.currency,
          ...(m.asset ? { asset: m.asset } : {}),
          ...(m.network_name ? { network_name: m.network_name } : {}),
        })),
    },
    records: deposits.list.map((d) => ({
      id: d.id,
      amount: d.amount,
      currency: d.currency,
      status: d.status,
      created_at: d.created_at,
      detail: t(d.method_type === 'bank' ? 'deposit.bank' : 'deposit.crypto'),
      reference: d.reference,
      reason: d.reason,
    })),
    recordsStatus: loadStatus(deposits),
    onRetryRecords: deposits.retry,
    recordsPaging: {
      hasMore: deposits.hasMore,
      loadingMore: deposits.loadingMore,
      onLoadMore: deposits.loadMore,
    },
    onSubmit: (d) => void onSubmit(d),
    submitting: submit.isMutating,
    error: failure.error,
    fieldErrors: failure.fieldErrors,
    onContactSupport: openSupport,
    onTerms: () => void navigate(hrefs.moneyTerms('deposit')),
    onFundRecords: () => void navigate(paths.fundRecords),
    formKey,
    timeZone: browserTimeZone(),
  };
}
