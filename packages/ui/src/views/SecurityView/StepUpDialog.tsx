import { MFA_CODE_LENGTH, PIN_LENGTH, validateMfa } from '@invest/domain';
import { formatDateTime } from '@invest/i18n';
import { useId, useMemo, useState } from 'react';
import { Form } from 'react-aria-components';
import { FormAlert, useForm } from '../../forms/Form';
import { useLocale, useT } from '../../lib/i18n';
import { Button } from '../../primitives/Button';
import { Modal } from '../../primitives/Dialog';
import { PasswordField } from '../../primitives/PasswordField';
import { PinInput } from '../../primitives/PinInput';
import { TextField } from '../../primitives/TextField';
import type { StepUpMethod } from './types';

export interface StepUpDialogProps {
  /** The dialog is open. */
  isOpen: boolean;
  /**
   * A code from the app when two-step verification is on, the PIN otherwise, the
   * password where neither is set.
   */
  method: StepUpMethod;
  /** Called with the code, PIN or password (or, when two-step verification is on, a backup code). */
  onSubmit?: (code: string) => void;
  /** The user cancelled (Escape, close, cancel). */
  onCancel?: () => void;
  /** The check is running. @default false */
  submitting?: boolean;
  /** The app's (translated) reason the last check failed. */
  error?: string;
  /**
   * A wrong PIN: the attempts left before the PIN locks (the server's count), said under the
   * PIN field instead of `error`; the dialog stays open for the next try.
   */
  attemptsLeft?: number;
  /** The PIN is locked until then (ISO-8601): the dialog says until when and confirms nothing. */
  lockedUntil?: string;
  /** IANA time zone the lock's end is shown in (the client's). @default 'UTC' */
  timeZone?: string;
}

/**
 * The step-up: a sensitive action asks for the second factor first (or the PIN, or the
 * password where neither is set).
 */
export function StepUpDialog({
  isOpen,
  method,
  onSubmit,
  onCancel,
  submitting = false,
  error,
  attemptsLeft,
  lockedUntil,
  timeZone,
}: StepUpDialogProps) {
  const t = useT('security');
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={(open) => !open && onCancel?.()}
      title={t('stepUp.title')}
      data-slot="step-up-dialog"
    >
      {/* a new opening is a new form */}
      {isOpen && (
        <StepUpForm
          method={method}
          onSubmit={onSubmit}
          onCancel={onCancel}
          submitting={submitting}
          error={error}
          attemptsLeft={attemptsLeft}
          lockedUntil={lockedUntil}
          timeZone={timeZone}
        />
      )}
    </Modal>
  );
}

function StepUpForm(props: Omit<StepUpDialogProps, 'isOpen'>) {
  const t = useT('security');
  // With two-step verification on, a backup code is proof too (as at login)
  const [backup, setBackup] = useState(false);
  const totp = props.method === 'totp';
  if (props.method === 'password') return <PasswordForm {...props} />;
  return (
    <div className="flex flex-col gap-4">
      {totp && backup ? (
        <BackupForm key="backup" {...props} />
      ) : (
        // each refusal of a PIN is a fresh try: an empty field, focused again
        <CodeForm key={`code-${props.attemptsLeft ?? ''}`} {...props} />
      )}
      {totp && (
        <Button variant="ghost" onPress={() => setBackup((b) => !b)}>
          {backup ? t('login.useApp') : t('login.useBackup')}
        </Button>
      )}
    </div>
  );
}

/** What a step-up form asks for, and why the last proof was refused. */
function StepUpIntro({ text, error }: { text: string; error?: string | undefined }) {
  const t = useT('security');
  return (
    <>
      <p className="text-fg-muted">{text}</p>
      {error !== undefined && <FormAlert title={t('stepUp.failed')} message={error} />}
    </>
  );
}

/** Cancel and confirm, the same under every kind of proof. */
function StepUpActions({
  onCancel,
  submitting,
  locked = false,
}: Pick<StepUpDialogProps, 'onCancel' | 'submitting'> & { locked?: boolean }) {
  const t = useT('security');
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <Button variant="secondary" onPress={onCancel} isDisabled={submitting}>
        {t('twoStep.cancel')}
      </Button>
      <Button type="submit" isPending={submitting} isDisabled={locked}>
        {t('stepUp.submit')}
      </Button>
    </div>
  );
}

function BackupForm({ onSubmit, onCancel, submitting, error }: Omit<StepUpDialogProps, 'isOpen'>) {
  const t = useT('security');
  const form = useForm({
    initial: { code: '' },
    validate: (v) =>
      v.code.trim() === ''
        ? { ok: false as const, issues: [{ path: 'code', code: 'backup_code_required' }] }
        : { ok: true as const, value: { code: v.code.trim() } },
    messages: useMemo(() => ({ backup_code_required: t('login.backupRequired') }), [t]),
    submitting,
    onValid: (v) => onSubmit?.(v.code),
  });
  return (
    <Form validationBehavior="aria" onSubmit={form.submit} className="flex flex-col gap-4">
      <StepUpIntro text={t('login.backupDescription')} error={error} />
      <TextField
        {...form.field('code')}
        label={t('login.backupCode')}
        autoComplete="one-time-code"
        isRequired
        // eslint-disable-next-line jsx-a11y/no-autofocus -- the form's only field, just revealed
        autoFocus
      />
      <StepUpActions onCancel={onCancel} submitting={submitting} />
    </Form>
  );
}

function PasswordForm({
  onSubmit,
  onCancel,
  submitting,
  error,
}: Omit<StepUpDialogProps, 'isOpen'>) {
  const t = useT('security');
  const form = useForm({
    initial: { password: '' },
    // only 'required': a password set under older rules must still verify
    validate: (v) =>
      v.password === ''
        ? { ok: false as const, issues: [{ path: 'password', code: 'password_required' }] }
        : { ok: true as const, value: v },
    messages: useMemo(() => ({ password_required: t('stepUp.passwordRequired') }), [t]),
    submitting,
    onValid: (v) => onSubmit?.(v.password),
  });
  return (
    <Form validationBehavior="aria" onSubmit={form.submit} className="flex flex-col gap-4">
      <StepUpIntro text={t('stepUp.passwordBody')} error={error} />
      <PasswordField
        {...form.field('password')}
        label={t('stepUp.password')}
        autoComplete="current-password"
        isRequired
        // eslint-disable-next-line jsx-a11y/no-autofocus -- the dialog's only field
        autoFocus
      />
      <StepUpActions onCancel={onCancel} submitting={submitting} />
    </Form>
  );
}

function CodeForm({
  method,
  onSubmit,
  onCancel,
  submitting,
  error,
  attemptsLeft,
  lockedUntil,
  timeZone = 'UTC',
}: Omit<StepUpDialogProps, 'isOpen'>) {
  const t = useT('security');
  const locale = useLocale();
  const id = useId();
  // both are six digits (MFA_CODE_LENGTH, PIN_LENGTH)
  const length = method === 'pin' ? PIN_LENGTH : MFA_CODE_LENGTH;
  const messages = useMemo(
    () => ({ verification_code_invalid: t('twoStep.codeLength', { length }) }),
    [t, length],
  );
  const form = useForm({
    initial: { code: '' },
    validate: validateMfa,
    messages,
    submitting,
    onValid: (v) => onSubmit?.(v.code),
  });
  const pin = method === 'pin';
  const locked = pin && lockedUntil !== undefined;
  // a wrong PIN is said under its field with the attempts left; other refusals above the form
  const pinRefusal =
    pin && !locked && attemptsLeft !== undefined
      ? t('stepUp.wrongPin', { count: attemptsLeft })
      : undefined;
  const field = form.field('code');
  return (
    <Form id={id} validationBehavior="aria" onSubmit={form.submit} className="flex flex-col gap-4">
      <StepUpIntro
        text={pin ? t('stepUp.pinBody') : t('stepUp.totpBody')}
        error={
          locked
            ? t('stepUp.pinLocked', { time: formatDateTime(lockedUntil, locale, timeZone) })
            : pinRefusal === undefined
              ? error
              : undefined
        }
      />
      <PinInput
        {...field}
        {...(pinRefusal !== undefined && form.values.code === ''
          ? { isInvalid: true, errorMessage: pinRefusal }
          : {})}
        label={pin ? t('stepUp.pin') : t('stepUp.code')}
        mask={pin}
        isRequired
        isDisabled={locked}
        // eslint-disable-next-line jsx-a11y/no-autofocus -- the dialog's only field
        autoFocus
      />
      <StepUpActions onCancel={onCancel} submitting={submitting} locked={locked} />
    </Form>
  );
}
