import {
  DEFAULT_COUNTRY_CODES,
  MIN_PASSWORD_LENGTH,
  validateInvitationCode,
  validatePassword,
  validatePasswordConfirmation,
  validatePhone,
} from '@invest/domain';
import type { Ref } from 'react';
import { Form } from 'react-aria-components';
import { cn } from '../../lib/cn';
import { useT } from '../../lib/i18n';
import { Button } from '../../primitives/Button';
import { Card } from '../../primitives/Card';
import { Link } from '../../primitives/Link';
import { PasswordField } from '../../primitives/PasswordField';
import { PhoneField, type PhoneCountry } from '../../primitives/PhoneField';
import { TextField } from '../../primitives/TextField';
import { authColumn, FormAlert, ScreenHeading, useAccountForm } from '../LoginView/accountForm';

/** spec 2 Registration: what the form submits. */
export interface RegisterValues {
  /** Dialling code without '+', e.g. '91'. */
  countryCode: string;
  /** The national number, digits only. */
  mobile: string;
  password: string;
  invitationCode: string;
}

interface RegisterForm extends RegisterValues {
  confirmPassword: string;
}

export interface RegisterViewProps {
  /** The countries of the code picker (the server's list); their codes are the known codes. */
  countries: readonly PhoneCountry[];
  /**
   * The dialling code to start with (spec 5: kun 91, pl 48, default 1, fallback 01).
   * @default DEFAULT_COUNTRY_CODES.default ('1')
   */
  defaultCountryCode?: string;
  /** An invitation code to start with (from an advisor's link). */
  defaultInvitationCode?: string;
  /** Called with valid values. */
  onSubmit?: (values: RegisterValues) => void;
  /** The login screen's address; or give `onLogin`. Without both, no link. */
  loginHref?: string;
  onLogin?: () => void;
  /**
   * The app's (translated) reason registration failed, shown under 'Registration failed.
   * Please try again.'
   */
  error?: string;
  /** Server errors by field: `mobile`, `password`, `invitationCode` (already translated). */
  fieldErrors?: Record<string, string>;
  /** A request is running. @default false */
  submitting?: boolean;
  className?: string;
  ref?: Ref<HTMLDivElement>;
}

/** spec 2/5 Registration: mobile with country code, password and confirmation, invitation code. */
export function RegisterView({
  countries,
  defaultCountryCode = DEFAULT_COUNTRY_CODES.default,
  defaultInvitationCode = '',
  onSubmit,
  loginHref,
  onLogin,
  error,
  fieldErrors,
  submitting = false,
  className,
  ref,
}: RegisterViewProps) {
  const t = useT('auth');
  const form = useAccountForm<RegisterForm>({
    initial: {
      countryCode: defaultCountryCode,
      mobile: '',
      password: '',
      confirmPassword: '',
      invitationCode: defaultInvitationCode,
    },
    // spec 5: mobile required and valid, password at least 6, confirm matches, invitation code
    validate: (v) => ({
      mobile: validatePhone(v.mobile, {
        countryCode: v.countryCode,
        knownCountryCodes: countries.map((c) => c.code),
      }),
      password: validatePassword(v.password),
      confirmPassword: validatePasswordConfirmation(v.password, v.confirmPassword),
      invitationCode: validateInvitationCode(v.invitationCode),
    }),
    fieldErrors,
    submitting,
    onValid: ({ confirmPassword: _confirm, ...v }) =>
      onSubmit?.({ ...v, invitationCode: v.invitationCode.trim() }),
  });

  return (
    <div ref={ref} data-slot="register-view" className={cn(authColumn, className)}>
      <Card className="gap-5 p-6">
        <ScreenHeading title={t('register.title')} description={t('register.description')} />
        {/* spec 8: 'Registration failed. Please try again.' */}
        {error && <FormAlert title={t('register.failed')} message={error} />}
        <Form validationBehavior="aria" onSubmit={form.submit} className="flex flex-col gap-4">
          <PhoneField
            name="mobile"
            label={t('register.mobile')}
            countries={countries}
            isRequired
            value={{ countryCode: form.values.countryCode, number: form.values.mobile }}
            onChange={({ countryCode, number }) => {
              if (countryCode !== form.values.countryCode)
                form.setValue('countryCode', countryCode);
              if (number !== form.values.mobile) form.setValue('mobile', number);
            }}
            isInvalid={!!form.errorOf('mobile')}
            errorMessage={form.errorOf('mobile')}
            isDisabled={submitting}
          />
          <PasswordField
            name="password"
            label={t('register.password')}
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
            label={t('register.confirmPassword')}
            autoComplete="new-password"
            isRequired
            value={form.values.confirmPassword}
            onChange={(value) => form.setValue('confirmPassword', value)}
            isInvalid={!!form.errorOf('confirmPassword')}
            errorMessage={form.errorOf('confirmPassword')}
            isDisabled={submitting}
          />
          <TextField
            name="invitationCode"
            label={t('register.invitationCode')}
            description={t('register.invitationHint')}
            autoComplete="off"
            isRequired
            value={form.values.invitationCode}
            onChange={(value) => form.setValue('invitationCode', value)}
            isInvalid={!!form.errorOf('invitationCode')}
            errorMessage={form.errorOf('invitationCode')}
            isDisabled={submitting}
          />
          <Button type="submit" fullWidth isPending={submitting}>
            {t('register.submit')}
          </Button>
        </Form>
        {(loginHref || onLogin) && (
          <p className="text-center text-sm text-fg-muted">
            {t('register.haveAccount')}{' '}
            <Link href={loginHref} onPress={onLogin}>
              {t('register.login')}
            </Link>
          </p>
        )}
      </Card>
    </div>
  );
}
