import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { AllThemes as Themes } from '../../storybook/AllThemes';
import { NomineeEditor } from './NomineeEditor';

const two = [
  {
    id: 'n1',
    name: 'Wei Chen',
    phone: '4155550101',
    relation: 'Spouse',
    share: '50',
    dob: '1986-04-12',
  },
  {
    id: 'n2',
    name: 'Lin Chen',
    phone: '4155550102',
    relation: 'Daughter',
    share: '50',
    dob: '2012-09-30',
  },
];

const meta = {
  title: 'Patterns/NomineeEditor',
  component: NomineeEditor,
  args: { nominees: two, onSave: fn(), today: '2026-11-24' },
} satisfies Meta<typeof NomineeEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two nominees at 50/50: the total is complete and the list saves. */
export const TwoAtFiftyFifty: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByText('Shares total 100%')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Save nominees' }));
    await expect(args.onSave).toHaveBeenCalledWith([
      expect.objectContaining({ name: 'Wei Chen', share: '50' }),
      expect.objectContaining({ name: 'Lin Chen', share: '50' }),
    ]);
  },
};

/** Live feedback while typing: what is left to assign, then what is over 100 %. */
export const LiveShareFeedback: Story = {
  play: async ({ canvasElement, canvas, userEvent }) => {
    const shares = canvas.getAllByRole('textbox', { name: /Share/ });
    const total = canvasElement.querySelector('[data-slot="nominee-total"]')!;
    await userEvent.clear(shares[1]!);
    await userEvent.type(shares[1]!, '30');
    await expect(total).toHaveTextContent('Total: 80% · 20% left to assign');
    await userEvent.clear(shares[1]!);
    await userEvent.type(shares[1]!, '70');
    await expect(total).toHaveTextContent('Total: 120% · 20% over 100%');
    await expect(total).toHaveAttribute('data-tone', 'negative');
  },
};

/** spec 5: with several nominees the shares must total 100 %; saving is refused. */
export const MustTotalHundred: Story = {
  args: { nominees: [two[0]!, { ...two[1]!, share: '30' }] },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save nominees' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Nominee shares must total 100% (now 80.00%)',
    );
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** spec 5: required fields and the share's range, on the nominee's own fields. */
export const FieldErrors: Story = {
  args: { nominees: [{ name: '', phone: '', relation: '', share: '0' }] },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save nominees' }));
    await expect(canvas.getByRole('textbox', { name: /^Name/ })).toHaveAccessibleDescription(
      'Nominee name is required',
    );
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** 'Distribute equally' across three: exact hundredths that sum to 100 %. */
export const DistributeEquallyAcrossThree: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add nominee' }));
    const names = canvas.getAllByRole('textbox', { name: /^Name/ });
    await userEvent.type(names[2]!, 'Mei Chen');
    await userEvent.type(canvas.getAllByRole('textbox', { name: /^Relationship/ })[2]!, 'Son');
    await userEvent.type(canvas.getAllByRole('textbox', { name: /^Phone/ })[2]!, '4155550103');
    await userEvent.click(canvas.getByRole('button', { name: 'Distribute equally' }));
    const shares = canvas.getAllByRole('textbox', { name: /Share/ });
    await expect(shares.map((s) => (s as HTMLInputElement).value)).toEqual([
      '33.34',
      '33.33',
      '33.33',
    ]);
    await expect(canvas.getByText('Shares total 100%')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Save nominees' }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalled());
  },
};

/** Remove a nominee: the other's share is what is left. */
export const Remove: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Lin Chen' }));
    await expect(canvas.queryByDisplayValue('Lin Chen')).toBeNull();
    await expect(canvas.getByText('Shares total 50%')).toBeVisible();
  },
};

/** spec 8: 'Failed to add nominee'. */
export const SaveFailed: Story = {
  args: { error: 'The service is busy.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to add nominee');
  },
};

export const Saving: Story = {
  args: { saving: true },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('textbox', { name: /^Name/ })[0]).toBeDisabled();
  },
};

export const AllThemes: Story = {
  render: (args) => <Themes>{() => <NomineeEditor {...args} />}</Themes>,
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('Shares total 100%')).toHaveLength(8);
  },
};
