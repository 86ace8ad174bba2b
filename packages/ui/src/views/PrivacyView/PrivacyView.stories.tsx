import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PrivacyView } from './PrivacyView';

const meta = {
  title: 'Views/PrivacyView',
  component: PrivacyView,
  args: {},
} satisfies Meta<typeof PrivacyView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The policy with its headings in order: one h1, then an h2 per section. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
    const sections = canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    await expect(sections).toEqual([
      'Data we collect',
      'How we use your data',
      'Who we share it with',
      'How long we keep it',
      'How we protect it',
      'Your rights',
    ]);
    await expect(canvas.getByText(/We never sell your personal data\./)).toBeVisible();
  },
};

/** In Hindi: every heading translated. */
export const Hindi: Story = {
  globals: { locale: 'hi-IN' },
  play: async ({ canvas }) => {
    const headings = canvas.getAllByRole('heading');
    await expect(headings).toHaveLength(7);
    for (const h of headings) await expect(h.textContent).toMatch(/[\u0900-\u097F]/);
  },
};
