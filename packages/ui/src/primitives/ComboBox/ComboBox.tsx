import type { ReactNode, Ref } from 'react';
import {
  Button as AriaButton,
  ComboBox as AriaComboBox,
  Group,
  Input,
  ListBox,
  Popover,
  type ComboBoxProps as AriaComboBoxProps,
} from 'react-aria-components';
import { cn } from '../../lib/cn';
import { composeClassName } from '../../lib/composeClassName';
import {
  FieldDescription,
  FieldError,
  FieldLabel,
  fieldStack,
  inputGroup,
  type FieldBaseProps,
} from '../../lib/field';
import { useT } from '../../lib/i18n';
import { listPopover, renderOption, type SelectOption } from '../Select/Select';

export {
  SelectItem as ComboBoxItem,
  type SelectItemProps as ComboBoxItemProps,
} from '../Select/Select';
import { ChevronDownIcon } from '../../lib/icons';

/** An option of `items`: its key, its visible text and an optional second line. */
export type ComboBoxOption = SelectOption;

export interface ComboBoxProps<T extends object = ComboBoxOption>
  extends Omit<AriaComboBoxProps<T>, 'children' | 'items'>, FieldBaseProps {
  /** Hint text in the empty input. */
  placeholder?: string;
  /** The options as data; rendered as `ComboBoxItem`s unless `children` renders them. */
  items?: Iterable<T>;
  /** `ComboBoxItem`s, or a function that renders one per entry of `items`. */
  children?: ReactNode | ((item: T) => ReactNode);
  /**
   * Keep the list open with a "No results" line when nothing matches the typed text.
   * @default true
   */
  allowsEmptyCollection?: boolean;
  /**
   * Accept typed text that matches no option (the value is then the text, with no key).
   * @default false
   */
  allowsCustomValue?: boolean;
  /** A ref to the rendered `HTMLDivElement` (React 19 passes `ref` as a prop). */
  ref?: Ref<HTMLDivElement>;
}

/**
 * A text input with a filtered list of suggestions. Typing filters the options (contains,
 * case- and accent-insensitive); arrow keys move through them and Enter chooses one.
 */
export function ComboBox<T extends object = ComboBoxOption>({
  label,
  description,
  errorMessage,
  placeholder,
  items,
  children,
  className,
  isInvalid,
  allowsEmptyCollection = true,
  ...props
}: ComboBoxProps<T>) {
  const t = useT();
  return (
    <AriaComboBox
      {...props}
      allowsEmptyCollection={allowsEmptyCollection}
      isInvalid={isInvalid ?? (typeof errorMessage === 'string' || undefined)}
      className={composeClassName(className, cn('group', fieldStack))}
    >
      {label && <FieldLabel>{label}</FieldLabel>}
      <Group
        className={cn(
          inputGroup,
          'group-data-[disabled]:opacity-50 group-data-[invalid]:border-negative',
        )}
      >
        <Input
          placeholder={placeholder}
          className="h-full min-w-0 flex-1 bg-transparent px-3 outline-none placeholder:text-fg-muted data-[disabled]:cursor-not-allowed"
        />
        <AriaButton
          aria-label={t('comboBox.showSuggestions')}
          className="flex h-full cursor-default items-center px-2 text-fg-muted outline-none data-[hovered]:text-fg"
        >
          <ChevronDownIcon className="transition-transform group-data-[open]:rotate-180 motion-reduce:transition-none" />
        </AriaButton>
      </Group>
      <FieldDescription>{description}</FieldDescription>
      <FieldError>{errorMessage}</FieldError>
      <Popover className={listPopover}>
        <ListBox
          items={items}
          className="outline-none"
          renderEmptyState={() => (
            <p className="px-2 py-1.5 text-sm text-fg-muted">{t('comboBox.noResults')}</p>
          )}
        >
          {children ?? renderOption}
        </ListBox>
      </Popover>
    </AriaComboBox>
  );
}
