import {
  DEFAULT_COUNTRY_CODES,
  MIN_PASSWORD_LENGTH,
  validatePassword,
  validatePasswordConfirmation,
  validatePhone,
  validateVerificationCode,
} from '@invest/domain';
import { useEffect, useRef, type Ref } from 'react';
import { Form } from 'react-aria-components';
import { cn } from '../../lib/cn';
import { useT } from '../../lib/i18n';
import { Button } from '../../primitives/Button';
import { Card } from '../../primitives/Card';
import { Link } from '../../primitives/Link';
import { PasswordField } from '../../primitives/PasswordField';
import { PhoneField, type PhoneCountry } from '../../primitives/PhoneField';
import { TextField } from '../../primitives/TextField';
import {
  authColumn,
  FormAlert,
  ScreenHeading,
  SuccessHeading,
  useAccountForm,
} from '../LoginView/accountForm';

/** spec 2 Forgot/reset password: what the form submits. */
export interface ForgotPasswordValues {
  /** Dialling code without '+'. */
  countryCode: string;
  /** The national number, digits only. */
  mobile: string;
  /** The reset (verification) code the advisor issued. */
  code: string;
  /** The new password. */
  password: string;
}

interface ForgotPasswordForm extends ForgotPasswordValues {
  confirmPassword: string;
}

export interface ForgotPasswordViewProps {
  /** The countries of the code picker; their codes are the known codes. */
  countries: readonly PhoneCountry[];
  /** The dialling code to start with (spec 5). @default DEFAULT_COUNTRY_CODES.default ('1') */
  defaultCountryCode?: string;
  /** `done`: the password was reset; the screen tells the user to log in. @default 'form' */
  status?: 'form' | 'done';
  /** Called with valid values. */
  onSubmit?: (values: ForgotPasswordValues) => void;
  /** The login screen's address; or give `onLogin`. */
  loginHref?: string;
  onLogin?: () => void;
  /** The app's (translated) reason the reset failed, shown under 'Password reset failed'. */
  error?: string;
  /** Server errors by field: `mobile`, `code`, `password` (already translated). */
  fieldErrors?: Record<string, string>;
  /** A request is running. @default false */
  submitting?: boolean;
  className?: string;
  ref?: Ref<HTMLDivElement>;
}

/**
 * spec 2 Forgot/reset password: reset codes come from the user's advisor (spec 1), so the
 * screen says so, then takes the mobile number, the code and the new password twice.
 */
export function ForgotPasswordView({
  countries,
  defaultCountryCode = DEFAULT_COUNTRY_CODES.default,
  status = 'form',
  onSubmit,
  loginHref,
  onLogin,
  error,
  fieldErrors,
  submitting = false,
  className,
  ref,
}: ForgotPasswordViewProps) {
  const t = useT('auth');
  const form = useAccountForm<ForgotPasswordForm>({
    initial: {
      countryCode: defaultCountryCode,
      mobile: '',
      code: '',
      password: '',
      confirmPassword: '',
    },
    // spec 5: mobile, verification code, password (at least 6) and a matching confirmation
    validate: (v) => ({
      mobile: validatePhone(v.mobile, {
        countryCode: v.countryCode,
        knownCountryCodes: countries.map((c) => c.code),
      }),
      code: validateVerificationCode(v.code),
      password: validatePassword(v.password, 'new_password_required'),
      confirmPassword: validatePasswordConfirmation(v.password, v.confirmPassword),
    }),
    fieldErrors,
    submitting,
    onValid: ({ confirmPassword: _confirm, ...v }) => onSubmit?.({ ...v, code: v.code.trim() }),
  });

  return (
    <div ref={ref} data-slot="forgot-password-view" className={cn(authColumn, className)}>
      <Card className="gap-5 p-6">
        {status === 'done' ? (
          <Done loginHref={loginHref} onLogin={onLogin} />
        ) : (
          <>
            <ScreenHeading title={t('forgot.title')} description={t('forgot.intro')} />
            {/* spec 8: 'Password reset failed' */}
            {error && <FormAlert title={t('forgot.failed')} message={error} />}
            <Form validationBehavior="aria" onSubmit={form.submit} className="flex flex-col gap-4">
              <PhoneField
                name="mobile"
                label={t('forgot.mobile')}
                countries={countries}
                isRequired
                value={{ countryCode: form.values.countryCode, number: form.values.mobile }}
                onChange={({ countryCode, number }) => {
                  if (countryCode !== form.values.countryCode) {
                    form.setValue('countryCode', countryCode);
                  }
                  if (number !== form.values.mobile) form.setValue('mobile', number);
                }}
                isInvalid={!!form.errorOf('mobile')}
                errorMessage={form.errorOf('mobile')}
                isDisabled={submitting}
              />
              <TextField
                name="code"
                label={t('forgot.code')}
                description={t('forgot.codeHint')}
                inputMode="numeric"
                autoComplete="one-time-code"
                isRequired
                value={form.values.code}
                onChange={(value) => form.setValue('code', value)}
                isInvalid={!!form.errorOf('code')}
                errorMessage={form.errorOf('code')}
                isDisabled={submitting}
              />
              <PasswordField
                name="password"
                label={t('forgot.newPassword')}
                description={t('register.passwordHint', { min: MIN_PASSWORD_LENGTH })}
                autoComplete="new-password"
                isRequired
                value={form.values.password}
                onChange={(value) => form.setValue('password', value)}
                isInvalid={!!form.errorOf('password')}
                errorMessage={form.errorOf('password')}
                isDisabled={submitting}
              />
              <PasswordField
                name="confirmPassword"
                label={t('forgot.confirmPassword')}
                autoComplete="new-password"
                isRequired
                value={form.values.confirmPassword}
                onChange={(value) => form.setValue('confirmPassword', value)}
                isInvalid={!!form.errorOf('confirmPassword')}
                errorMessage={form.errorOf('confirmPassword')}
                isDisabled={submitting}
              />
              <Button type="submit" fullWidth isPending={submitting}>
                {t('forgot.submit')}
              </Button>
            </Form>
            {(loginHref || onLogin) && (
              <Link
                href={loginHref}
                onPress={onLogin}
                variant="standalone"
                className="self-center text-sm"
              >
                {t('forgot.backToLogin')}
              </Link>
            )}
          </>
        )}
      </Card>
    </div>
  );
}

/** The success state: announced as a status, with the way to the login screen. */
function Done({ loginHref, onLogin }: Pick<ForgotPasswordViewProps, 'loginHref' | 'onLogin'>) {
  const t = useT('auth');
  const headingRef = useRef<HTMLHeadingElement>(null);
  // the form just disappeared under the user's focus: move it to the news
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div role="status" className="flex flex-col gap-4">
      <SuccessHeading ref={headingRef} title={t('forgot.doneTitle')} />
      <p className="text-sm text-fg">{t('forgot.doneMessage')}</p>
      {loginHref ? (
        <Link href={loginHref} variant="standalone" className="text-sm font-medium">
          {t('forgot.login')}
        </Link>
      ) : (
        onLogin && (
          <Button fullWidth onPress={onLogin}>
            {t('forgot.login')}
          </Button>
        )
      )}
    </div>
  );
}
