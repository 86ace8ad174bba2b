import type { Ref } from 'react';
import type { FieldIssue } from '../../forms/Form';
import { cn } from '../../lib/cn';
import { useT } from '../../lib/i18n';
import { Button } from '../../primitives/Button';
import { EmptyState } from '../../primitives/EmptyState';
import { NomineeEditor, type NomineeValue } from '../../patterns/NomineeEditor';
import { LoadGate, MoneyHeader, MoneySection, type LoadStatus } from '../money/parts';
import { useState } from 'react';

export interface BeneficiaryViewProps {
  /** @default 'ready' */
  status?: LoadStatus;
  loadError?: string;
  onRetry?: () => void;
  nominees?: readonly NomineeValue[];
  onSave?: (nominees: NomineeValue[]) => Promise<unknown> | void;
  /** @default false */
  saving?: boolean;
  error?: string;
  fieldErrors?: readonly FieldIssue[];
  /** The local day 'YYYY-MM-DD'. */
  today?: string;
  onTerms?: () => void;
  /** Changing it resets the editor to `nominees` (after a save). */
  formKey?: string | number;
  className?: string;
  ref?: Ref<HTMLDivElement>;
}

/** spec 2 Nominees (/beneficiary): the NomineeEditor with loading, empty and error states. */
export function BeneficiaryView({
  status = 'ready',
  loadError,
  onRetry,
  nominees = [],
  onTerms,
  formKey,
  className,
  ref,
  ...editor
}: BeneficiaryViewProps) {
  const t = useT('money');
  const [started, setStarted] = useState(false);
  return (
    <div ref={ref} data-slot="beneficiary-view" className={cn('flex flex-col gap-5', className)}>
      <MoneyHeader screen="nominee" onTerms={onTerms} />
      <MoneySection id="nominees" title={t('nominee.sectionTitle')} busy={status === 'loading'}>
        <LoadGate
          status={status}
          error={loadError ?? t('nominee.loadFailed')}
          onRetry={onRetry}
          lines={4}
        />
        {status === 'ready' &&
          (nominees.length === 0 && !started ? (
            <EmptyState
              title={t('nominee.empty')}
              description={t('nominee.emptyHint')}
              action={
                editor.onSave && (
                  <Button onPress={() => setStarted(true)}>{t('nominee.add')}</Button>
                )
              }
            />
          ) : (
            <NomineeEditor
              key={`${formKey ?? ''}-${started}`}
              nominees={
                nominees.length === 0
                  ? [{ name: '', phone: '', relation: '', share: '100', dob: null }]
                  : nominees
              }
              {...editor}
            />
          ))}
      </MoneySection>
    </div>
  );
}
