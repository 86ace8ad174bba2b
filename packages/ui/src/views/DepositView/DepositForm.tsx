import { minorUnits, validateDepositForm, type FormResult } from '@invest/domain';
import { useState } from 'react';
import { Form } from 'react-aria-components';
import { FormAlert, useForm } from '../../forms/Form';
import { useT } from '../../lib/i18n';
import { Button } from '../../primitives/Button';
import { ImageUpload } from '../../primitives/ImageUpload';
import { NumberField } from '../../primitives/NumberField';
import { Radio, RadioGroup } from '../../primitives/RadioGroup';
import { Select } from '../../primitives/Select';
import { TextField } from '../../primitives/TextField';
import { PayTo } from './PayTo';
import type { DepositSubmission, DepositViewProps, DepositMethods } from './types';

type FormValues = Pick<DepositSubmission, 'method' | 'method_id' | 'amount'> & {
  tx_hash: string;
  proof: string;
};

const browserCopy = (text: string) => navigator.clipboard.writeText(text);

/** The deposit form: method, amount, proof or transaction hash, and where to pay (spec 2/5). */
export function DepositForm({
  methods,
  onSubmit,
  submitting = false,
  error,
  fieldErrors,
  copyText = browserCopy,
}: Pick<DepositViewProps, 'onSubmit' | 'submitting' | 'error' | 'fieldErrors' | 'copyText'> & {
  methods: DepositMethods;
}) {
  const t = useT('money');
  const [proof, setProof] = useState<File | null>(null);
  const firstMethod = methods.bank.length > 0 ? 'bank' : 'crypto';
  const form = useForm<FormValues, DepositSubmission>({
    initial: {
      method: firstMethod,
      method_id: (firstMethod === 'bank' ? methods.bank[0] : methods.crypto[0])?.id ?? '',
      amount: '',
      tx_hash: '',
      proof: '',
    },
    // The form validator the deposit service runs on the request
    validate: (v): FormResult<DepositSubmission> => {
      const crypto = methods.crypto.find((m) => m.id === v.method_id);
      const chosen = crypto ?? methods.bank.find((m) => m.id === v.method_id);
      const result = validateDepositForm(
        {
          method_id: v.method_id,
          amount: v.amount,
          currency: chosen?.currency,
          tx_hash: v.tx_hash,
        },
        {
          method: v.method,
          network: crypto?.network ?? '',
          hasProof: proof !== null,
        },
      );
      if (!result.ok) return result;
      return {
        ok: true,
        value:
          v.method === 'crypto'
            ? { method: v.method, ...result.value }
            : { method: v.method, ...result.value, proof: proof! },
      };
    },
    serverErrors: fieldErrors,
    submitting,
    onValid: (value) => onSubmit?.(value),
  });
  const list = form.values.method === 'bank' ? methods.bank : methods.crypto;
  const chosen = list.find((m) => m.id === form.values.method_id) ?? list[0];
  const proofError = form.errorOf('proof');

  const pickMethod = (method: 'bank' | 'crypto') => {
    form.setValue('method', method);
    form.setValue('method_id', (method === 'bank' ? methods.bank[0] : methods.crypto[0])?.id ?? '');
  };

  return (
    <Form validationBehavior="aria" onSubmit={form.submit} className="flex flex-col gap-4">
      {(error || form.unplaced.length > 0) && (
        // spec 8: 'Submission failed. Please try later'
        <FormAlert title={t('deposit.failed')} message={error} details={form.unplaced} />
      )}
      <RadioGroup
        label={t('deposit.method')}
        orientation="horizontal"
        value={form.values.method}
        onChange={(v) => pickMethod(v as 'bank' | 'crypto')}
        isDisabled={submitting}
      >
        <Radio value="bank" isDisabled={methods.bank.length === 0}>
          {t('deposit.bank')}
        </Radio>
        <Radio value="crypto" isDisabled={methods.crypto.length === 0}>
          {t('deposit.crypto')}
        </Radio>
      </RadioGroup>
      {list.length > 1 && (
        <Select
          label={t('common.currency')}
          selectedKey={form.values.method_id}
          onSelectionChange={(key) => form.setValue('method_id', String(key))}
          items={list.map((m) => ({ id: m.id, label: m.currency }))}
          isDisabled={submitting}
        />
      )}
      {chosen && <PayTo method={chosen} copyText={copyText} />}
      <NumberField
        {...form.field('amount')}
        label={t('common.amount')}
        currency={chosen?.currency}
        maxFractionDigits={minorUnits(chosen?.currency ?? 'USD')}
        isRequired
      />
      {chosen && 'address' in chosen ? (
        // a crypto transfer is proven by its transaction hash, checked in its network's form
        <TextField
          {...form.field('tx_hash')}
          label={t('deposit.txHash')}
          description={t('deposit.txHashHint')}
          autoComplete="off"
          spellCheck="false"
          isRequired
        />
      ) : (
        <ImageUpload
          label={t('deposit.proof')}
          onSelect={(file) => {
            setProof(file);
            form.setValue('proof', file.name);
          }}
          onRemove={() => {
            setProof(null);
            form.setValue('proof', '');
          }}
          // chosen, not uploaded yet: it travels with the submission
          status={proofError ? 'error' : 'idle'}
          errorMessage={proofError}
          isDisabled={submitting}
        />
      )}
      <Button type="submit" isPending={submitting} className="self-start">
        {t('deposit.submit')}
      </Button>
    </Form>
  );
}
