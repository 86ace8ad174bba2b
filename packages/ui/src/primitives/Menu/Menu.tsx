import type { ReactElement, ReactNode } from 'react';
import {
  Header,
  Menu as AriaMenu,
  MenuItem as AriaMenuItem,
  MenuSection as AriaMenuSection,
  MenuTrigger,
  Popover,
  Separator,
  composeRenderProps,
  type MenuItemProps as AriaMenuItemProps,
  type MenuProps as AriaMenuProps,
  type MenuSectionProps as AriaMenuSectionProps,
  type MenuTriggerProps,
  type PopoverProps,
} from 'react-aria-components';
import { cn } from '../../lib/cn';
import { composeClassName } from '../../lib/composeClassName';
import { useT } from '../../lib/i18n';
import { IconButton } from '../IconButton/IconButton';
import { focusRingInset } from '../../lib/focusRing';
import { CheckIcon } from '../../lib/icons';

export interface MenuProps<T extends object>
  extends AriaMenuProps<T>, Omit<MenuTriggerProps, 'children' | 'trigger'> {
  /**
   * Accessible name of the default icon trigger (it shows no text).
   * @default t('ui:menu.more') ('More actions')
   */
  label?: string;
  /** A custom trigger (a `Button` or `IconButton`) in place of the default "⋯" icon button. */
  trigger?: ReactElement;
  /** Disables the default icon trigger. @default false */
  isDisabled?: boolean;
  /**
   * Where the menu opens relative to the trigger.
   * @default 'bottom end'
   */
  placement?: PopoverProps['placement'];
}

/**
 * A button that opens a list of actions. Arrow keys move, Enter or Space runs the focused item
 * (`onAction(key)`), Escape closes and returns focus to the trigger. Children are `MenuItem`s,
 * `MenuSection`s and `MenuSeparator`s.
 */
export function Menu<T extends object>({
  label,
  trigger,
  isDisabled,
  placement = 'bottom end',
  isOpen,
  defaultOpen,
  onOpenChange,
  className,
  ...props
}: MenuProps<T>) {
  const t = useT();
  return (
    <MenuTrigger isOpen={isOpen} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger ?? (
        <IconButton variant="ghost" label={label ?? t('menu.more')} isDisabled={isDisabled}>
          <svg viewBox="0 0 16 16" className="fill-current">
            <circle cx="3" cy="8" r="1.5" />
            <circle cx="8" cy="8" r="1.5" />
            <circle cx="13" cy="8" r="1.5" />
          </svg>
        </IconButton>
      )}
      <Popover
        placement={placement}
        className="min-w-48 overflow-auto rounded-md border border-border bg-surface-raised p-1 shadow-md outline-none"
      >
        <AriaMenu {...props} className={composeClassName(className, 'outline-none')} />
      </Popover>
    </MenuTrigger>
  );
}

export interface MenuItemProps<T = object> extends AriaMenuItemProps<T> {
  /**
   * `danger` marks a destructive action (delete, close account) in the negative colour; say
   * what it does in the text too.
   * @default 'default'
   */
  variant?: 'default' | 'danger';
}

/** An action of a `Menu`. Give it an `id`: `onAction` receives it. */
export function MenuItem<T = object>({ variant, className, children, ...props }: MenuItemProps<T>) {
  return (
    <AriaMenuItem
      {...props}
      data-variant={variant ?? 'default'}
      className={composeClassName(
        className,
        cn(
          `group flex cursor-default items-center gap-2 rounded-sm px-2 py-1.5 text-sm data-[disabled]:cursor-not-allowed data-[disabled]:opacity-50 data-[focused]:bg-surface-sunken ${focusRingInset}`,
          variant === 'danger' ? 'text-negative' : 'text-fg',
        ),
      )}
    >
      {composeRenderProps(children, (content, { selectionMode }) => (
        <>
          {selectionMode !== 'none' && (
            <CheckIcon className="invisible group-data-[selected]:visible" />
          )}
          {content}
        </>
      ))}
    </AriaMenuItem>
  );
}

export interface MenuSectionProps<T extends object> extends Omit<
  AriaMenuSectionProps<T>,
  'children'
> {
  /** The section's heading; it also names the group for assistive technology. */
  title?: ReactNode;
  /** The section's `MenuItem`s. */
  children?: ReactNode;
}

/** A titled group of `MenuItem`s. */
export function MenuSection<T extends object>({
  title,
  children,
  className,
  ...props
}: MenuSectionProps<T>) {
  return (
    <AriaMenuSection {...props} className={cn('flex flex-col', className)}>
      {title && (
        <Header className="px-2 pt-2 pb-1 text-xs font-semibold text-fg-muted">{title}</Header>
      )}
      {children}
    </AriaMenuSection>
  );
}

/** A line between groups of items. */
export function MenuSeparator() {
  return <Separator className="mx-1 my-1 h-px border-none bg-border" />;
}
