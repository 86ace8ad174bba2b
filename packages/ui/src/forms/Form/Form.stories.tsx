import { validateRegister, type RegisterForm } from '@invest/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Form } from 'react-aria-components';
import { expect, fn, waitFor } from 'storybook/test';
import { Button } from '../../primitives/Button';
import { PasswordField } from '../../primitives/PasswordField';
import { PhoneField } from '../../primitives/PhoneField';
import { TextField } from '../../primitives/TextField';
import { FormAlert } from './FormAlert';
import type { FieldIssue } from './issueMessage';
import { useForm } from './useForm';

const countries = [
  { code: '1', name: 'United States' },
  { code: '48', name: 'Poland' },
];

interface DemoFormProps {
  /** The server's field errors, as the failure envelope carries them. */
  serverErrors?: readonly FieldIssue[];
  /** The app's text of the failure. */
  error?: string;
  submitting?: boolean;
  onValid: (body: RegisterForm) => void;
}

/** A registration form built on the form layer: domain's `validateRegister` drives it. */
function DemoForm({ serverErrors, error, submitting = false, onValid }: DemoFormProps) {
  const form = useForm({
    initial: {
      country_code: '48',
      mobile: '',
      password: '',
      confirm_password: '',
      invitation_code: '',
    },
    validate: (values) => validateRegister(values, { knownCountryCodes: ['1', '48'] }),
    serverErrors,
    submitting,
    onValid,
  });
  return (
    <Form
      validationBehavior="aria"
      onSubmit={form.submit}
      className="flex max-w-md flex-col gap-4 text-fg"
    >
      {(error || form.unplaced.length > 0) && (
        <FormAlert title="Registration failed" message={error} details={form.unplaced} />
      )}
      <PhoneField {...form.phoneField()} label="Mobile number" countries={countries} isRequired />
      <PasswordField
        {...form.field('password')}
        label="Password"
        description="At least 6 characters"
        isRequired
      />
      <PasswordField {...form.field('confirm_password')} label="Confirm password" isRequired />
      <TextField {...form.field('invitation_code')} label="Invitation code" isRequired />
      <Button type="submit" isPending={submitting}>
        Register
      </Button>
    </Form>
  );
}

const meta = {
  title: 'Forms/Form layer',
  component: DemoForm,
  args: { onValid: fn() },
} satisfies Meta<typeof DemoForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing is said before the first submit: labels and helper text only. */
export const Pristine: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: /Mobile number/ })).not.toHaveAttribute(
      'aria-invalid',
    );
    await expect(canvas.getByLabelText(/^Password/)).toHaveAccessibleDescription(
      'At least 6 characters',
    );
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/**
 * A submit runs the domain validator: every problem shows at once, translated with its params
 * (`password_too_short` with `{ min: 6 }`), focus goes to the first invalid field, and the
 * messages follow every change after that.
 */
export const ClientErrors: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const password = canvas.getByLabelText(/^Password/);
    await userEvent.type(password, 'abc');
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
    const mobile = canvas.getByRole('textbox', { name: /Mobile number/ });
    await waitFor(() => expect(mobile).toHaveFocus());
    await expect(mobile).toHaveAccessibleDescription('Mobile number is required');
    await expect(password).toHaveAccessibleDescription(
      expect.stringContaining('Password must be at least 6 characters'),
    );
    await expect(canvas.getByLabelText(/^Confirm password/)).toHaveAccessibleDescription(
      'Confirm your password',
    );
    await expect(
      canvas.getByRole('textbox', { name: /Invitation code/ }),
    ).toHaveAccessibleDescription('Invitation code is required');
    await userEvent.type(password, 'def');
    await expect(password).toHaveAccessibleDescription('At least 6 characters');
    await expect(args.onValid).not.toHaveBeenCalled();
  },
};

/** A valid form hands the validator's value (the request body, normalised) to `onValid`. */
export const ValidSubmit: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /Mobile number/ }), '601234567');
    await userEvent.type(canvas.getByLabelText(/^Password/), 'secret1');
    await userEvent.type(canvas.getByLabelText(/^Confirm password/), 'secret1');
    await userEvent.type(canvas.getByRole('textbox', { name: /Invitation code/ }), ' AB12-CD34 ');
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
    await expect(args.onValid).toHaveBeenCalledWith({
      country_code: '48',
      mobile: '601234567',
      password: 'secret1',
      confirm_password: 'secret1',
      invitation_code: 'AB12-CD34',
    });
  },
};

/**
 * The server's field errors arrive as `{ path, code, message, params }` and are translated with
 * their params; a country-code problem shows on the phone field; an error on a path no field
 * has goes to the alert; editing a field hides its server error.
 */
export const ServerErrorsWithParams: Story = {
  args: {
    serverErrors: [
      { path: 'country_code', code: 'phone_country_code_unknown', params: { code: '44' } },
      {
        path: 'password',
        code: 'password_too_short',
        message: 'Password is too short.',
        params: { min: 8 },
      },
      { path: 'username', code: 'USERNAME_TAKEN', message: 'This username is taken.' },
    ],
  },
  play: async ({ canvas, userEvent }) => {
    await expect(
      canvas.getByRole('textbox', { name: /Mobile number/ }),
    ).toHaveAccessibleDescription('Unknown country code: 44');
    const password = canvas.getByLabelText(/^Password/);
    await expect(password).toHaveAccessibleDescription(
      expect.stringContaining('Password must be at least 8 characters'),
    );
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Registration failed');
    await expect(alert).toHaveTextContent('This username is taken.');
    await userEvent.type(password, 'x');
    await expect(password).not.toHaveAttribute('aria-invalid');
  },
};

/**
 * A count in a message takes the plural form of its language: Polish says "co najmniej 2 znaki"
 * (few) and "co najmniej 5 znaków" (many); the form passes the number the params count.
 */
export const PluralParamsInPolish: Story = {
  globals: { locale: 'pl-PL' },
  args: {
    serverErrors: [
      { path: 'password', code: 'password_too_short', params: { min: 2 } },
      { path: 'invitation_code', code: 'field_too_long', params: { max: 5 } },
    ],
  },
  play: async ({ canvas }) => {
    // (the demo form's labels are its own, in English)
    await expect(canvas.getByLabelText(/^Password/)).toHaveAccessibleDescription(
      expect.stringContaining('Hasło musi mieć co najmniej 2 znaki'),
    );
    await expect(
      canvas.getByRole('textbox', { name: /Invitation code/ }),
    ).toHaveAccessibleDescription('Najwyżej 5 znaków');
  },
};

/** While the request runs the fields are disabled and a submit does nothing. */
export const Submitting: Story = {
  args: { submitting: true },
  play: async ({ args, canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: /Register/ });
    await expect(button).toHaveTextContent('Loading…');
    await expect(canvas.getByRole('textbox', { name: /Invitation code/ })).toBeDisabled();
    await userEvent.click(button);
    await expect(args.onValid).not.toHaveBeenCalled();
  },
};
