import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { AllThemes as Themes, Row } from '../../storybook/AllThemes';
import { Skeleton } from './Skeleton';

const shapesOf = (root: HTMLElement) =>
  root.querySelectorAll('[data-slot="skeleton"] > [aria-hidden="true"]');

const meta = {
  title: 'Primitives/Skeleton',
  component: Skeleton,
  args: {},
  argTypes: {
    shape: { control: 'inline-radio', options: ['text', 'rect', 'circle'] },
    lines: { control: { type: 'number', min: 1, max: 10 } },
  },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Text: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading content');
    const lines = shapesOf(canvasElement);
    await expect(lines).toHaveLength(3);
    // the last line is shorter, like the end of a paragraph
    await expect(lines[2]!.getBoundingClientRect().width).toBeLessThan(
      lines[0]!.getBoundingClientRect().width,
    );
  },
};

export const FiveLines: Story = {
  args: { lines: 5 },
  play: async ({ canvas, canvasElement }) => {
    await expect(shapesOf(canvasElement)).toHaveLength(5);
    // one status message, however many shapes
    await expect(canvas.getAllByRole('status')).toHaveLength(1);
  },
};

export const Rect: Story = {
  args: { shape: 'rect', width: 240, height: 120 },
  play: async ({ canvasElement }) => {
    const [rect] = shapesOf(canvasElement);
    await expect(rect!.getBoundingClientRect()).toMatchObject({ width: 240, height: 120 });
  },
};

export const Circle: Story = {
  args: { shape: 'circle', width: 56 },
  play: async ({ canvas, canvasElement }) => {
    const [circle] = shapesOf(canvasElement);
    await expect(circle!.getBoundingClientRect()).toMatchObject({ width: 56, height: 56 });
    await expect(circle).toHaveAttribute('aria-hidden', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading content');
  },
};

export const AllThemes: Story = {
  render: (args) => (
    <Themes>
      <Row>
        <Skeleton {...args} shape="circle" />
        <div className="flex-1">
          <Skeleton {...args} shape="text" lines={2} />
        </div>
      </Row>
      <Skeleton {...args} shape="rect" height={64} />
    </Themes>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('status')).toHaveLength(24);
  },
};
