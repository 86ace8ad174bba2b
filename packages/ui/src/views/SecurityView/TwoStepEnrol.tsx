import { validateMfa } from '@invest/domain';
import { useId, useState, type ReactNode } from 'react';
import { Form } from 'react-aria-components';
import { useForm, type FieldIssue } from '../../forms/Form';
import { useT } from '../../lib/i18n';
import { Button } from '../../primitives/Button';
import { PinInput } from '../../primitives/PinInput';
import { QrCode } from './QrCode';
import type { TwoStepEnrolment } from './types';
import { useCodeMessages } from './useCodeMessages';

export function Enrol({
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
export function CopySecret({
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
