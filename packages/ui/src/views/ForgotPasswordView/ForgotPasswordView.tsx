import {
  DEFAULT_COUNTRY_CODES,
  MIN_PASSWORD_LENGTH,
  validateResetPassword,
  type ResetPasswordForm,
} from '@invest/domain';
import { useEffect, useRef, type Ref } from 'react';
import { Form } from 'react-aria-components';
import { FormAlert, useForm, type FieldIssue } from '../../forms/Form';
import { cn } from '../../lib/cn';
import { useT } from '../../lib/i18n';
import { Button } from '../../primitives/Button';
import { Card } from '../../primitives/Card';
import { Link } from '../../primitives/Link';
import { PasswordField } from '../../primitives/PasswordField';
import { PhoneField, type PhoneCountry } from '../../primitives/PhoneField';
import { TextField } from '../../primitives/TextField';
import { authColumn, ScreenHeading, SuccessHeading } from '../accountScreen';

/**
 * spec 2 Forgot/reset password: what the form submits, the body of POST /auth/app/v1/reset_pwd
 * (`code` is the reset code the advisor issued, `password` the new one).
 */
export type ForgotPasswordValues = ResetPasswordForm;

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
  /**
   * The server's field errors (`country_code`, `mobile`, `code`, `password`,
   * `confirm_password`), translated here with their params.
   */
  fieldErrors?: readonly FieldIssue[];
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
  const form = useForm({
    initial: {
      country_code: defaultCountryCode,
      mobile: '',
      code: '',
      password: '',
      confirm_password: '',
    },
    // spec 5: mobile, verification code, password (at least 6) and a matching confirmation
    validate: (v) => validateResetPassword(v, { knownCountryCodes: countries.map((c) => c.code) }),
    serverErrors: fieldErrors,
    submitting,
    onValid: (body) => onSubmit?.(body),
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
            {(error || form.unplaced.length > 0) && (
              <FormAlert title={t('forgot.failed')} message={error} details={form.unplaced} />
            )}
            <Form validationBehavior="aria" onSubmit={form.submit} className="flex flex-col gap-4">
              <PhoneField
                {...form.phoneField()}
                label={t('forgot.mobile')}
                countries={countries}
                isRequired
              />
              <TextField
                {...form.field('code')}
                label={t('forgot.code')}
                description={t('forgot.codeHint')}
                inputMode="numeric"
                autoComplete="one-time-code"
                isRequired
              />
              <PasswordField
                {...form.field('password')}
                label={t('forgot.newPassword')}
                description={t('register.passwordHint', { min: MIN_PASSWORD_LENGTH })}
                autoComplete="new-password"
                isRequired
              />
              <PasswordField
                {...form.field('confirm_password')}
                label={t('forgot.confirmPassword')}
                autoComplete="new-password"
                isRequired
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
