import { BOOT_CHECKS, FAILED_PING_MS } from '@invest/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import type { BootCheckStates } from '../../patterns/StartupOverlay';
import { TestConnectionView } from './TestConnectionView';

const allDone: BootCheckStates = Object.fromEntries(BOOT_CHECKS.map((c) => [c, 'done']));
const samples = [
  { url: 'https://api.invest.example/ping', ms: 188 },
  { url: 'https://stock.invest.example/ping', ms: 232 },
];
const rating = (el: HTMLElement) => el.querySelector('[data-slot="connection-rating"]')!;

const meta = {
  title: 'Views/TestConnectionView',
  component: TestConnectionView,
  args: { onRunCheck: fn() },
} satisfies Meta<typeof TestConnectionView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before a run: every check waiting; the button starts one. */
export const Idle: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Connection test' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'No check has run yet. Run the check to test your connection.',
    );
    await expect(canvas.getByRole('heading', { level: 2, name: 'Checks' })).toBeVisible();
    await expect(canvas.getAllByText('Waiting')).toHaveLength(7);
    await userEvent.click(canvas.getByRole('button', { name: 'Run check' }));
    await expect(args.onRunCheck).toHaveBeenCalledTimes(1);
  },
};

/** spec 2: while running the button is disabled and the progress names the running check. */
export const Running: Story = {
  args: {
    running: true,
    checks: { ping: 'done', config: 'done', auth: 'done', perms: 'done', company: 'running' },
    samples: samples.slice(0, 1),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Checking your connection…');
    await expect(canvas.getByRole('button', { name: 'Run check' })).toBeDisabled();
    const bar = canvas.getByRole('progressbar', { name: 'Checking: Company' });
    // 4 of 7 finished, from the domain's bootProgress
    await expect(bar).toHaveAttribute('aria-valuenow', '57');
  },
};

/** spec 9: 200 ms is a good connection: label and three bars, and the samples table. */
export const DoneGood: Story = {
  args: {
    checks: allDone,
    avgLatency: 210,
    samples,
    geo: { country: 'Poland', city: 'Warsaw', ip: '2001:db8::1' },
    device: { os: 'Android', type: 'mobile', model: 'Pixel 8', isIncognito: false },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('All checks passed.');
    const el = rating(canvasElement);
    await expect(el).toHaveAttribute('data-rating', 'good');
    await expect(el).toHaveTextContent('Good');
    await expect(el.querySelector('[data-bars]')).toHaveAttribute('data-bars', '3');
    await expect(canvas.getByText('Pixel 8')).toBeVisible();
    await expect(canvas.getByText('2001:db8::1')).toBeVisible();
    const table = canvas.getByRole('table', { name: 'Sampled addresses' });
    await expect(within(table).getAllByRole('row')).toHaveLength(3);
    await expect(table).toHaveTextContent('232 ms');
    await expect(canvas.getByRole('button', { name: 'Run check' })).toBeEnabled();
  },
};

/** spec 9: a failed ping counts as 9999 ms: offline, and the failure message. */
export const Offline: Story = {
  args: {
    checks: { ping: 'failed' },
    avgLatency: FAILED_PING_MS,
    samples: [{ url: 'https://api.invest.example/ping', ms: FAILED_PING_MS }],
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Some checks failed. Check your network and run the check again.',
    );
    await expect(rating(canvasElement)).toHaveAttribute('data-rating', 'offline');
    await expect(rating(canvasElement)).toHaveTextContent('Offline');
    await expect(canvas.getByText('No response')).toBeVisible();
    await expect(canvas.getByText('Failed')).toBeVisible();
  },
};
