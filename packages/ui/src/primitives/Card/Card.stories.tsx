import { themes } from '@invest/tokens';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { AllThemes as Themes } from '../../storybook/AllThemes';
import { Button } from '../Button';
import { Card } from './Card';

const refresh = fn();

const meta = {
  title: 'Primitives/Card',
  component: Card,
  args: {
    title: 'Portfolio value',
    description: 'Cash and investments, updated every minute',
    children: <p className="text-2xl font-semibold">$12,480.55</p>,
  },
  argTypes: { headingLevel: { control: 'inline-radio', options: [1, 2, 3, 4, 5, 6] } },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Titled: Story = {
  play: async ({ canvas }) => {
    const section = canvas.getByRole('region', { name: 'Portfolio value' });
    await expect(section.tagName).toBe('SECTION');
    await expect(section).toHaveAccessibleDescription('Cash and investments, updated every minute');
    await expect(canvas.getByRole('heading', { level: 3, name: 'Portfolio value' })).toBeVisible();
  },
};

export const HeadingLevel: Story = {
  args: { headingLevel: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Portfolio value' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { level: 3 })).toBeNull();
  },
};

export const WithActionsAndFooter: Story = {
  args: {
    actions: (
      <Button variant="secondary" size="sm" onPress={refresh}>
        Refresh
      </Button>
    ),
    footer: <p className="text-sm text-fg-muted">Invested $10,000.00</p>,
  },
  play: async ({ canvas, userEvent }) => {
    const section = canvas.getByRole('region', { name: 'Portfolio value' });
    await userEvent.click(canvas.getByRole('button', { name: 'Refresh' }));
    await expect(refresh).toHaveBeenCalled();
    await expect(section.querySelector('[data-slot="card-footer"]')).toHaveTextContent(
      'Invested $10,000.00',
    );
  },
};

export const Untitled: Story = {
  args: { title: undefined, description: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('region')).toBeNull();
    await expect(canvas.queryByRole('heading')).toBeNull();
    await expect(canvas.getByText('$12,480.55')).toBeVisible();
  },
};

export const AllThemes: Story = {
  render: (args) => {
    // landmarks must have unique names, so each panel's card names its theme (in theme order)
    let panel = 0;
    return (
      <Themes>
        {() => (
          <Card
            {...args}
            title={`Portfolio value (${themes[panel++ % themes.length]})`}
            actions={
              <Button variant="ghost" size="sm">
                Details
              </Button>
            }
            footer={<p className="text-sm text-fg-muted">Invested $10,000.00</p>}
          />
        )}
      </Themes>
    );
  },
  play: async ({ canvas }) => {
    for (const theme of themes) {
      const panel = within(canvas.getByTestId(`theme-${theme}`));
      await expect(
        panel.getByRole('region', { name: `Portfolio value (${theme})` }),
      ).toHaveAccessibleDescription('Cash and investments, updated every minute');
    }
  },
};
