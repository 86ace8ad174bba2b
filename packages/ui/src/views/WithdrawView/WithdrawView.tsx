import { withdrawalStart } from '@invest/domain';
import { useState } from 'react';
import { FormAlert, useIssueMessage } from '../../forms/Form';
import { cn } from '../../lib/cn';
import { useT } from '../../lib/i18n';
import { Button } from '../../primitives/Button';
import { ConfirmDialog } from '../../primitives/Dialog';
import { EmptyState } from '../../primitives/EmptyState';
import { Amount } from '../money/Amount';
import { FeatureUnavailable } from '../money/featureAccess';
import { LoadGate, MoneyHeader, MoneySection } from '../money/parts';
import { RecordList, type MoneyRecord } from '../money/records';

import { WithdrawForm } from './WithdrawForm';
import type { WithdrawViewProps } from './types';

export type {
  WithdrawBankAccount,
  WithdrawCurrencyAccount,
  WithdrawSubmission,
  WithdrawViewProps,
} from './types';

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
  recordsPaging,
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
          paging={recordsPaging}
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
    | 'recordsPaging'
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
