import type { ReactNode, Ref } from 'react';
import {
  Button as AriaButton,
  ListBox,
  ListBoxItem,
  Popover,
  Select as AriaSelect,
  SelectValue,
  Text,
  composeRenderProps,
  type Key,
  type ListBoxItemProps,
  type SelectProps as AriaSelectProps,
} from 'react-aria-components';
import { cn } from '../../lib/cn';
import { composeClassName } from '../../lib/composeClassName';
import {
  FieldDescription,
  FieldError,
  FieldLabel,
  fieldStack,
  inputBox,
  type FieldBaseProps,
} from '../../lib/field';
import { useT } from '../../lib/i18n';
import { focusRingInset } from '../../lib/focusRing';
import { CheckIcon, ChevronDownIcon } from '../../lib/icons';

/** An option of `items`: its key, its visible text and an optional second line. */
export interface SelectOption {
  id: Key;
  label: string;
  description?: string;
}

/** The floating box of a list: Select, ComboBox. */
export const listPopover =
  'max-h-80 min-w-(--trigger-width) overflow-auto rounded-md border border-border bg-surface-raised p-1 shadow-md outline-none';

/** Renders an `items` entry when the caller gives no children. */
export const renderOption = (item: object) => {
  const { id, label, description } = item as SelectOption;
  return (
    <SelectItem id={id} textValue={label} description={description}>
      {label}
    </SelectItem>
  );
};

export interface SelectProps<T extends object = SelectOption>
  extends Omit<AriaSelectProps<T>, 'children' | 'items'>, FieldBaseProps {
  /** The options as data; rendered as `SelectItem`s unless `children` renders them. */
  items?: Iterable<T>;
  /** `SelectItem`s, or a function that renders one per entry of `items`. */
  children?: ReactNode | ((item: T) => ReactNode);
  /**
   * Text shown while nothing is chosen.
   * @default t('ui:select.placeholder') ('Select an option')
   */
  placeholder?: string;
  /** A ref to the rendered `HTMLDivElement` (React 19 passes `ref` as a prop). */
  ref?: Ref<HTMLDivElement>;
}

/**
 * A single-choice dropdown: a button that shows the chosen option and opens a list box in a
 * popover. Keyboard: Enter, Space or arrow keys open it, type-ahead selects.
 */
export function Select<T extends object = SelectOption>({
  label,
  description,
  errorMessage,
  items,
  children,
  placeholder,
  className,
  isInvalid,
  ...props
}: SelectProps<T>) {
  const t = useT();
  return (
    <AriaSelect
      {...props}
      placeholder={placeholder ?? t('select.placeholder')}
      isInvalid={isInvalid ?? (typeof errorMessage === 'string' || undefined)}
      className={composeClassName(className, cn('group', fieldStack))}
    >
      {label && <FieldLabel>{label}</FieldLabel>}
      <AriaButton
        data-slot="trigger"
        className={cn(
          inputBox,
          'flex cursor-default items-center justify-between gap-2 text-start group-data-[invalid]:border-negative',
        )}
      >
        <SelectValue className="truncate data-[placeholder]:text-fg-muted">
          {({ selectedText, defaultChildren }) => selectedText || defaultChildren}
        </SelectValue>
        <ChevronDownIcon className="text-fg-muted transition-transform group-data-[open]:rotate-180 motion-reduce:transition-none" />
      </AriaButton>
      <FieldDescription>{description}</FieldDescription>
      <FieldError>{errorMessage}</FieldError>
      <Popover className={listPopover}>
        <ListBox items={items} className="outline-none">
          {children ?? renderOption}
        </ListBox>
      </Popover>
    </AriaSelect>
  );
}

export interface SelectItemProps<T = object> extends ListBoxItemProps<T> {
  /** A second, muted line under the option's text (not shown in the closed select). */
  description?: ReactNode;
}

/**
 * An option of `Select` or `ComboBox`. The chosen option shows a check mark, the focused one a
 * tinted background (and a ring on keyboard focus). The closed `Select` shows its `textValue`
 * (string children give it): pass `textValue` when children are not plain text.
 */
export function SelectItem<T = object>({
  className,
  children,
  description,
  textValue,
  ...props
}: SelectItemProps<T>) {
  return (
    <ListBoxItem
      {...props}
      textValue={textValue ?? (typeof children === 'string' ? children : undefined)}
      className={composeClassName(
        className,
        `group flex cursor-default items-center gap-2 rounded-sm px-2 py-1.5 text-sm text-fg data-[disabled]:cursor-not-allowed data-[disabled]:opacity-50 data-[focused]:bg-surface-sunken data-[selected]:font-medium ${focusRingInset}`,
      )}
    >
      {composeRenderProps(children, (content) => (
        <>
          <CheckIcon className="invisible group-data-[selected]:visible" />
          <span className="flex min-w-0 flex-col">
            <span>{content}</span>
            {description && (
              // the name comes from the content; aria-hidden keeps this line out of it, so it
              // is read once, as the description
              <Text
                slot="description"
                aria-hidden="true"
                className="text-xs font-normal text-fg-muted"
              >
                {description}
              </Text>
            )}
          </span>
        </>
      ))}
    </ListBoxItem>
  );
}
