import { MFA_CODE_LENGTH, validateMfa } from '@invest/domain';
import { useMemo, useState } from 'react';
import { Form } from 'react-aria-components';
import { FormAlert, useForm, type FieldIssue } from '../../forms/Form';
import { useT } from '../../lib/i18n';
import { Button } from '../../primitives/Button';
import { Card } from '../../primitives/Card';
import { PinInput } from '../../primitives/PinInput';
import { TextField } from '../../primitives/TextField';
import { ScreenHeading } from '../accountScreen';
import type { StepProps } from './LoginView';

/** spec 2 Login, the second step: the authenticator code, a backup code or a passkey. */
export function MfaStep({
  onVerifyMfa,
  onUsePasskey,
  onBackToLogin,
  error,
  fieldErrors,
  submitting = false,
}: StepProps) {
  const t = useT('auth');
  // A backup code instead of the app's code
  const [backup, setBackup] = useState(false);
  return (
    <Card className="gap-5 p-6">
      {/* spec 2/8: 'Additional verification required' */}
      <ScreenHeading
        title={t('mfa.title')}
        description={
          backup ? t('mfaAlt.backupDescription') : t('mfa.description', { length: MFA_CODE_LENGTH })
        }
      />
      {(error || (fieldErrors?.length ?? 0) > 0) && (
        <FormAlert
          title={t('mfa.failed')}
          message={error}
          details={fieldErrors?.filter((i) => i.path !== 'code').map((i) => i.message ?? i.code)}
        />
      )}
      {backup ? (
        <BackupCodeForm key="backup" onVerify={onVerifyMfa} submitting={submitting} />
      ) : (
        <AppCodeForm
          key="app"
          onVerify={onVerifyMfa}
          fieldErrors={fieldErrors}
          submitting={submitting}
        />
      )}
      <div className="flex flex-col gap-2">
        <Button
          variant="ghost"
          fullWidth
          onPress={() => setBackup((b) => !b)}
          isDisabled={submitting}
        >
          {backup ? t('mfaAlt.useApp') : t('mfaAlt.useBackup')}
        </Button>
        {onUsePasskey && (
          <Button variant="secondary" fullWidth onPress={onUsePasskey} isDisabled={submitting}>
            {t('mfaAlt.usePasskey')}
          </Button>
        )}
        {onBackToLogin && (
          <Button variant="ghost" fullWidth onPress={onBackToLogin} isDisabled={submitting}>
            {t('mfa.back')}
          </Button>
        )}
      </div>
    </Card>
  );
}

function AppCodeForm({
  onVerify,
  fieldErrors,
  submitting,
}: {
  onVerify?: (code: string) => void;
  fieldErrors?: readonly FieldIssue[];
  submitting: boolean;
}) {
  const t = useT('auth');
  // "6 to 6 digits" reads badly: an exact length has its own message
  const messages = useMemo(
    () => ({ verification_code_invalid: t('mfa.codeLength', { length: MFA_CODE_LENGTH }) }),
    [t],
  );
  const form = useForm({
    initial: { code: '' },
    validate: validateMfa,
    serverErrors: fieldErrors,
    messages,
    submitting,
    onValid: (v) => onVerify?.(v.code),
  });
  return (
    <Form validationBehavior="aria" onSubmit={form.submit} className="flex flex-col gap-4">
      {/* PinInput draws PIN_LENGTH (6) boxes: the code's length (MFA_CODE_LENGTH) */}
      <PinInput
        {...form.field('code')}
        label={t('mfa.code')}
        isRequired
        // eslint-disable-next-line jsx-a11y/no-autofocus -- the step's only field, just revealed
        autoFocus
      />
      <Button type="submit" fullWidth isPending={submitting}>
        {t('mfa.submit')}
      </Button>
    </Form>
  );
}

function BackupCodeForm({
  onVerify,
  submitting,
}: {
  onVerify?: (code: string) => void;
  submitting: boolean;
}) {
  const t = useT('auth');
  const form = useForm({
    initial: { code: '' },
    validate: (v) =>
      v.code.trim() === ''
        ? { ok: false as const, issues: [{ path: 'code', code: 'backup_code_required' }] }
        : { ok: true as const, value: v.code.trim() },
    messages: useMemo(() => ({ backup_code_required: t('mfaAlt.backupRequired') }), [t]),
    submitting,
    onValid: (code) => onVerify?.(code),
  });
  return (
    <Form validationBehavior="aria" onSubmit={form.submit} className="flex flex-col gap-4">
      <TextField
        {...form.field('code')}
        label={t('mfaAlt.backupCode')}
        autoComplete="one-time-code"
        isRequired
        // eslint-disable-next-line jsx-a11y/no-autofocus -- the form's only field, just revealed
        autoFocus
      />
      <Button type="submit" fullWidth isPending={submitting}>
        {t('mfa.submit')}
      </Button>
    </Form>
  );
}
