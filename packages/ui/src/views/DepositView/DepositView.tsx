import { cn } from '../../lib/cn';
import { useT } from '../../lib/i18n';
import { Button } from '../../primitives/Button';
import { EmptyState } from '../../primitives/EmptyState';
import { FeatureUnavailable } from '../money/featureAccess';
import { LoadGate, MoneyHeader, MoneySection } from '../money/parts';
import { RecordList } from '../money/records';
import { DepositForm } from './DepositForm';
import type { DepositViewProps } from './types';

export type {
  DepositBankMethod,
  DepositCryptoMethod,
  DepositMethods,
  DepositSubmission,
  DepositViewProps,
} from './types';

/**
 * spec 2 Deposit: bank transfer or crypto, an amount, proof of transfer (an image), a
 * reference, and the deposit records with their statuses.
 */
export function DepositView({
  status = 'ready',
  methods,
  canDeposit = true,
  unavailable,
  loadError,
  onRetry,
  records = [],
  recordsStatus = 'ready',
  onRetryRecords,
  recordsPaging,
  onContactSupport,
  onTerms,
  onFundRecords,
  formKey,
  timeZone,
  cash,
  className,
  ref,
  ...form
}: DepositViewProps) {
  const t = useT('money');
  const none = methods && methods.bank.length === 0 && methods.crypto.length === 0;
  return (
    <div ref={ref} data-slot="deposit-view" className={cn('flex flex-col gap-5', className)}>
      <MoneyHeader cash={cash} screen="deposit" onTerms={onTerms} onFundRecords={onFundRecords} />
      <MoneySection id="deposit-form" title={t('deposit.sectionTitle')} busy={status === 'loading'}>
        <LoadGate status={status} error={loadError} onRetry={onRetry} lines={5} />
        {status === 'ready' &&
          (unavailable ? (
            <FeatureUnavailable
              feature="deposit"
              refusal={unavailable}
              actionLabel={t('deposit.submit')}
              onContactSupport={onContactSupport}
            />
          ) : !canDeposit ? (
            // spec 3: client_deposit decides whether the client may deposit
            <EmptyState
              title={t('deposit.notAllowed')}
              description={t('deposit.notAllowedHint')}
              action={
                onContactSupport && (
                  <Button variant="secondary" onPress={onContactSupport}>
                    {t('deposit.contactSupport')}
                  </Button>
                )
              }
            />
          ) : none || !methods ? (
            // spec 8: 'No suitable deposit account available'
            <EmptyState
              title={t('deposit.noAccount')}
              description={t('deposit.noAccountHint')}
              action={
                onContactSupport && (
                  <Button variant="secondary" onPress={onContactSupport}>
                    {t('deposit.contactSupport')}
                  </Button>
                )
              }
            />
          ) : (
            <DepositForm key={formKey} methods={methods} {...form} />
          ))}
      </MoneySection>
      <MoneySection id="deposit-records" title={t('deposit.records')}>
        <RecordList
          records={records}
          status={recordsStatus}
          onRetry={onRetryRecords}
          paging={recordsPaging}
          emptyHint={t('deposit.noRecordsHint')}
          timeZone={timeZone}
        />
      </MoneySection>
    </div>
  );
}

/** The form as typed: the proof is the chosen file's name until it is read. */
