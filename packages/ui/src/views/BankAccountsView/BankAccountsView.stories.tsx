import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { AllThemes as Themes } from '../../storybook/AllThemes';
import { allThemesParameters, announcerSettled } from '../money/fixtures';
import { BankAccountsView } from './BankAccountsView';

const countries = [
  { code: 'US', name: 'United States' },
  { code: 'PL', name: 'Poland' },
];
const accounts = [
  {
    id: 'a1',
    bank_name: 'Chase',
    bank_acc: '000123456789',
    bank_holder: 'Alice Chen',
    country: 'US',
    is_default: true,
  },
  {
    id: 'a2',
    bank_name: 'PKO Bank Polski',
    bank_acc: 'PL61109010140000071219812874',
    bank_holder: 'Alice Chen',
    country: 'PL',
    is_default: false,
  },
];

const meta = {
  title: 'Views/BankAccountsView',
  component: BankAccountsView,
  args: {
    accounts,
    countries,
    onSave: fn(),
    onDelete: fn(),
    onRetry: fn(),
    onSignIn: fn(),
    onTerms: fn(),
  },
} satisfies Meta<typeof BankAccountsView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The list masks numbers; the default per country is marked. */
export const List: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('•••• 6789')).toBeVisible();
    await expect(canvas.getByText('•••• 2874')).toBeVisible();
    await expect(canvas.queryByText('000123456789')).toBeNull();
    const items = canvas.getAllByRole('listitem');
    await expect(items[0]).toHaveTextContent('Default');
    await expect(items[1]).not.toHaveTextContent('Default');
  },
};

/** Add: the form checks required fields, then saves the account (spaces removed). */
export const Add: Story = {
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add bank account' }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Add bank account' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(
      within(dialog).getByRole('textbox', { name: /Bank name/ }),
    ).toHaveAccessibleDescription('Bank name is required');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Bank name/ }), 'Citi');
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Account number/ }),
      '1234 5678 9012',
    );
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Account holder/ }),
      'Alice Chen',
    );
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Default account/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith({
        bank_name: 'Citi',
        bank_acc: '123456789012',
        bank_holder: 'Alice Chen',
        country: 'US',
        is_default: true,
      }),
    );
  },
};

/** Edit keeps the id; make default in one press. */
export const EditAndMakeDefault: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Make default' }));
    await expect(args.onSave).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'a2', is_default: true }),
    );
    const group = canvas.getByRole('group', { name: 'Actions for Chase •••• 6789' });
    await userEvent.click(within(group).getByRole('button', { name: 'Edit' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Edit bank account' });
    await expect(within(dialog).getByRole('textbox', { name: /Bank name/ })).toHaveValue('Chase');
  },
};

/** Delete asks first. */
export const Delete: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const group = canvas.getByRole('group', { name: 'Actions for Chase •••• 6789' });
    await userEvent.click(within(group).getByRole('button', { name: 'Delete' }));
    const dialog = await within(document.body).findByRole('alertdialog', {
      name: 'Delete this bank account?',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(args.onDelete).toHaveBeenCalledWith('a1'));
    await waitFor(() => expect(announcerSettled()).toBe(true), { timeout: 8000 });
  },
};

/** spec 8: 'Failed to save account' with the server's field error. */
export const SaveFailed: Story = {
  args: {
    saveError: 'The account number is not valid.',
    saveFieldErrors: [{ path: 'bank_acc', code: 'INVALID_ACCOUNT', message: 'Check the number' }],
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add bank account' }));
    const dialog = await within(document.body).findByRole('dialog');
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('Failed to save account');
    await expect(
      within(dialog).getByRole('textbox', { name: /Account number/ }),
    ).toHaveAccessibleDescription('Check the number');
  },
};

export const Empty: Story = {
  args: { accounts: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No bank accounts yet')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add bank account' })).toBeVisible();
  },
};

/** spec 2: /banking is public; a guest sees what it is and a sign-in prompt. */
export const Guest: Story = {
  args: { isGuest: true, accounts: [] },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByText(/Sign in to manage yours/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Add bank account' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(args.onSignIn).toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading content');
  },
};

/** spec 8: 'Failed to load accounts'. */
export const LoadError: Story = {
  args: { status: 'error' },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByText('Failed to load accounts')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const AllThemes: Story = {
  parameters: allThemesParameters,
  render: (args) => <Themes>{() => <BankAccountsView {...args} />}</Themes>,
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 1, name: 'Bank accounts' })).toHaveLength(
      8,
    );
  },
};
