import {
  maskBankAcc,
  validateBankAccountForm,
  type BankAccountForm as FormValues,
} from '@invest/domain';
import { Form } from 'react-aria-components';
import { FormAlert, useForm, type FieldIssue } from '../../forms/Form';
import { useT } from '../../lib/i18n';
import { Button } from '../../primitives/Button';
import { Checkbox } from '../../primitives/Checkbox';
import { Modal } from '../../primitives/Dialog';
import { Select } from '../../primitives/Select';
import { TextField } from '../../primitives/TextField';
import type { BankAccountDraft } from './types';

/** The form's values: the number as typed (empty on an edit: keep the stored one). */
export type DraftValues = Omit<BankAccountDraft, 'bank_acc'> & { bank_acc: string };

/** Add or edit an account in a dialog (spec 2/3 Bank accounts). */
export function BankAccountForm({
  draft,
  countries,
  saving,
  error,
  fieldErrors,
  onClose,
  onSave,
}: {
  draft: DraftValues;
  countries: readonly { code: string; name: string }[];
  saving: boolean;
  error?: string;
  fieldErrors?: readonly FieldIssue[];
  onClose: () => void;
  onSave: (draft: BankAccountDraft) => Promise<void>;
}) {
  const t = useT('money');
  const editing = draft.id !== undefined;
  const form = useForm<DraftValues, FormValues>({
    // an edit starts with an empty number: left empty, the stored one stays
    initial: { ...draft, bank_acc: editing ? '' : draft.bank_acc },
    validate: (v) => validateBankAccountForm(v, { editing }),
    serverErrors: fieldErrors,
    submitting: saving,
    onValid: (value) =>
      void onSave({ ...value, is_default: value.is_default ?? false }).catch(() => undefined),
  });
  return (
    <Modal
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={t(draft.id ? 'bank.editTitle' : 'bank.addTitle')}
      footer={
        <>
          <Button variant="secondary" onPress={onClose} isDisabled={saving}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form="bank-account-form" isPending={saving}>
            {t('common.save')}
          </Button>
        </>
      }
    >
      <Form
        id="bank-account-form"
        validationBehavior="aria"
        onSubmit={form.submit}
        className="flex flex-col gap-4"
      >
        {(error || form.unplaced.length > 0) && (
          <FormAlert title={t('bank.saveFailed')} message={error} details={form.unplaced} />
        )}
        <TextField {...form.field('bank_name')} label={t('bank.bankName')} isRequired />
        <TextField
          {...form.field('bank_acc')}
          label={t('bank.bankAcc')}
          description={
            editing ? t('bank.keepNumber', { account: maskBankAcc(draft.bank_acc) }) : undefined
          }
          isRequired={!editing}
        />
        <TextField {...form.field('bank_holder')} label={t('bank.bankHolder')} isRequired />
        <Select
          label={t('bank.country')}
          selectedKey={form.values.country || null}
          onSelectionChange={(key) => form.setValue('country', String(key))}
          items={countries.map((c) => ({ id: c.code, label: c.name }))}
          errorMessage={form.errorOf('country')}
          isDisabled={saving}
          isRequired
        />
        <Checkbox
          isSelected={form.values.is_default}
          onChange={(v) => form.setValue('is_default', v)}
          isDisabled={saving}
        >
          {t('bank.isDefault')}
        </Checkbox>
      </Form>
    </Modal>
  );
}
