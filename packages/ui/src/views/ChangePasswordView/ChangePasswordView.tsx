import {
  MIN_PASSWORD_LENGTH,
  validatePassword,
  validatePasswordChange,
  validatePasswordConfirmation,
} from '@invest/domain';
import { useEffect, useMemo, useRef, type Ref } from 'react';
import { Form } from 'react-aria-components';
import { cn } from '../../lib/cn';
import { useT } from '../../lib/i18n';
import { Button } from '../../primitives/Button';
import { Card } from '../../primitives/Card';
import { PasswordField } from '../../primitives/PasswordField';
import {
  authColumn,
  FormAlert,
  ScreenHeading,
  SuccessHeading,
  useAccountForm,
} from '../LoginView/accountForm';

/** spec 2 Change password: what the form submits. */
export interface ChangePasswordValues {
  currentPassword: string;
  newPassword: string;
}

interface ChangePasswordForm extends ChangePasswordValues {
  confirmPassword: string;
}

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
  /** Server errors by field: `currentPassword`, `newPassword` (already translated). */
  fieldErrors?: Record<string, string>;
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
  // one object per server answer, so that editing the field hides its error (see useAccountForm)
  const serverErrors = useMemo(
    () => (currentPasswordIncorrect ? { ...fieldErrors, currentPassword: incorrect } : fieldErrors),
    [currentPasswordIncorrect, fieldErrors, incorrect],
  );
  const form = useAccountForm<ChangePasswordForm>({
    initial: { currentPassword: '', newPassword: '', confirmPassword: '' },
    // spec 5: the current password is required on change, and so is the new one (at least 6);
    // the confirmation must match
    validate: (v) => {
      const change = validatePasswordChange({
        current: v.currentPassword,
        next: v.newPassword,
        confirm: v.confirmPassword,
      });
      return {
        currentPassword:
          !change.ok && change.code === 'current_password_required' ? change : undefined,
        newPassword: validatePassword(v.newPassword, 'new_password_required'),
        confirmPassword: validatePasswordConfirmation(v.newPassword, v.confirmPassword),
      };
    },
    fieldErrors: serverErrors,
    submitting,
    onValid: ({ confirmPassword: _confirm, ...v }) => onSubmit?.(v),
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
            {error && <FormAlert title={t('changePassword.failed')} message={error} />}
            <Form validationBehavior="aria" onSubmit={form.submit} className="flex flex-col gap-4">
              <PasswordField
                name="currentPassword"
                label={t('changePassword.current')}
                autoComplete="current-password"
                isRequired
                value={form.values.currentPassword}
                onChange={(value) => form.setValue('currentPassword', value)}
                isInvalid={!!form.errorOf('currentPassword')}
                errorMessage={form.errorOf('currentPassword')}
                isDisabled={submitting}
              />
              <PasswordField
                name="newPassword"
                label={t('changePassword.new')}
                description={t('register.passwordHint', { min: MIN_PASSWORD_LENGTH })}
                autoComplete="new-password"
                isRequired
                value={form.values.newPassword}
                onChange={(value) => form.setValue('newPassword', value)}
                isInvalid={!!form.errorOf('newPassword')}
                errorMessage={form.errorOf('newPassword')}
                isDisabled={submitting}
              />
              <PasswordField
                name="confirmPassword"
                label={t('changePassword.confirm')}
                autoComplete="new-password"
                isRequired
                value={form.values.confirmPassword}
                onChange={(value) => form.setValue('confirmPassword', value)}
                isInvalid={!!form.errorOf('confirmPassword')}
                errorMessage={form.errorOf('confirmPassword')}
                isDisabled={submitting}
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
      {/* spec 8: 'Please login again.' (issue 11: 'log in', the verb) */}
      <p className="text-sm text-fg">{t('changePassword.doneMessage')}</p>
      {onLoginAgain && (
        <Button fullWidth onPress={onLoginAgain}>
          {t('changePassword.loginAgain')}
        </Button>
      )}
    </div>
  );
}
