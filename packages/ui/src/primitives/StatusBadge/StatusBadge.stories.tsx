import { commonStatuses, kycStatuses, orderStatuses } from '@invest/domain';
import { resources } from '@invest/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AllThemes as Themes, Row } from '../../storybook/AllThemes';
import { StatusBadge, type StatusBadgeStatus } from './StatusBadge';

const kinds = { common: commonStatuses, order: orderStatuses, kyc: kycStatuses } as const;
const kindNames = Object.keys(kinds) as StatusBadgeStatus['kind'][];
const labels = resources['en-US'].status as Record<string, Record<string, string>>;

/** Every status of every kind, each kind in a labelled group. */
const EveryStatus = (props: { size?: 'sm' | 'md' }) => (
  <div className="flex flex-col gap-3">
    {kindNames.map((kind) => (
      <div key={kind} role="group" aria-label={`${kind} statuses`}>
        <Row>
          {kinds[kind].map((status) => (
            <StatusBadge key={status} {...props} {...({ kind, status } as StatusBadgeStatus)} />
          ))}
        </Row>
      </div>
    ))}
  </div>
);

const meta = {
  title: 'Primitives/StatusBadge',
  component: StatusBadge,
  args: { kind: 'order', status: 'holding' },
  argTypes: {
    kind: { control: 'inline-radio', options: kindNames },
    status: {
      control: 'select',
      options: [...new Set([...commonStatuses, ...orderStatuses, ...kycStatuses])],
    },
    size: { control: 'inline-radio', options: ['sm', 'md'] },
  },
} satisfies Meta<typeof StatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OrderHolding: Story = {
  play: async ({ canvas }) => {
    const badge = canvas.getByText('Holding');
    await expect(badge).toHaveAttribute('data-tone', 'primary');
    await expect(badge.querySelector('[data-slot="icon"] svg')).not.toBeNull();
  },
};

export const KycPending: Story = {
  args: { kind: 'kyc', status: 'pending' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Under review')).toHaveAttribute('data-icon', 'clock');
  },
};

export const OrderPayment: Story = {
  args: { kind: 'order', status: 'payment', size: 'sm' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Payment due')).toHaveAttribute('data-tone', 'warning');
  },
};

export const AllStatuses: Story = {
  render: () => <EveryStatus />,
  play: async ({ canvas }) => {
    for (const kind of kindNames) {
      const group = within(canvas.getByRole('group', { name: `${kind} statuses` }));
      const icons = new Set<string | null>();
      for (const status of kinds[kind]) {
        const badge = group.getByText(labels[kind]![status]!);
        await expect(badge).toHaveAttribute('data-status', status);
        icons.add(badge.getAttribute('data-icon'));
      }
      // never colour alone: within a kind, every status has a shape of its own
      await expect(icons.size).toBe(kinds[kind].length);
    }
  },
};

export const AllThemes: Story = {
  render: () => <Themes>{() => <EveryStatus size="sm" />}</Themes>,
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('Under review')).toHaveLength(8);
    await expect(canvas.getAllByText('Payment due')).toHaveLength(8);
  },
};
