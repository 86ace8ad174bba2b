import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { AllThemes as Themes, Row } from '../../storybook/AllThemes';
import { Button } from '../Button/Button';
import { Menu, MenuItem, MenuSection, MenuSeparator } from './Menu';

const items = (
  <>
    <MenuSection title="Order">
      <MenuItem id="details">View details</MenuItem>
      <MenuItem id="modify">Modify order</MenuItem>
      <MenuItem id="export">Export PDF</MenuItem>
    </MenuSection>
    <MenuSeparator />
    <MenuItem id="cancel" variant="danger">
      Cancel order
    </MenuItem>
  </>
);

const meta = {
  title: 'Primitives/Menu',
  component: Menu,
  args: { children: items, onAction: fn(), onOpenChange: fn(), disabledKeys: ['export'] },
} satisfies Meta<typeof Menu>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'More actions' });
    await expect(trigger).toHaveAttribute('aria-haspopup', 'true');
    await userEvent.click(trigger);
    const menu = await body.findByRole('menu', { name: 'More actions' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(within(menu).getByRole('group', { name: 'Order' })).toBeVisible();
    await expect(within(menu).getByRole('separator')).toBeInTheDocument();
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Modify order' }));
    await expect(args.onAction).toHaveBeenCalledWith('modify', undefined);
    await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument());
  },
};

export const Keyboard: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.tab();
    const trigger = canvas.getByRole('button', { name: 'More actions' });
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await body.findByRole('menu');
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
    await waitFor(() => expect(body.getByRole('menuitem', { name: 'View details' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(body.getByRole('menuitem', { name: 'Modify order' })).toHaveFocus();
    // the disabled item is skipped
    await userEvent.keyboard('{ArrowDown}');
    await expect(body.getByRole('menuitem', { name: 'Cancel order' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAction).toHaveBeenCalledOnce();
    await expect(args.onAction).toHaveBeenCalledWith('cancel', undefined);
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const EscapeCloses: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'More actions' });
    await userEvent.click(trigger);
    await body.findByRole('menu');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
    await expect(args.onAction).not.toHaveBeenCalled();
  },
};

export const DisabledItem: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'More actions' }));
    const exportItem = await body.findByRole('menuitem', { name: 'Export PDF' });
    await expect(exportItem).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(exportItem);
    await expect(args.onAction).not.toHaveBeenCalled();
  },
};

export const DestructiveItem: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'More actions' }));
    const cancel = await body.findByRole('menuitem', { name: 'Cancel order' });
    await expect(cancel).toHaveAttribute('data-variant', 'danger');
    await expect(body.getByRole('menuitem', { name: 'Modify order' })).toHaveAttribute(
      'data-variant',
      'default',
    );
  },
};

export const CustomLabel: Story = {
  args: { label: 'Actions for order 1042' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Actions for order 1042' }));
    await expect(await body.findByRole('menu', { name: 'Actions for order 1042' })).toBeVisible();
  },
};

export const TextTrigger: Story = {
  args: { trigger: <Button variant="secondary">Order actions</Button> },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Order actions' }));
    await userEvent.click(await body.findByRole('menuitem', { name: 'View details' }));
    await expect(args.onAction).toHaveBeenCalledWith('details', undefined);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ args, canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'More actions' });
    await expect(trigger).toBeDisabled();
    await userEvent.click(trigger);
    await expect(body.queryByRole('menu')).not.toBeInTheDocument();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

export const AllThemes: Story = {
  render: (args) => (
    <Themes>
      <Row>
        <Menu {...args} />
        <Menu {...args} trigger={<Button variant="secondary">Order actions</Button>} />
        <Menu {...args} isDisabled />
      </Row>
    </Themes>
  ),
  play: async ({ canvas, userEvent }) => {
    const triggers = canvas.getAllByRole('button', { name: 'More actions' });
    await expect(triggers).toHaveLength(16);
    await expect(canvas.getAllByRole('button', { name: 'Order actions' })).toHaveLength(8);
    // the menu of the last theme's trigger opens
    await userEvent.click(triggers[14]!);
    await expect(await body.findByRole('menu')).toBeVisible();
    await userEvent.keyboard('{Escape}');
  },
};
