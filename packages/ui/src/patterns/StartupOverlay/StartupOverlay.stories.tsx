import { BOOT_CHECKS, FAILED_PING_MS, type DeviceInfo, type GeoInfo } from '@invest/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import type { BootCheckStates } from './BootDiagnostics';
import { StartupOverlay, type StartupOverlayProps } from './StartupOverlay';

const allDone: BootCheckStates = Object.fromEntries(BOOT_CHECKS.map((c) => [c, 'done']));
const device: DeviceInfo = { os: 'iOS', type: 'mobile', model: 'iPhone', isIncognito: false };
const geo: GeoInfo = { country: 'United States', city: 'New York', ip: '203.0.113.24' };
const samples = [
  { url: 'https://api.invest.example/ping', ms: 84 },
  { url: 'https://stock.invest.example/ping', ms: 131 },
  { url: 'https://static.invest.example/ping', ms: 97 },
];
const checkLabels = [
  'Connection',
  'Settings',
  'Session',
  'Permissions',
  'Company',
  'Location',
  'Device',
];

const dialog = () => screen.findByRole('dialog', { name: 'Preparing your session' });
/** Opens the "Details" disclosure (checks, device, location, rating, samples). */
const detailsButton = (overlay: HTMLElement) =>
  overlay.querySelector<HTMLElement>('[data-slot="details"] button[aria-expanded]')!;
const openDetails = async (overlay: HTMLElement) => {
  await userEvent.click(detailsButton(overlay));
  await expect(detailsButton(overlay)).toHaveAttribute('aria-expanded', 'true');
};
const stateOf = (check: string) =>
  document.querySelector(`[data-check="${check}"]`)!.getAttribute('data-state');

const meta = {
  title: 'Patterns/StartupOverlay',
  component: StartupOverlay,
  args: { onRunCheck: fn(), onClose: fn() },
} satisfies Meta<typeof StartupOverlay>;

export default meta;
type Story = StoryObj<typeof meta>;

/** spec 2: while the checks run: the wait message, the running check, run-check disabled. */
export const Running: Story = {
  args: {
    running: true,
    checks: { ping: 'done', config: 'done', auth: 'running' },
    progress: 29,
    device,
    samples: samples.slice(0, 1),
  },
  play: async ({ args }) => {
    const overlay = await dialog();
    await openDetails(overlay);
    await expect(within(overlay).getByRole('status')).toHaveTextContent(
      'Please wait while we check your connection, settings and device.',
    );
    // spec 2: the checks in order, each with its state as text
    const items = within(overlay).getAllByRole('listitem');
    await expect(items.map((li) => li.firstChild?.textContent)).toEqual(checkLabels);
    await expect(items[2]).toHaveTextContent('Checking…');
    await expect(items[3]).toHaveTextContent('Waiting');
    await expect(stateOf('ping')).toBe('done');
    const bar = within(overlay).getByRole('progressbar', { name: 'Checking: Session' });
    await expect(bar).toHaveAttribute('aria-valuenow', '29');
    await expect(bar).toHaveTextContent('29%');
    await expect(within(overlay).getByText('Measuring…')).toBeVisible();
    const run = within(overlay).getByRole('button', { name: 'Run check' });
    await expect(run).toBeDisabled();
    // Never a trap: Continue and Escape work while the checks run
    await expect(within(overlay).getByRole('button', { name: 'Continue' })).toBeEnabled();
    await expect(args.onClose).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(args.onClose).toHaveBeenCalledTimes(1));
  },
};

/** Every check passed on a good line: "ready" for a beat, then it closes by itself. */
export const ClosesItselfWhenReady: Story = {
  args: {
    autoClose: true,
    readyBeatMs: 50,
    running: false,
    checks: allDone,
    geo,
    device,
    avgLatency: 104,
    samples,
  },
  play: async ({ args }) => {
    const overlay = await dialog();
    await expect(within(overlay).getByRole('status')).toHaveTextContent(
      'All checks passed. You are ready to go.',
    );
    await waitFor(() => expect(args.onClose).toHaveBeenCalledTimes(1));
  },
};

const phone = {
  parameters: {
    viewport: {
      options: {
        phone390: { name: 'Phone 390', styles: { width: '390px', height: '844px' } },
        desktop1280: { name: 'Desktop 1280', styles: { width: '1280px', height: '720px' } },
      },
    },
  },
};

/** Whether an element lies wholly inside the window (reachable without scrolling). */
const onScreen = (el: Element) => {
  const r = el.getBoundingClientRect();
  return (
    r.top >= 0 && r.left >= 0 && r.bottom <= window.innerHeight && r.right <= window.innerWidth
  );
};

/**
 * A failed check keeps it open (even with `autoClose`), what went wrong comes first,
 * and Run check and Continue are on screen without scrolling, here at 390x844.
 */
export const FailedCheckOnPhone: Story = {
  ...phone,
  globals: { viewport: { value: 'phone390' } },
  args: {
    autoClose: true,
    readyBeatMs: 10,
    running: false,
    checks: { ...allDone, geo: 'failed' },
    device,
    avgLatency: 96,
    samples,
  },
  play: async ({ args }) => {
    await expect(window.innerWidth).toBe(390);
    const overlay = await dialog();
    await expect(overlay).toHaveAttribute('data-phase', 'failed');
    const attention = overlay.querySelector('[data-slot="attention"]') as HTMLElement;
    await expect(attention).toHaveTextContent('Location: did not pass');
    await expect(attention).toHaveTextContent('Your location could not be looked up.');
    await expect(onScreen(attention)).toBe(true);
    const run = within(overlay).getByRole('button', { name: 'Run check' });
    const go = within(overlay).getByRole('button', { name: 'Continue' });
    await expect(onScreen(run)).toBe(true);
    await expect(onScreen(go)).toBe(true);
    // it does not close by itself
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(args.onClose).not.toHaveBeenCalled();
    // touch or mouse: Continue closes it
    await userEvent.click(go);
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** A poor connection keeps it open at 1280x720, with the rating and a hint on top. */
export const PoorConnectionOnDesktop: Story = {
  ...phone,
  globals: { viewport: { value: 'desktop1280' } },
  args: {
    autoClose: true,
    readyBeatMs: 10,
    running: false,
    checks: allDone,
    geo,
    device,
    avgLatency: 1204,
    samples,
  },
  play: async ({ args }) => {
    const overlay = await dialog();
    await expect(overlay).toHaveAttribute('data-phase', 'poor');
    await expect(within(overlay).getByRole('status')).toHaveTextContent(
      'All checks passed, but your connection is slow.',
    );
    const attention = overlay.querySelector('[data-slot="attention"]') as HTMLElement;
    await expect(attention.querySelector('[data-rating]')).toHaveAttribute('data-rating', 'poor');
    await expect(attention).toHaveTextContent('Pages and prices may load late on this connection.');
    await expect(onScreen(within(overlay).getByRole('button', { name: 'Run check' }))).toBe(true);
    await expect(onScreen(within(overlay).getByRole('button', { name: 'Continue' }))).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(args.onClose).not.toHaveBeenCalled();
    // keyboard: focus is kept in the dialog; Shift+Tab from it wraps to Continue, then Run check
    await userEvent.tab({ shift: true });
    await expect(within(overlay).getByRole('button', { name: 'Continue' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(within(overlay).getByRole('button', { name: 'Run check' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** All checks done: details, rating, samples; continue closes, run check runs again. */
export const Done: Story = {
  args: { running: false, checks: allDone, geo, device, avgLatency: 104, samples },
  play: async ({ args }) => {
    const overlay = await dialog();
    await openDetails(overlay);
    await expect(within(overlay).getByRole('status')).toHaveTextContent(
      'All checks passed. You are ready to go.',
    );
    const bar = within(overlay).getByRole('progressbar', { name: 'Checks finished' });
    await expect(bar).toHaveAttribute('aria-valuenow', '100');
    const rating = overlay.querySelector('[data-slot="connection-rating"]')!;
    await expect(rating).toHaveAttribute('data-rating', 'excellent');
    await expect(rating).toHaveTextContent('Excellent');
    // spec 2: excellent is green (good is emerald), beside its word and signal bars
    await expect(rating.querySelector('[data-slot="badge"]')).toHaveClass('bg-signal-excellent');
    await expect(rating).toHaveTextContent('Average response time: 104 ms');
    const deviceList = overlay.querySelector('[data-slot="device"]') as HTMLElement;
    await expect(deviceList).toHaveTextContent('iOS');
    await expect(deviceList).toHaveTextContent('Mobile');
    await expect(deviceList).toHaveTextContent('iPhone');
    const location = overlay.querySelector('[data-slot="location"]') as HTMLElement;
    await expect(location).toHaveTextContent('United States');
    await expect(location).toHaveTextContent('New York');
    await expect(location).toHaveTextContent('203.0.113.24');
    const table = within(overlay).getByRole('table', { name: 'Sampled addresses' });
    const rows = within(table).getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(3);
    await expect(rows[1]).toHaveTextContent('https://stock.invest.example/ping');
    await expect(rows[1]).toHaveTextContent('131 ms');

    await userEvent.click(within(overlay).getByRole('button', { name: 'Run check' }));
    await expect(args.onRunCheck).toHaveBeenCalledTimes(1);
    await userEvent.click(within(overlay).getByRole('button', { name: 'Continue' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** A failed check: the failure message, the check marked failed, missing location; Escape closes. */
export const FailedCheck: Story = {
  args: {
    running: false,
    checks: { ...allDone, geo: 'failed' },
    device: { os: 'Windows', type: 'desktop', model: '', isIncognito: false },
    avgLatency: 380,
    samples,
  },
  play: async ({ args }) => {
    const overlay = await dialog();
    await openDetails(overlay);
    await expect(within(overlay).getByRole('status')).toHaveTextContent(
      'Some checks failed. You can continue, or run the check again.',
    );
    await expect(stateOf('geo')).toBe('failed');
    const geoItem = within(overlay).getByText('Location', { selector: 'li > span' });
    await expect(geoItem.parentElement).toHaveTextContent('Failed');
    const location = overlay.querySelector('[data-slot="location"]') as HTMLElement;
    await expect(within(location).getAllByText('Not available yet')).toHaveLength(3);
    // no model on a desktop: the row is left out
    await expect(within(overlay).queryByText('Model')).toBeNull();
    const rating = overlay.querySelector('[data-slot="connection-rating"]')!;
    await expect(rating).toHaveAttribute('data-rating', 'fair');
    await expect(rating).toHaveTextContent('Fair');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(args.onClose).toHaveBeenCalledTimes(1));
  },
};

/** spec 9: every ping failed (9999 ms): offline rating, no bars, 'No response' samples. */
export const Offline: Story = {
  args: {
    running: false,
    checks: { ...allDone, ping: 'failed', geo: 'failed' },
    device: { os: 'Unknown', type: 'desktop', model: '', isIncognito: false },
    avgLatency: FAILED_PING_MS,
    samples: samples.map((s) => ({ ...s, ms: FAILED_PING_MS })),
  },
  play: async () => {
    const overlay = await dialog();
    await openDetails(overlay);
    const rating = overlay.querySelector('[data-slot="connection-rating"]')!;
    await expect(rating).toHaveAttribute('data-rating', 'offline');
    await expect(rating).toHaveTextContent('Offline');
    await expect(rating.querySelector('[data-bars]')).toHaveAttribute('data-bars', '0');
    await expect(within(overlay).getAllByText('No response')).toHaveLength(3);
    await expect(overlay.querySelector('[data-slot="device"]')).toHaveTextContent('Unknown system');
  },
};

/** Before the first run: nothing known yet, every check waiting, no samples. */
export const NotStarted: Story = {
  args: { running: false, checks: {} },
  play: async () => {
    const overlay = await dialog();
    await openDetails(overlay);
    await expect(within(overlay).getByRole('status')).toHaveTextContent(
      'Run the check to test your connection.',
    );
    await expect(within(overlay).getAllByText('Waiting')).toHaveLength(7);
    await expect(within(overlay).getByRole('progressbar', { name: 'Progress' })).toHaveAttribute(
      'aria-valuenow',
      '0',
    );
    await expect(within(overlay).getByText('No addresses sampled yet')).toBeVisible();
    await expect(within(overlay).getByRole('button', { name: 'Run check' })).toBeEnabled();
  },
};

/** Poor rating in the dark theme, in Polish: translated labels and locale-formatted ms. */
export const DarkPolish: Story = {
  globals: { theme: 'dark', locale: 'pl-PL' },
  args: { running: false, checks: allDone, geo, device, avgLatency: 1204, samples },
  play: async () => {
    const overlay = await screen.findByRole('dialog');
    await openDetails(overlay);
    const rating = overlay.querySelector('[data-slot="connection-rating"]')!;
    await expect(rating).toHaveAttribute('data-rating', 'poor');
    await expect(rating.querySelector('[data-bars]')).toHaveAttribute('data-bars', '1');
    await expect(rating).toHaveTextContent('Słabe');
    await expect(rating.textContent).toMatch(/1\s?204\sms/);
    await expect(within(overlay).queryByText('Continue')).toBeNull();
  },
};

/**
 * spec 2: a prospect sees the title, the wait message, the progress bar and the result; device,
 * location, connection rating, the checks and the samples are optional details, collapsed until
 * asked for; the keyboard reaches the "Details" button, Enter opens them and Space closes them.
 */
export const DetailsCollapsed: Story = {
  args: { running: false, checks: allDone, geo, device, avgLatency: 104, samples },
  play: async () => {
    const overlay = await dialog();
    await expect(within(overlay).getByRole('status')).toHaveTextContent(
      'All checks passed. You are ready to go.',
    );
    await expect(within(overlay).getByRole('progressbar')).toBeVisible();
    const toggle = within(overlay).getByRole('button', { name: 'Details' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    // nothing of the diagnostics shows: no IP address, no samples, no rating, no check list
    await expect(within(overlay).getByText('203.0.113.24')).not.toBeVisible();
    await expect(overlay.querySelector('table')).not.toBeVisible();
    await expect(overlay.querySelector('[data-slot="connection-rating"]')).not.toBeVisible();
    await expect(within(overlay).queryByRole('listitem')).toBeNull();
    // keyboard: the first stop in the dialog's body after its scrolling region
    await userEvent.tab();
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(within(overlay).getByText('203.0.113.24')).toBeVisible();
    await expect(within(overlay).getByRole('table', { name: 'Sampled addresses' })).toBeVisible();
    await expect(overlay.querySelector('[data-slot="connection-rating"]')).toBeVisible();
    await expect(within(overlay).getAllByRole('listitem')).toHaveLength(7);
    await userEvent.keyboard(' ');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  },
};

/** The width of the bar's fill as a share of its track, in whole percent. */
const fillPercent = (overlay: HTMLElement) => {
  const fill = overlay.querySelector<HTMLElement>('[data-slot="fill"]')!;
  const track = fill.parentElement!;
  return Math.round(
    (fill.getBoundingClientRect().width / track.getBoundingClientRect().width) * 100,
  );
};

/** The checks finishing one by one, a step each time the play function asks. */
function Stepping(props: StartupOverlayProps) {
  const [done, setDone] = useState(0);
  useEffect(() => {
    const next = () => setDone((d) => d + 1);
    window.addEventListener('boot-step', next);
    return () => window.removeEventListener('boot-step', next);
  }, []);
  const checks: BootCheckStates = Object.fromEntries(
    BOOT_CHECKS.map((c, i) => [c, i < done ? 'done' : i === done ? 'running' : 'pending']),
  );
  return <StartupOverlay {...props} running={done < BOOT_CHECKS.length} checks={checks} />;
}

/**
 * The bar shows its percentage in the frame the number shows (it once read 71 % with the fill
 * at a quarter of the track: the fill trailed the number).
 */
export const BarMatchesItsPercentage: Story = {
  render: (args) => <Stepping {...args} />,
  play: async () => {
    const overlay = await dialog();
    const bar = within(overlay).getByRole('progressbar');
    for (let step = 1; step <= BOOT_CHECKS.length; step += 1) {
      window.dispatchEvent(new Event('boot-step'));
      const now = Math.round((step / BOOT_CHECKS.length) * 100);
      await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', String(now)));
      await expect(bar).toHaveTextContent(`${now}%`);
      await expect(Math.abs(fillPercent(overlay) - now)).toBeLessThanOrEqual(1);
    }
  },
};
