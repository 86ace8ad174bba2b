import { MFA_CODE_LENGTH, validateLogin, validateMfa, type LoginForm } from '@invest/domain';
import { useMemo, type Ref } from 'react';
import { Form } from 'react-aria-components';
import { FormAlert, useForm, type FieldIssue } from '../../forms/Form';
import { cn } from '../../lib/cn';
import { useT } from '../../lib/i18n';
import { Button } from '../../primitives/Button';
import { Card } from '../../primitives/Card';
import { Checkbox } from '../../primitives/Checkbox';
import { Link } from '../../primitives/Link';
import { PasswordField } from '../../primitives/PasswordField';
import { TextField } from '../../primitives/TextField';
import { authColumn, ScreenHeading } from '../accountScreen';
import { MfaStep } from './MfaStep';

/** spec 2 Login: what the credentials step submits (POST /auth/app/v1/login). */
export interface LoginValues extends LoginForm {
  /** Keep the session on this device. */
  remember: boolean;
  /** An authenticator code, given while new devices are throttled (`lockedOut`). */
  code?: string;
}

/** The length of the additional-verification (MFA, TOTP) code. */
export { MFA_CODE_LENGTH };

export interface LoginViewProps {
  /**
   * spec 4 Auth status: `credentials` (idle, error) or `mfa` (mfa_required: the login answer
   * asked for the additional verification step).
   * @default 'credentials'
   */
  step?: 'credentials' | 'mfa';
  /** Called with valid credentials. */
  onSubmit?: (values: LoginValues) => void;
  /** Called with the 6-digit code of the verification step, or a backup code. */
  onVerifyMfa?: (code: string) => void;
  /**
   * The verification step offers "Use a passkey" and calls this (the page runs the
   * browser's WebAuthn ceremony). Without it, no passkey button.
   */
  onUsePasskey?: () => void;
  /** Leaves the verification step for the credentials (a new login). */
  onBackToLogin?: () => void;
  /** The forgot-password screen's address; or give `onForgotPassword`. */
  forgotHref?: string;
  onForgotPassword?: () => void;
  /** The registration screen's address; or give `onRegister`. Without both, no link. */
  registerHref?: string;
  onRegister?: () => void;
  /** Values to start with (a remembered username). */
  defaultValues?: Partial<LoginValues>;
  /**
   * The username of an account just registered (its mobile number): the credentials step says
   * the account was created and how to log in to it. Give it in `defaultValues` too to fill it in.
   */
  registeredAs?: string;
  /**
   * The last attempt was refused because failed logins elsewhere throttle this account's new
   * devices: the credentials step offers an optional authenticator code, with which a client
   * with two-step verification signs in at once. @default false
   */
  lockedOut?: boolean;
  /**
   * The app's (translated) reason the last attempt failed. Shown in an alert under the title
   * 'Login failed' (credentials step) or 'Verification failed' (mfa step).
   */
  error?: string;
  /** The server's field errors (`username`, `password`, `code`), translated here with their params. */
  fieldErrors?: readonly FieldIssue[];
  /** A request is running: fields are disabled and the button shows that it is busy. @default false */
  submitting?: boolean;
  className?: string;
  ref?: Ref<HTMLDivElement>;
}

/** spec 2/4/8 Login: username, password, remember me, links; then the additional verification step. */
export function LoginView({ step = 'credentials', className, ref, ...props }: LoginViewProps) {
  return (
    <div ref={ref} data-slot="login-view" className={cn(authColumn, className)}>
      {/* a new step is a new form: nothing typed in one leaks into the other */}
      {step === 'mfa' ? (
        <MfaStep key="mfa" {...props} />
      ) : (
        <CredentialsStep key="login" {...props} />
      )}
    </div>
  );
}

export type StepProps = Omit<LoginViewProps, 'step' | 'className' | 'ref'>;

function CredentialsStep({
  onSubmit,
  forgotHref,
  onForgotPassword,
  registerHref,
  onRegister,
  defaultValues,
  registeredAs,
  lockedOut = false,
  error,
  fieldErrors,
  submitting = false,
}: StepProps) {
  const t = useT('auth');
  // spec 8 words the sign-in's 'Password required' its own way; "6 to 6 digits" reads badly
  const messages = useMemo(
    () => ({
      password_required: t('login.passwordRequired'),
      verification_code_invalid: t('mfa.codeLength', { length: MFA_CODE_LENGTH }),
    }),
    [t],
  );
  const form = useForm({
    initial: {
      username: defaultValues?.username ?? '',
      password: defaultValues?.password ?? '',
      remember: defaultValues?.remember ?? false,
      code: '',
    },
    // spec 8: 'Username required', 'Password required' (presence only); the optional code of
    // a locked-out client follows the MFA form's rule when given
    validate: (v: { username: string; password: string; remember: boolean; code: string }) => {
      const credentials = validateLogin(v);
      const code = lockedOut && v.code.trim() !== '' ? validateMfa({ code: v.code }) : undefined;
      if (code === undefined || code.ok) {
        return credentials.ok
          ? {
              ok: true as const,
              value: { ...credentials.value, remember: v.remember, code: code?.value.code },
            }
          : credentials;
      }
      return {
        ok: false as const,
        issues: [...(credentials.ok ? [] : credentials.issues), ...code.issues],
      };
    },
    serverErrors: fieldErrors,
    messages,
    submitting,
    onValid: ({ code, ...v }) =>
      onSubmit?.({ ...v, remember: v.remember ?? false, ...(code ? { code } : {}) }),
  });

  return (
    <Card className="gap-5 p-6">
      <ScreenHeading title={t('login.title')} description={t('login.description')} />
      {registeredAs !== undefined && !error && (
        <p
          role="status"
          className="rounded-md border border-positive bg-surface-sunken px-3 py-2 text-sm text-fg"
        >
          {t('login.accountCreated', { username: registeredAs })}
        </p>
      )}
      {(error || form.unplaced.length > 0) && (
        <FormAlert title={t('login.failed')} message={error} details={form.unplaced} />
      )}
      <Form validationBehavior="aria" onSubmit={form.submit} className="flex flex-col gap-4">
        <TextField
          {...form.field('username')}
          // a client registers with a mobile number and may not know a username
          label={t('login.mobileOrUsername')}
          autoComplete="username"
          isRequired
        />
        <PasswordField
          {...form.field('password')}
          label={t('login.password')}
          autoComplete="current-password"
          isRequired
        />
        {lockedOut && (
          <TextField
            {...form.field('code')}
            label={t('login.unlockCode')}
            description={t('login.unlockHint')}
            autoComplete="one-time-code"
            inputMode="numeric"
          />
        )}
        <div className="flex flex-wrap items-center justify-between gap-2">
          <Checkbox
            name="remember"
            isSelected={form.values.remember}
            onChange={(value) => form.setValue('remember', value)}
            isDisabled={submitting}
          >
            {t('login.remember')}
          </Checkbox>
          {(forgotHref || onForgotPassword) && (
            <Link
              href={forgotHref}
              onPress={onForgotPassword}
              variant="standalone"
              className="text-sm"
            >
              {t('login.forgot')}
            </Link>
          )}
        </div>
        <Button type="submit" fullWidth isPending={submitting}>
          {t('login.submit')}
        </Button>
      </Form>
      {(registerHref || onRegister) && (
        <p className="text-center text-sm text-fg-muted">
          {t('login.noAccount')}{' '}
          <Link href={registerHref} onPress={onRegister}>
            {t('login.register')}
          </Link>
        </p>
      )}
    </Card>
  );
}
