import { PIN_LENGTH, validateSetPin, validateVerifyPin } from '@invest/domain';
import type { Ref } from 'react';
import { Form } from 'react-aria-components';
import { FormAlert, useForm, type FieldIssue } from '../../forms/Form';
import { cn } from '../../lib/cn';
import { useT } from '../../lib/i18n';
import { Button } from '../../primitives/Button';
import { Card } from '../../primitives/Card';
import { PinInput } from '../../primitives/PinInput';
import { authColumn, ScreenHeading } from '../accountScreen';

export interface PinViewProps {
  /** `set`: choose a PIN and repeat it; `verify`: enter the PIN to continue. */
  mode: 'set' | 'verify';
  /** Called with a valid 6-digit PIN (in `set` mode, once both entries match). */
  onSubmit?: (pin: string) => void;
  /** Leaves the screen. Without it, no cancel button. */
  onCancel?: () => void;
  /**
   * The app's (translated) reason the last attempt failed, shown under 'Failed to set PIN'
   * (`set`) or 'Verification failed' (`verify`).
   */
  error?: string;
  /**
   * The server's field errors (`pin`, `confirm_pin`; `current_pin` shows on the PIN being
   * verified), translated here with their params.
   */
  fieldErrors?: readonly FieldIssue[];
  /** A request is running. @default false */
  submitting?: boolean;
  className?: string;
  ref?: Ref<HTMLDivElement>;
}

/** spec 2/5 PIN: set a 6-digit PIN (numbers only, entered twice) or verify one. */
export function PinView({ mode, className, ref, ...props }: PinViewProps) {
  return (
    <div ref={ref} data-slot="pin-view" data-mode={mode} className={cn(authColumn, className)}>
      {/* a new mode is a new form */}
      <PinForm key={mode} mode={mode} {...props} />
    </div>
  );
}

function PinForm({
  mode,
  onSubmit,
  onCancel,
  error,
  fieldErrors,
  submitting = false,
}: Omit<PinViewProps, 'className' | 'ref'>) {
  const t = useT('auth');
  const setting = mode === 'set';
  const form = useForm({
    initial: { pin: '', confirm_pin: '', current_pin: '' },
    // spec 5: 6 digits, numbers only; setting asks twice and both must match
    validate: ({ pin, confirm_pin }) =>
      setting ? validateSetPin({ pin, confirm_pin }) : validateVerifyPin({ pin }),
    serverErrors: fieldErrors,
    submitting,
    onValid: (v) => onSubmit?.(v.pin),
  });

  return (
    <Card className="gap-5 p-6">
      <ScreenHeading
        title={t(setting ? 'pin.setTitle' : 'pin.verifyTitle')}
        description={t(setting ? 'pin.setDescription' : 'pin.verifyDescription', {
          length: PIN_LENGTH,
        })}
      />
      {/* spec 8: 'Failed to set PIN' */}
      {(error || form.unplaced.length > 0) && (
        <FormAlert
          title={t(setting ? 'pin.setFailed' : 'pin.verifyFailed')}
          message={error}
          details={form.unplaced}
        />
      )}
      <Form validationBehavior="aria" onSubmit={form.submit} className="flex flex-col gap-4">
        <PinInput
          {...form.field('pin', ...(setting ? [] : ['current_pin']))}
          label={t(setting ? 'pin.new' : 'pin.current')}
          mask
          isRequired
        />
        {setting && (
          <PinInput {...form.field('confirm_pin')} label={t('pin.confirm')} mask isRequired />
        )}
        <div className="flex flex-col-reverse gap-2 md:flex-row md:justify-end">
          {onCancel && (
            <Button variant="secondary" onPress={onCancel} isDisabled={submitting}>
              {t('pin.cancel')}
            </Button>
          )}
          <Button type="submit" isPending={submitting}>
            {t(setting ? 'pin.setSubmit' : 'pin.verifySubmit')}
          </Button>
        </div>
      </Form>
    </Card>
  );
}
