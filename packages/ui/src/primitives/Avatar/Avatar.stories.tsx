import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { AllThemes as Themes, Row } from '../../storybook/AllThemes';
import { Avatar } from './Avatar';

// a tiny portrait placeholder, inline so the stories need no network
const photo = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" fill="#2f6f9f"/><circle cx="20" cy="16" r="7" fill="#f2d0b5"/><path d="M6 40a14 12 0 0 1 28 0z" fill="#f2d0b5"/></svg>',
)}`;
const broken = 'data:image/png;base64,AAAA';

const meta = {
  title: 'Primitives/Avatar',
  component: Avatar,
  args: { name: 'Ada Lovelace' },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithImage: Story = {
  args: { src: photo },
  play: async ({ canvas }) => {
    const img = canvas.getByRole('img', { name: 'Ada Lovelace' });
    await expect(img.tagName).toBe('IMG');
    await expect(canvas.queryByText('AL')).toBeNull();
  },
};

export const Initials: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Ada Lovelace' })).toHaveTextContent('AL');
  },
};

export const ImageFails: Story = {
  args: { src: broken, name: 'grace brewster hopper' },
  play: async ({ canvas }) => {
    // the broken image is replaced by the initials of the first and last names
    const fallback = await canvas.findByText('GH');
    await expect(fallback.closest('[role="img"]')).toHaveAccessibleName('grace brewster hopper');
    await expect(canvas.getByRole('img').tagName).toBe('SPAN');
  },
};

export const Guest: Story = {
  args: { name: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Guest' })).toHaveTextContent('G');
  },
};

export const Sizes: Story = {
  render: (args) => (
    <Row>
      <Avatar {...args} size="sm" name="Small Size" />
      <Avatar {...args} size="md" name="Medium Size" />
      <Avatar {...args} size="lg" name="Large Size" />
    </Row>
  ),
  play: async ({ canvas }) => {
    const box = (name: string) =>
      canvas.getByRole('img', { name }).parentElement!.getBoundingClientRect();
    await expect(box('Small Size').width).toBeLessThan(box('Medium Size').width);
    await expect(box('Medium Size').width).toBeLessThan(box('Large Size').width);
  },
};

export const AsButton: Story = {
  args: { src: photo, onPress: fn() },
  play: async ({ args, canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Ada Lovelace' });
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledTimes(1);
    await userEvent.tab({ shift: true });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledTimes(2);
  },
};

export const GuestButton: Story = {
  args: { name: '', onPress: fn() },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Guest' }));
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
};

export const AllThemes: Story = {
  render: (args) => (
    <Themes>
      <Row>
        <Avatar {...args} src={photo} />
        <Avatar {...args} name="Initials Only" />
        <Avatar {...args} name={undefined} />
        <Avatar {...args} name="Menu Person" onPress={fn()} />
      </Row>
    </Themes>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('img', { name: 'Initials Only' })).toHaveLength(8);
    await expect(canvas.getAllByRole('button', { name: 'Menu Person' })).toHaveLength(8);
  },
};
