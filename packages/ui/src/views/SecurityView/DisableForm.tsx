import { validateMfa, type FormIssue } from '@invest/domain';
import { type ReactNode } from 'react';
import { Form } from 'react-aria-components';
import { useForm, type FieldIssue } from '../../forms/Form';
import { useT } from '../../lib/i18n';
import { Button } from '../../primitives/Button';
import { PasswordField } from '../../primitives/PasswordField';
import { PinInput } from '../../primitives/PinInput';
import { type TwoStepDisableValues } from './TwoStepCard';
import { useCodeMessages } from './useCodeMessages';

export function DisableForm({
  onDisable,
  onCancel,
  submitting,
  alert,
  fieldErrors,
}: {
  onDisable?: (values: TwoStepDisableValues) => void;
  onCancel: () => void;
  submitting: boolean;
  alert: ReactNode;
  fieldErrors?: readonly FieldIssue[];
}) {
  const t = useT('security');
  const form = useForm({
    initial: { password: '', code: '' },
    validate: (v) => {
      const code = validateMfa(v);
      const issues: FormIssue[] = code.ok ? [] : [...code.issues];
      if (v.password === '') issues.unshift({ path: 'password', code: 'password_required' });
      return issues.length > 0
        ? { ok: false as const, issues }
        : { ok: true as const, value: { password: v.password, code: v.code.trim() } };
    },
    serverErrors: fieldErrors,
    messages: useCodeMessages(),
    submitting,
    onValid: (v) => onDisable?.(v),
  });
  return (
    <Form
      validationBehavior="aria"
      onSubmit={form.submit}
      data-slot="two-step-disable"
      className="flex flex-col gap-3"
    >
      <h3 className="text-sm font-semibold text-fg">{t('twoStep.offTitle')}</h3>
      <p className="text-sm text-fg-muted">{t('twoStep.offBody2')}</p>
      {alert}
      <PasswordField
        {...form.field('password')}
        label={t('twoStep.password')}
        autoComplete="current-password"
        isRequired
      />
      <PinInput {...form.field('code')} label={t('twoStep.code')} isRequired />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onPress={onCancel} isDisabled={submitting}>
          {t('twoStep.cancel')}
        </Button>
        <Button type="submit" variant="danger" isPending={submitting}>
          {t('twoStep.turnOff')}
        </Button>
      </div>
    </Form>
  );
}
