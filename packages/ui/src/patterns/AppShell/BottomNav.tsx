import type { ComponentType } from 'react';
import { cn } from '../../lib/cn';
import { useT } from '../../lib/i18n';
import { focusRingAnyInset } from '../../lib/focusRing';
import type { AppNavItem, AppNavItemId, AppShellLinkProps } from './AppShell';
import { menuIcons, useMenuLabel } from './menuEntry';

/** spec 2 Navigation: below the 768 px breakpoint the main navigation is a bottom bar. */
export function BottomNav({
  navItems,
  activeItem,
  LinkComponent,
}: {
  navItems: readonly AppNavItem[];
  activeItem?: AppNavItemId;
  LinkComponent: ComponentType<AppShellLinkProps>;
}) {
  const t = useT('shell');
  const label = useMenuLabel();
  const current = (id: AppNavItemId) => (id === activeItem ? ('page' as const) : undefined);
  return (
    <nav
      // The two navigation landmarks have distinct names
      aria-label={t('nav.bottomLabel')}
      data-slot="bottom-nav"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-border bg-surface pb-[env(safe-area-inset-bottom)] md:hidden"
    >
      <ul className="grid h-16 auto-cols-fr grid-flow-col">
        {navItems.map(({ id, href, ...item }) => {
          const Icon = menuIcons[item.icon];
          return (
            <li key={id} className="flex">
              <LinkComponent
                href={href}
                aria-current={current(id)}
                className={cn(
                  'relative flex flex-1 flex-col items-center justify-center gap-0.5 text-xs text-fg-muted no-underline',
                  'aria-[current=page]:font-semibold aria-[current=page]:text-primary aria-[current=page]:before:absolute aria-[current=page]:before:inset-x-4 aria-[current=page]:before:top-0 aria-[current=page]:before:h-0.5 aria-[current=page]:before:rounded-full aria-[current=page]:before:bg-primary',
                  focusRingAnyInset,
                )}
              >
                <Icon className="size-6" />
                <span>{label(item)}</span>
              </LinkComponent>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
