import { MFA_CODE_LENGTH, validateMfa, type FormIssue } from '@invest/domain';
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { Form } from 'react-aria-components';
import { FormAlert, useForm, type FieldIssue } from '../../forms/Form';
import { useT } from '../../lib/i18n';
import { Badge } from '../../primitives/Badge';
import { Button } from '../../primitives/Button';
import { Card } from '../../primitives/Card';
import { PasswordField } from '../../primitives/PasswordField';
import { PinInput } from '../../primitives/PinInput';
import { QrCode } from './QrCode';
import { SectionBody } from './parts';
import type { Loadable, TwoStepEnrolment, TwoStepStatus } from './types';

/** The values of the turn-off form (password and a current code). */
export interface TwoStepDisableValues {
  password: string;
  code: string;
}

export interface TwoStepCardProps extends Loadable<TwoStepStatus> {
  /** A started enrolment: shows the QR code, the secret and the confirm step. */
  enrolment?: TwoStepEnrolment;
  /**
   * Backup codes just issued (after turning on or regenerating). Shown once: the card shows
   * them until `onBackupCodesSaved`.
   */
  backupCodes?: readonly string[];
  /** Start an enrolment (the server answers the secret). */
  onStartEnrol?: () => void;
  /** Confirm the enrolment with a code from the app. */
  onConfirmEnrol?: (code: string) => void;
  /** Abandon the enrolment. */
  onCancelEnrol?: () => void;
  /** Turn two-step verification off with the password and a current code. */
  onDisable?: (values: TwoStepDisableValues) => void;
  /** Issue new backup codes (the old ones stop working). */
  onRegenerate?: () => void;
  /** The user saved the backup codes: they are not shown again. */
  onBackupCodesSaved?: () => void;
  /**
   * Copies text to the clipboard; a rejected promise shows spec 8 'Copy failed'.
   * @default navigator.clipboard.writeText
   */
  copyText?: (text: string) => Promise<void>;
  /** The running action, whose button shows that it is busy. */
  pending?: 'enrol' | 'confirm' | 'disable' | 'regenerate';
  /** The app's (translated) reason the last action failed. */
  actionError?: string;
  /** The server's field errors (`code`, `password`) of the last action. */
  fieldErrors?: readonly FieldIssue[];
}

const defaultCopy = (text: string) => navigator.clipboard.writeText(text);

/** issue 13: two-step verification (TOTP) off, enrolling, on, backup codes, turning off. */
export function TwoStepCard(props: TwoStepCardProps) {
  const t = useT('security');
  const enabled = props.data?.enabled;
  return (
    <Card
      data-slot="two-step-card"
      title={t('twoStep.title')}
      headingLevel={2}
      description={t('twoStep.description')}
      actions={
        enabled === undefined ? undefined : (
          // the state in words with an icon, not by colour alone
          <Badge tone={enabled ? 'positive' : 'neutral'}>
            {enabled ? t('twoStep.statusOn') : t('twoStep.statusOff')}
          </Badge>
        )
      }
    >
      <SectionBody section={props} errorTitle={t('twoStep.loadFailed')}>
        {(status) => <TwoStepBody {...props} status={status} />}
      </SectionBody>
    </Card>
  );
}

function TwoStepBody({
  status,
  enrolment,
  backupCodes,
  onStartEnrol,
  onConfirmEnrol,
  onCancelEnrol,
  onDisable,
  onRegenerate,
  onBackupCodesSaved,
  copyText = defaultCopy,
  pending,
  actionError,
  fieldErrors,
}: TwoStepCardProps & { status: TwoStepStatus }) {
  const t = useT('security');
  const [disabling, setDisabling] = useState(false);
  const hintId = useId();
  // a finished turn-off (or a turn-on) closes the turn-off form
  const [wasEnabled, setWasEnabled] = useState(status.enabled);
  if (wasEnabled !== status.enabled) {
    setWasEnabled(status.enabled);
    setDisabling(false);
  }
  const alert = actionError !== undefined && (
    <FormAlert title={t('twoStep.failed')} message={actionError} />
  );

  if (backupCodes && backupCodes.length > 0)
    return <BackupCodes codes={backupCodes} onSaved={onBackupCodesSaved} />;
  if (enrolment)
    return (
      <Enrol
        enrolment={enrolment}
        copyText={copyText}
        onConfirm={onConfirmEnrol}
        onCancel={onCancelEnrol}
        submitting={pending === 'confirm'}
        alert={alert}
        fieldErrors={fieldErrors}
      />
    );
  if (status.enabled && disabling)
    return (
      <DisableForm
        onDisable={onDisable}
        onCancel={() => setDisabling(false)}
        submitting={pending === 'disable'}
        alert={alert}
        fieldErrors={fieldErrors}
      />
    );
  if (status.enabled)
    return (
      <div className="flex flex-col gap-3">
        {alert}
        <p className="text-sm text-fg">{t('twoStep.onBody')}</p>
        {status.backup_codes_left !== undefined && (
          <p className="text-sm text-fg-muted">
            {t('twoStep.backupLeft', { count: status.backup_codes_left })}
          </p>
        )}
        <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
          <Button
            variant="secondary"
            onPress={onRegenerate}
            isPending={pending === 'regenerate'}
            aria-describedby={hintId}
          >
            {t('twoStep.regenerate')}
          </Button>
          <Button variant="secondary" onPress={() => setDisabling(true)}>
            {t('twoStep.turnOff')}
          </Button>
        </div>
        <p id={hintId} className="text-xs text-fg-muted">
          {t('twoStep.regenerateHint')}
        </p>
      </div>
    );
  return (
    <div className="flex flex-col gap-3">
      {alert}
      <p className="text-sm text-fg">{t('twoStep.offBody')}</p>
      <div>
        <Button onPress={onStartEnrol} isPending={pending === 'enrol'}>
          {t('twoStep.turnOn')}
        </Button>
      </div>
    </div>
  );
}

function useCodeMessages() {
  const t = useT('security');
  return useMemo(
    () => ({ verification_code_invalid: t('twoStep.codeLength', { length: MFA_CODE_LENGTH }) }),
    [t],
  );
}

function Enrol({
  enrolment,
  copyText,
  onConfirm,
  onCancel,
  submitting,
  alert,
  fieldErrors,
}: {
  enrolment: TwoStepEnrolment;
  copyText: (text: string) => Promise<void>;
  onConfirm?: (code: string) => void;
  onCancel?: () => void;
  submitting: boolean;
  alert: ReactNode;
  fieldErrors?: readonly FieldIssue[];
}) {
  const t = useT('security');
  const form = useForm({
    initial: { code: '' },
    validate: validateMfa,
    serverErrors: fieldErrors,
    messages: useCodeMessages(),
    submitting,
    onValid: (v) => onConfirm?.(v.code),
  });
  return (
    <div data-slot="two-step-enrol" className="flex flex-col gap-4">
      {alert}
      <div className="flex flex-col gap-2">
        <h3 className="text-sm font-semibold text-fg">{t('twoStep.scanTitle')}</h3>
        <p className="text-sm text-fg-muted">{t('twoStep.scanBody')}</p>
        <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
          <QrCode value={enrolment.otpauth_url} label={t('twoStep.qrLabel')} />
          <CopySecret secret={enrolment.secret} copyText={copyText} />
        </div>
      </div>
      <Form
        validationBehavior="aria"
        onSubmit={form.submit}
        className="flex flex-col gap-3 border-t border-border pt-4"
      >
        <h3 className="text-sm font-semibold text-fg">{t('twoStep.confirmTitle')}</h3>
        <PinInput {...form.field('code')} label={t('twoStep.code')} isRequired />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onPress={onCancel} isDisabled={submitting}>
            {t('twoStep.cancel')}
          </Button>
          <Button type="submit" isPending={submitting}>
            {t('twoStep.confirm')}
          </Button>
        </div>
      </Form>
    </div>
  );
}

/** The secret as text with a copy button; spec 8 'Copy failed' when the clipboard refuses. */
function CopySecret({
  secret,
  copyText,
}: {
  secret: string;
  copyText: (text: string) => Promise<void>;
}) {
  const t = useT('security');
  const tc = useT('common');
  const [result, setResult] = useState<'copied' | 'failed'>();
  const labelId = useId();
  // grouped by four for reading aloud and typing; the copy is the bare secret
  const grouped = secret.replace(/(.{4})(?=.)/g, '$1 ');
  return (
    <div className="flex min-w-0 flex-col gap-2">
      <p id={labelId} className="text-sm text-fg-muted">
        {t('twoStep.secretLabel')}
      </p>
      <code
        aria-labelledby={labelId}
        data-slot="two-step-secret"
        className="rounded-md bg-surface-sunken px-3 py-2 font-mono text-sm break-all text-fg"
      >
        {grouped}
      </code>
      <div className="flex flex-wrap items-center gap-3">
        <Button
          variant="secondary"
          size="sm"
          onPress={() =>
            void copyText(secret).then(
              () => setResult('copied'),
              () => setResult('failed'),
            )
          }
        >
          {t('twoStep.copySecret')}
        </Button>
        <span role="status" className="text-sm">
          {result === 'copied' && <span className="text-fg">{t('twoStep.copied')}</span>}
          {/* spec 8: 'Copy failed' */}
          {result === 'failed' && (
            <span className="font-medium text-negative">{tc('errors.copyFailed')}</span>
          )}
        </span>
      </div>
    </div>
  );
}

/** issue 13: the ten one-time backup codes, shown once, downloadable as a text file. */
function BackupCodes({ codes, onSaved }: { codes: readonly string[]; onSaved?: () => void }) {
  const t = useT('security');
  const headingRef = useRef<HTMLHeadingElement>(null);
  // the codes replace the form the user was in: focus moves to them
  useEffect(() => headingRef.current?.focus(), []);
  const download = () => {
    const text = `${t('twoStep.codesFileHeader')}\n\n${codes.join('\n')}\n`;
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = 'backup-codes.txt';
    a.click();
    URL.revokeObjectURL(url);
  };
  return (
    <div data-slot="two-step-backup-codes" className="flex flex-col gap-3">
      <h3 ref={headingRef} tabIndex={-1} className="text-sm font-semibold text-fg outline-none">
        {t('twoStep.codesTitle')}
      </h3>
      <p className="text-sm text-fg-muted">{t('twoStep.codesBody')}</p>
      <ul
        aria-label={t('twoStep.codesListLabel')}
        className="grid grid-cols-2 gap-2 rounded-md bg-surface-sunken p-3 font-mono text-sm text-fg"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onPress={download}>
          {t('twoStep.download')}
        </Button>
        <Button onPress={onSaved}>{t('twoStep.codesDone')}</Button>
      </div>
    </div>
  );
}

function DisableForm({
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
