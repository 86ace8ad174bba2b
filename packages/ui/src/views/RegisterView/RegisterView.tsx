import {
  DEFAULT_COUNTRY_CODES,
  MIN_PASSWORD_LENGTH,
  validateRegister,
  type RegisterForm,
} from '@invest/domain';
import type { Ref } from 'react';
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
import { authColumn, ScreenHeading } from '../accountScreen';

/**
 * spec 2 Registration: what the form submits, the body of POST /auth/app/v1/register
 * (`country_code` is the dialling code's digits, '91'; `mobile` the national number).
 */
export type RegisterValues = RegisterForm;

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
  /**
   * The server's field errors (`country_code`, `mobile`, `password`, `confirm_password`,
   * `invitation_code`), translated here with their params.
   */
  fieldErrors?: readonly FieldIssue[];
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
  const form = useForm({
    initial: {
      country_code: defaultCountryCode,
      mobile: '',
      password: '',
      confirm_password: '',
      invitation_code: defaultInvitationCode,
    },
    // spec 5: mobile required and valid, password at least 6, confirm matches, invitation code
    validate: (v) => validateRegister(v, { knownCountryCodes: countries.map((c) => c.code) }),
    serverErrors: fieldErrors,
    submitting,
    onValid: (body) => onSubmit?.(body),
  });

  return (
    <div ref={ref} data-slot="register-view" className={cn(authColumn, className)}>
      <Card className="gap-5 p-6">
        <ScreenHeading title={t('register.title')} description={t('register.description')} />
        {/* spec 8: 'Registration failed. Please try again.' */}
        {(error || form.unplaced.length > 0) && (
          <FormAlert title={t('register.failed')} message={error} details={form.unplaced} />
        )}
        <Form validationBehavior="aria" onSubmit={form.submit} className="flex flex-col gap-4">
          <PhoneField
            {...form.phoneField()}
            label={t('register.mobile')}
            countries={countries}
            isRequired
          />
          <PasswordField
            {...form.field('password')}
            label={t('register.password')}
            description={t('register.passwordHint', { min: MIN_PASSWORD_LENGTH })}
            autoComplete="new-password"
            isRequired
          />
          <PasswordField
            {...form.field('confirm_password')}
            label={t('register.confirmPassword')}
            autoComplete="new-password"
            isRequired
          />
          <TextField
            {...form.field('invitation_code')}
            label={t('register.invitationCode')}
            description={t('register.invitationHint')}
            autoComplete="off"
            isRequired
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
