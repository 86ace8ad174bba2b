import { PIN_LENGTH, validateVerificationCode } from '@invest/domain';
import type { Ref } from 'react';
import { Form } from 'react-aria-components';
import { cn } from '../../lib/cn';
import { useT } from '../../lib/i18n';
import { Button } from '../../primitives/Button';
import { Card } from '../../primitives/Card';
import { Checkbox } from '../../primitives/Checkbox';
import { Link } from '../../primitives/Link';
import { PasswordField } from '../../primitives/PasswordField';
import { PinInput } from '../../primitives/PinInput';
import { TextField } from '../../primitives/TextField';
import {
  authColumn,
  FormAlert,
  ScreenHeading,
  useAccountForm,
  type FieldCheck,
} from './accountForm';

/** spec 2 Login: what the credentials step submits. */
export interface LoginValues {
  username: string;
  password: string;
  /** Keep the session on this device. */
  remember: boolean;
}

/** The length of the additional-verification (MFA, TOTP) code. */
export const MFA_CODE_LENGTH = PIN_LENGTH;

export interface LoginViewProps {
  /**
   * spec 4 Auth status: `credentials` (idle, error) or `mfa` (mfa_required: the login answer
   * asked for the additional verification step).
   * @default 'credentials'
   */
  step?: 'credentials' | 'mfa';
  /** Called with valid credentials. */
  onSubmit?: (values: LoginValues) => void;
  /** Called with the 6-digit code of the verification step. */
  onVerifyMfa?: (code: string) => void;
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
   * The app's (translated) reason the last attempt failed. Shown in an alert under the title
   * 'Login failed' (credentials step) or 'Verification failed' (mfa step).
   */
  error?: string;
  /** Server errors by field: `username`, `password`, `code` (already translated). */
  fieldErrors?: Record<string, string>;
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

type StepProps = Omit<LoginViewProps, 'step' | 'className' | 'ref'>;

function CredentialsStep({
  onSubmit,
  forgotHref,
  onForgotPassword,
  registerHref,
  onRegister,
  defaultValues,
  error,
  fieldErrors,
  submitting = false,
}: StepProps) {
  const t = useT('auth');
  const form = useAccountForm<LoginValues>({
    initial: {
      username: defaultValues?.username ?? '',
      password: defaultValues?.password ?? '',
      remember: defaultValues?.remember ?? false,
    },
    // spec 8: 'Username required', 'Password required' (sign-in checks presence only; the length
    // rule of spec 5 is for new passwords)
    validate: (v) => ({
      username: v.username.trim() === '' ? t('login.usernameRequired') : undefined,
      password: v.password === '' ? t('login.passwordRequired') : undefined,
    }),
    fieldErrors,
    submitting,
    onValid: (v) => onSubmit?.({ ...v, username: v.username.trim() }),
  });

  return (
    <Card className="gap-5 p-6">
      <ScreenHeading title={t('login.title')} description={t('login.description')} />
      {error && <FormAlert title={t('login.failed')} message={error} />}
      <Form validationBehavior="aria" onSubmit={form.submit} className="flex flex-col gap-4">
        <TextField
          name="username"
          label={t('login.username')}
          autoComplete="username"
          isRequired
          value={form.values.username}
          onChange={(value) => form.setValue('username', value)}
          isInvalid={!!form.errorOf('username')}
          errorMessage={form.errorOf('username')}
          isDisabled={submitting}
        />
        <PasswordField
          name="password"
          label={t('login.password')}
          autoComplete="current-password"
          isRequired
          value={form.values.password}
          onChange={(value) => form.setValue('password', value)}
          isInvalid={!!form.errorOf('password')}
          errorMessage={form.errorOf('password')}
          isDisabled={submitting}
        />
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

function MfaStep({
  onVerifyMfa,
  onBackToLogin,
  error,
  fieldErrors,
  submitting = false,
}: StepProps) {
  const t = useT('auth');
  const form = useAccountForm<{ code: string }>({
    initial: { code: '' },
    validate: (v): Record<'code', FieldCheck> => {
      const result = validateVerificationCode(v.code, MFA_CODE_LENGTH);
      // "6 to 6 digits" reads badly: an exact length has its own message
      if (!result.ok && result.code === 'verification_code_invalid') {
        return { code: t('mfa.codeLength', { length: MFA_CODE_LENGTH }) };
      }
      return { code: result };
    },
    fieldErrors,
    submitting,
    onValid: (v) => onVerifyMfa?.(v.code),
  });

  return (
    <Card className="gap-5 p-6">
      {/* spec 2/8: 'Additional verification required' */}
      <ScreenHeading
        title={t('mfa.title')}
        description={t('mfa.description', { length: MFA_CODE_LENGTH })}
      />
      {error && <FormAlert title={t('mfa.failed')} message={error} />}
      <Form validationBehavior="aria" onSubmit={form.submit} className="flex flex-col gap-4">
        {/* PinInput draws PIN_LENGTH (6) boxes: the code's length */}
        <PinInput
          name="code"
          label={t('mfa.code')}
          isRequired
          value={form.values.code}
          onChange={(value) => form.setValue('code', value)}
          isInvalid={!!form.errorOf('code')}
          errorMessage={form.errorOf('code')}
          isDisabled={submitting}
          // eslint-disable-next-line jsx-a11y/no-autofocus -- the step's only field, just revealed
          autoFocus
        />
        <Button type="submit" fullWidth isPending={submitting}>
          {t('mfa.submit')}
        </Button>
        {onBackToLogin && (
          <Button variant="ghost" fullWidth onPress={onBackToLogin} isDisabled={submitting}>
            {t('mfa.back')}
          </Button>
        )}
      </Form>
    </Card>
  );
}
