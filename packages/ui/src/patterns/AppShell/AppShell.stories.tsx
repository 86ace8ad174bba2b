import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { createToastQueue, ToastRegion } from '../../primitives/Toast';
import { SiteFooter } from '../SiteFooter';
import { SymbolSearch } from '../SymbolSearch';
import { AppShell, type AppNavItem, type AppShellLinkProps, type AppShellProps } from './AppShell';

// the app defines its navigation (apps/web/src/menus.ts); the stories bring their own
const navItems: AppNavItem[] = [
  { id: 'dashboard', label: 'shell:nav.dashboard', icon: 'home', href: '#/dashboard' },
  { id: 'market', label: 'shell:nav.market', icon: 'market', href: '#/market' },
  { id: 'discover', label: 'shell:nav.discover', icon: 'discover', href: '#/discover' },
  { id: 'portfolio', label: 'shell:nav.portfolio', icon: 'portfolio', href: '#/portfolio' },
  { id: 'profile', label: 'shell:nav.profile', icon: 'profile', href: '#/profile' },
];

const page = (
  <div className="mx-auto max-w-7xl p-6">
    <h1 className="text-2xl font-semibold">Good morning, Ada</h1>
    <p className="mt-2 text-fg-muted">Your portfolio is worth $12,480.00 today.</p>
  </div>
);

/** The shell as an app wires it: the search button and the shortcut open the symbol search. */
function WithSearch(args: AppShellProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <AppShell
        {...args}
        onOpenSearch={() => {
          args.onOpenSearch?.();
          setOpen(true);
        }}
      />
      <SymbolSearch
        isOpen={open}
        onOpenChange={setOpen}
        query=""
        onQueryChange={() => undefined}
        results={[]}
        status="idle"
        onSelect={() => undefined}
      />
    </>
  );
}

const meta = {
  title: 'Patterns/AppShell',
  component: AppShell,
  args: {
    appName: 'Invest',
    navItems,
    activeItem: 'dashboard',
    isAuthenticated: false,
    isMac: false,
    onOpenSearch: fn(),
    onOpenMessages: fn(),
    onOpenMenu: fn(),
    onLogin: fn(),
    children: page,
    footer: (
      <SiteFooter
        companyName="Invest Ltd"
        latencyMs={95}
        locale="en-US"
        timeZone="America/New_York"
        language="English"
        onOpenCookiePreferences={() => undefined}
      />
    ),
  },
  render: (args) => <WithSearch {...args} />,
} satisfies Meta<typeof AppShell>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A guest: "Log in" instead of the message centre and avatar; the landmarks of the page. */
export const Guest: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const banner = canvas.getByRole('banner');
    await expect(within(banner).getByText('Invest')).toBeVisible();
    await expect(within(banner).queryByRole('button', { name: /Messages/ })).toBeNull();
    await expect(within(banner).queryByRole('button', { name: 'Account menu' })).toBeNull();
    await userEvent.click(within(banner).getByRole('button', { name: 'Log in' }));
    await expect(args.onLogin).toHaveBeenCalledTimes(1);

    await expect(canvas.getByRole('main')).toHaveTextContent('Good morning, Ada');
    await expect(canvas.getByRole('contentinfo')).toBeVisible();
    // desktop: only the top navigation is shown, the current page marked
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await expect(banner).toContainElement(nav);
    const links = within(nav).getAllByRole('link');
    await expect(links.map((l) => l.textContent)).toEqual([
      'Home',
      'Market',
      'Discover',
      'Portfolio',
      'Me',
    ]);
    await expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(nav).getByRole('link', { name: 'Market' })).not.toHaveAttribute(
      'aria-current',
    );
  },
};

/** A client: message centre with unread count, avatar opening the side menu, search button. */
export const Authenticated: Story = {
  args: {
    isAuthenticated: true,
    activeItem: 'portfolio',
    unreadCount: 3,
    user: { name: 'Ada Lovelace' },
  },
  play: async ({ args, canvas, userEvent }) => {
    const banner = canvas.getByRole('banner');
    await expect(within(banner).queryByRole('button', { name: 'Log in' })).toBeNull();
    const messages = within(banner).getByRole('button', { name: 'Messages, 3 unread' });
    await expect(messages).toHaveTextContent('3');
    await userEvent.click(messages);
    await expect(args.onOpenMessages).toHaveBeenCalledTimes(1);

    const avatar = within(banner).getByRole('button', { name: 'Account menu' });
    await expect(within(avatar).getByText('AL')).toBeVisible();
    await userEvent.click(avatar);
    await expect(args.onOpenMenu).toHaveBeenCalledTimes(1);

    await expect(canvas.getByRole('link', { name: 'Portfolio' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await userEvent.click(within(banner).getByRole('button', { name: /Search symbols/ }));
    await expect(args.onOpenSearch).toHaveBeenCalledTimes(1);
    const dialog = await screen.findByRole('dialog', { name: 'Search symbols' });
    await waitFor(() => expect(dialog).toBeVisible());
  },
};

/** On a Mac: the hint reads ⌘K, Cmd+K opens the search, Ctrl+K does not. */
export const MacShortcut: Story = {
  args: { isMac: true },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('button', { name: /Search symbols/ })).toHaveTextContent('⌘K');
    await userEvent.keyboard('{Control>}k{/Control}');
    await expect(args.onOpenSearch).not.toHaveBeenCalled();
    await userEvent.keyboard('{Meta>}k{/Meta}');
    await expect(args.onOpenSearch).toHaveBeenCalledTimes(1);
    const dialog = await screen.findByRole('dialog', { name: 'Search symbols' });
    await waitFor(() =>
      expect(within(dialog).getByRole('searchbox', { name: 'Symbol or company' })).toHaveFocus(),
    );
  },
};

/** Elsewhere: the hint reads Ctrl K, Ctrl+K opens the search, Cmd+K does not. */
export const CtrlShortcut: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('button', { name: /Search symbols/ })).toHaveTextContent(
      'Ctrl K',
    );
    await userEvent.keyboard('{Meta>}k{/Meta}');
    await userEvent.keyboard('{Control>}{Shift>}k{/Shift}{/Control}');
    await expect(args.onOpenSearch).not.toHaveBeenCalled();
    await userEvent.keyboard('{Control>}k{/Control}');
    await expect(args.onOpenSearch).toHaveBeenCalledTimes(1);
    const dialog = await screen.findByRole('dialog', { name: 'Search symbols' });
    await waitFor(() => expect(dialog).toBeVisible());
  },
};

/** The first Tab reaches the skip link; following it puts focus on the page content. */
export const SkipLink: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toHaveFocus();
    await expect(skip.getBoundingClientRect().width).toBeGreaterThan(1);
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('main')).toHaveFocus();
  },
};

/** A phone (390 px): the main navigation moves to a bottom bar; the top one is hidden. */
export const Mobile: Story = {
  args: {
    isAuthenticated: true,
    unreadCount: 120,
    activeItem: 'market',
    user: { name: 'Ada Lovelace' },
  },
  parameters: {
    viewport: {
      options: {
        phone390: { name: 'Phone 390', styles: { width: '390px', height: '844px' } },
      },
    },
  },
  globals: { viewport: { value: 'phone390' } },
  play: async ({ canvas }) => {
    await expect(window.innerWidth).toBe(390);
    // The bottom bar has its own name; the top navigation is hidden at this width
    const navs = canvas.getAllByRole('navigation');
    await expect(navs).toHaveLength(1);
    await expect(navs[0]).toHaveAccessibleName('Main, bottom bar');
    await expect(canvas.queryByRole('navigation', { name: 'Main' })).toBeNull();
    const bottom = navs[0]!;
    await expect(canvas.getByRole('banner')).not.toContainElement(bottom);
    const rect = bottom.getBoundingClientRect();
    await expect(rect.bottom).toBe(window.innerHeight);
    await expect(rect.width).toBe(390);
    await expect(within(bottom).getAllByRole('link')).toHaveLength(5);
    await expect(within(bottom).getByRole('link', { name: 'Market' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // the search button keeps its name without the visible text; large counts are capped
    await expect(canvas.getByRole('button', { name: 'Search symbols' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Messages, 120 unread' })).toHaveTextContent(
      '99+',
    );
  },
};

const onNavigate = fn();
/** A router's link stands in for react-aria's: here one that reports the target. */
function RouterLink({ href, children, ...props }: AppShellLinkProps) {
  return (
    <a
      {...props}
      href={href}
      onClick={(event) => {
        event.preventDefault();
        onNavigate(href);
      }}
    >
      {children}
    </a>
  );
}

/** `LinkComponent` renders every navigation and brand link, e.g. the app router's. */
export const CustomLinkComponent: Story = {
  args: { LinkComponent: RouterLink, brandHref: '#/dashboard', activeItem: 'discover' },
  play: async ({ canvas, userEvent }) => {
    onNavigate.mockClear();
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await userEvent.click(within(nav).getByRole('link', { name: 'Market' }));
    await expect(onNavigate).toHaveBeenCalledWith('#/market');
    await userEvent.click(canvas.getByRole('link', { name: 'Invest' }));
    await expect(onNavigate).toHaveBeenLastCalledWith('#/dashboard');
    await expect(within(nav).getByRole('link', { name: 'Discover' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/**
 * The items are open: the app chooses how many, their ids, icons and labels (an i18n key or an
 * already translated text). Three here on a phone: the bottom bar shares its width among them.
 */
export const OpenItems: Story = {
  args: {
    navItems: [
      { id: 'home', label: 'shell:nav.dashboard', icon: 'home', href: '#/home' },
      { id: 'funds', label: 'Funds', icon: 'bank', href: '#/funds' },
      { id: 'help', label: 'Help desk', icon: 'headset', href: '#/help' },
    ],
    activeItem: 'funds',
  },
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvas }) => {
    const bottom = canvas.getByRole('navigation', { name: 'Main, bottom bar' });
    const links = within(bottom).getAllByRole('link');
    await expect(links.map((l) => l.textContent)).toEqual(['Home', 'Funds', 'Help desk']);
    await expect(within(bottom).getByRole('link', { name: 'Funds' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(links[1]).toHaveAttribute('href', '#/funds');
    const widths = links.map((l) => Math.round(l.getBoundingClientRect().width));
    await expect(new Set(widths).size).toBe(1);
  },
};

const phone390 = {
  viewport: {
    options: { phone390: { name: 'Phone 390', styles: { width: '390px', height: '844px' } } },
  },
};

/** The shell's box: the decorator pads the canvas, so positions are taken relative to it. */
const shellBox = () => document.querySelector('[data-slot="app-shell"]')!.getBoundingClientRect();

/**
 * Sticky footer, short page: the shell fills the window and the footer sits at its bottom (above
 * the bottom bar below 768 px), with no viewport-tall gap under the content pushing it out of view.
 */
async function footerAtWindowBottom(canvas: ReturnType<typeof within>) {
  const shell = shellBox();
  const footer = canvas.getByRole('contentinfo').getBoundingClientRect();
  const bottomBar = document.querySelector('[data-slot="bottom-nav"]')!.getBoundingClientRect();
  // within a pixel: the bar's safe-area padding and fractional heights round
  await expect(Math.abs(shell.height - window.innerHeight)).toBeLessThanOrEqual(1);
  await expect(Math.abs(footer.bottom - (shell.bottom - bottomBar.height))).toBeLessThanOrEqual(1);
}

/** Sticky footer, long page: main is as tall as its content and the footer follows it. */
async function footerFollowsContent(canvas: ReturnType<typeof within>) {
  const main = canvas.getByRole('main');
  const content = main.firstElementChild!.getBoundingClientRect();
  const footer = canvas.getByRole('contentinfo').getBoundingClientRect();
  await expect(content.height).toBeGreaterThan(window.innerHeight);
  await expect(Math.abs(main.getBoundingClientRect().bottom - content.bottom)).toBeLessThanOrEqual(
    1,
  );
  await expect(Math.abs(footer.top - content.bottom)).toBeLessThanOrEqual(1);
}

const longPage = (
  <div className="mx-auto max-w-7xl p-6">
    <h1 className="text-2xl font-semibold">Market</h1>
    <div className="mt-4 rounded-md bg-surface-sunken" style={{ height: 1500 }} />
  </div>
);

/** A short page at 1280 px: the footer at the bottom of the window, not below the fold. */
export const ShortPageFooter: Story = {
  parameters: { layout: 'fullscreen' },
  play: async ({ canvas }) => footerAtWindowBottom(canvas),
};

/** A short page at 390 px: the footer right above the bottom bar. */
export const ShortPageFooterMobile: Story = {
  parameters: { layout: 'fullscreen', ...phone390 },
  globals: { viewport: { value: 'phone390' } },
  play: async ({ canvas }) => {
    await expect(window.innerWidth).toBe(390);
    await footerAtWindowBottom(canvas);
  },
};

/** A page taller than the window: the footer follows the content, no gap above it. */
export const LongPageFooter: Story = {
  parameters: { layout: 'fullscreen' },
  // a render, not args: Storybook deep-merges a story's element arg into the meta's
  render: (args) => <WithSearch {...{ ...args, children: longPage }} />,
  play: async ({ canvas }) => footerFollowsContent(canvas),
};

/** The same at 390 px. */
export const LongPageFooterMobile: Story = {
  parameters: { layout: 'fullscreen', ...phone390 },
  globals: { viewport: { value: 'phone390' } },
  render: (args) => <WithSearch {...{ ...args, children: longPage }} />,
  play: async ({ canvas }) => {
    await expect(window.innerWidth).toBe(390);
    await footerFollowsContent(canvas);
  },
};

/** The shell with a toast shown, as the app has it (the region beside the shell). */
function WithToast(args: AppShellProps) {
  const [queue] = useState(() => {
    const q = createToastQueue();
    q.add({ title: 'Please log in to continue', tone: 'info' }, { timeout: 0 });
    return q;
  });
  return (
    <>
      <AppShell {...args} />
      <ToastRegion queue={queue} />
    </>
  );
}

/**
 * A phone (390 px): a toast ("Please log in to continue") sits above the bottom navigation,
 * never over its tabs.
 */
export const ToastAboveBottomBar: Story = {
  render: (args) => <WithToast {...args} />,
  parameters: {
    viewport: {
      options: {
        phone390: { name: 'Phone 390', styles: { width: '390px', height: '844px' } },
      },
    },
  },
  globals: { viewport: { value: 'phone390' } },
  play: async ({ canvas }) => {
    await expect(window.innerWidth).toBe(390);
    const bar = canvas
      .getByRole('navigation', { name: 'Main, bottom bar' })
      .getBoundingClientRect();
    const region = await screen.findByRole('region', { name: 'Notifications' });
    const toast = within(region).getByRole('alertdialog');
    await waitFor(() => expect(toast).toBeVisible());
    const box = toast.getBoundingClientRect();
    // no overlap: the toast ends above the bar's top edge
    await expect(box.bottom).toBeLessThanOrEqual(bar.top);
    await expect(box.height).toBeGreaterThan(0);
  },
};
