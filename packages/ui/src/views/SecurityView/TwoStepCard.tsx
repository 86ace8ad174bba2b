import { useId, useState } from 'react';
import { FormAlert, type FieldIssue } from '../../forms/Form';
import { useT } from '../../lib/i18n';
import { Badge } from '../../primitives/Badge';
import { Button } from '../../primitives/Button';
import { Card } from '../../primitives/Card';
import { SectionBody } from './parts';
import type { Loadable, TwoStepEnrolment, TwoStepStatus } from './types';
import { Enrol } from './TwoStepEnrol';
import { BackupCodes } from './BackupCodes';
import { DisableForm } from './DisableForm';

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

/** Two-step verification (TOTP) off, enrolling, on, backup codes, turning off. */
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
