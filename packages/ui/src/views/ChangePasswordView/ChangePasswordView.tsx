import {
  MIN_PASSWORD_LENGTH,
  validateChangePassword,
  type ChangePasswordForm,
} from '@invest/domain';
import { useEffect, useMemo, useRef, type Ref } from 'react';
import { Form } from 'react-aria-components';
import { FormAlert, useForm, type FieldIssue } from '../../forms/Form';
import { cn } from '../../lib/cn';
import { useT } from '../../lib/i18n';
import { Button } from '../../primitives/Button';
import { Card } from '../../primitives/Card';
import { PasswordField } from '../../primitives/PasswordField';
import { authColumn, ScreenHeading, SuccessHeading } from '../accountScreen';

/** spec 2 Change password: what the form submits, the body of POST /auth/app/v1/change_pwd. */
export type ChangePasswordValues = ChangePasswordForm;

export interface ChangePasswordViewProps {
  /**
   * `done`: the password was changed; spec 4 the user must log in again, which the screen says
   * and offers. @default 'form'
   */
  status?: 'form' | 'done';
  /** Called with valid values. */
  onSubmit?: (values: ChangePasswordValues) => void;
  /** Leaves the form (back to the settings). Without it, no cancel button. */
  onCancel?: () => void;
  /** The 'Log in again' action of the done state. */
  onLoginAgain?: () => void;
  /** The server refused the current password: spec 8 'Incorrect password' on that field. */
  currentPasswordIncorrect?: boolean;
  /** The app's (translated) reason the change failed, under 'Failed to change password'. */
  error?: string;
  /**
   * The server's field errors (`old_password`, `new_password`, `confirm_password`), translated
   * here with their params.
   */
  fieldErrors?: readonly FieldIssue[];
  /** A request is running. @default false */
  submitting?: boolean;
  className?: string;
  ref?: Ref<HTMLDivElement>;
}

/** spec 2/4/5 Change password: current, new and confirmation; then log in again. */
export function ChangePasswordView({
  status = 'form',
  onSubmit,
  onCancel,
  onLoginAgain,
  currentPasswordIncorrect = false,
  error,
  fieldErrors,
  submitting = false,
  className,
  ref,
}: ChangePasswordViewProps) {
  const t = useT('auth');
  const incorrect = t('changePassword.incorrect');
  // one array per server answer, so that editing the field hides its error (see useForm)
  const serverErrors = useMemo(
    () =>
      currentPasswordIncorrect
        ? [
            ...(fieldErrors ?? []),
            { path: 'old_password', code: 'INCORRECT_PASSWORD', message: incorrect },
          ]
        : fieldErrors,
    [currentPasswordIncorrect, fieldErrors, incorrect],
  );
  const form = useForm({
    initial: { old_password: '', new_password: '', confirm_password: '' },
    // spec 5: the current password is required on change, and so is the new one (at least 6);
    // the confirmation must match
    validate: validateChangePassword,
    serverErrors,
    submitting,
    onValid: (body) => onSubmit?.(body),
  });

  return (
    <div ref={ref} data-slot="change-password-view" className={cn(authColumn, className)}>
      <Card className="gap-5 p-6">
        {status === 'done' ? (
          <Done onLoginAgain={onLoginAgain} />
        ) : (
          <>
            <ScreenHeading
              title={t('changePassword.title')}
              description={t('changePassword.description')}
            />
            {/* spec 8: 'Failed to change password' */}
            {(error || form.unplaced.length > 0) && (
              <FormAlert
                title={t('changePassword.failed')}
                message={error}
                details={form.unplaced}
              />
            )}
            <Form validationBehavior="aria" onSubmit={form.submit} className="flex flex-col gap-4">
              <PasswordField
                {...form.field('old_password')}
                label={t('changePassword.current')}
                autoComplete="current-password"
                isRequired
              />
              <PasswordField
                {...form.field('new_password')}
                label={t('changePassword.new')}
                description={t('register.passwordHint', { min: MIN_PASSWORD_LENGTH })}
                autoComplete="new-password"
                isRequired
              />
              <PasswordField
                {...form.field('confirm_password')}
                label={t('changePassword.confirm')}
                autoComplete="new-password"
                isRequired
              />
              <div className="flex flex-col-reverse gap-2 md:flex-row md:justify-end">
                {onCancel && (
                  <Button variant="secondary" onPress={onCancel} isDisabled={submitting}>
                    {t('changePassword.cancel')}
                  </Button>
                )}
                <Button type="submit" isPending={submitting}>
                  {t('changePassword.submit')}
                </Button>
              </div>
            </Form>
          </>
        )}
      </Card>
    </div>
  );
}

/** spec 4: after a password change the user must log in again. */
function Done({ onLoginAgain }: Pick<ChangePasswordViewProps, 'onLoginAgain'>) {
  const t = useT('auth');
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div role="status" className="flex flex-col gap-4">
      <SuccessHeading ref={headingRef} title={t('changePassword.doneTitle')} />
      {/* spec 8: 'Please login again.' ('log in', the verb) */}
      <p className="text-sm text-fg">{t('changePassword.doneMessage')}</p>
      {onLoginAgain && (
        <Button fullWidth onPress={onLoginAgain}>
          {t('changePassword.loginAgain')}
        </Button>
      )}
    </div>
  );
}
