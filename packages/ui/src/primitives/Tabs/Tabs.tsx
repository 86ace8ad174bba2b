import type { Ref } from 'react';
import {
  Tab as AriaTab,
  TabList as AriaTabList,
  TabPanel as AriaTabPanel,
  Tabs as AriaTabs,
  composeRenderProps,
  type TabListProps as AriaTabListProps,
  type TabPanelProps as AriaTabPanelProps,
  type TabProps as AriaTabProps,
  type TabsProps as AriaTabsProps,
} from 'react-aria-components';
import { focusRing } from '../../lib/cn';
import { composeClassName } from '../../lib/composeClassName';

export interface TabsProps extends AriaTabsProps {
  /**
   * Tabs in a row above the panels, or in a column beside them. Arrow keys follow it.
   * @default 'horizontal'
   */
  orientation?: 'horizontal' | 'vertical';
  /** A ref to the rendered `HTMLDivElement` (React 19 passes `ref` as a prop). */
  ref?: Ref<HTMLDivElement>;
}

/**
 * Switches between panels of related content. Holds a `TabList` of `Tab`s and one `TabPanel`
 * per tab (matched by `id`). Arrow keys move between tabs, Home/End jump to the ends.
 */
export function Tabs({ className, ...props }: TabsProps) {
  return (
    <AriaTabs
      {...props}
      className={composeClassName(
        className,
        'flex gap-4 data-[orientation=horizontal]:flex-col data-[orientation=vertical]:flex-row',
      )}
    />
  );
}

export interface TabListProps<T extends object> extends AriaTabListProps<T> {
  /** A ref to the rendered `HTMLDivElement` (React 19 passes `ref` as a prop). */
  ref?: Ref<HTMLDivElement>;
}

/** The row (or column) of tabs. Give it an `aria-label` that names the set. */
export function TabList<T extends object>({ className, ...props }: TabListProps<T>) {
  return (
    <AriaTabList
      {...props}
      className={composeClassName(
        className,
        'group/list flex border-border data-[orientation=horizontal]:border-b data-[orientation=vertical]:flex-col data-[orientation=vertical]:border-e',
      )}
    />
  );
}

export interface TabProps extends AriaTabProps {
  /** A ref to the rendered `HTMLDivElement` (React 19 passes `ref` as a prop). */
  ref?: Ref<HTMLDivElement>;
}

/**
 * One tab. The selected tab is marked by a bar on its edge and a heavier weight, not only by
 * colour.
 */
export function Tab({ className, children, ...props }: TabProps) {
  return (
    <AriaTab
      {...props}
      className={composeClassName(
        className,
        `group relative flex cursor-default items-center gap-2 rounded-sm px-4 py-2 text-sm font-medium text-fg-muted transition-colors data-[disabled]:cursor-not-allowed data-[disabled]:opacity-50 data-[hovered]:text-fg data-[selected]:font-semibold data-[selected]:text-fg ${focusRing}`,
      )}
    >
      {composeRenderProps(children, (content) => (
        <>
          {content}
          <span
            aria-hidden="true"
            data-slot="indicator"
            className="absolute rounded-full bg-primary opacity-0 group-data-[orientation=horizontal]/list:inset-x-2 group-data-[orientation=horizontal]/list:-bottom-px group-data-[orientation=horizontal]/list:h-0.5 group-data-[orientation=vertical]/list:inset-y-1 group-data-[orientation=vertical]/list:-end-px group-data-[orientation=vertical]/list:w-0.5 group-data-[selected]:opacity-100"
          />
        </>
      ))}
    </AriaTab>
  );
}

export interface TabPanelProps extends AriaTabPanelProps {
  /** A ref to the rendered `HTMLDivElement` (React 19 passes `ref` as a prop). */
  ref?: Ref<HTMLDivElement>;
}

/** The content of the tab with the same `id`. Focusable when it holds nothing focusable. */
export function TabPanel({ className, ...props }: TabPanelProps) {
  return (
    <AriaTabPanel
      {...props}
      className={composeClassName(
        className,
        `min-w-0 flex-1 rounded-sm text-sm text-fg ${focusRing}`,
      )}
    />
  );
}
