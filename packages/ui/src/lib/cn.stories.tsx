import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../primitives/Button';
import { Row } from '../storybook/AllThemes';

/**
 * Every component passes its `className` through `cn` (clsx and a class merger that knows the
 * token utilities, docs/decisions/0014), after its own classes: a partner's class wins over the
 * component's class of the same property, and classes of other properties stay.
 */
const meta = {
  title: 'Foundations/Class merging',
  component: Button,
  args: { children: 'Place order' },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PartnerClassNameOverrides: Story = {
  render: (args) => (
    <Row>
      <Button {...args}>Default</Button>
      <Button {...args} className="h-12 rounded-full bg-positive px-8 text-positive-fg">
        Partner style
      </Button>
    </Row>
  ),
  play: async ({ canvas }) => {
    const standard = canvas.getByRole('button', { name: 'Default' });
    const partner = canvas.getByRole('button', { name: 'Partner style' });
    // the component's own classes where the partner says nothing
    await expect(standard).toHaveClass('rounded-md', 'h-10', 'px-4', 'bg-primary');
    // the partner's classes replace the component's of the same property
    await expect(partner).toHaveClass('rounded-full', 'h-12', 'px-8', 'bg-positive');
    await expect(partner).not.toHaveClass('rounded-md');
    await expect(partner).not.toHaveClass('h-10');
    await expect(partner).not.toHaveClass('px-4');
    await expect(partner).not.toHaveClass('bg-primary');
    await expect(partner.getBoundingClientRect().height).toBe(48);
    await expect(standard.getBoundingClientRect().height).toBe(40);
    // a class of another property (the text size) stays
    await expect(partner).toHaveClass('text-sm');
  },
};
