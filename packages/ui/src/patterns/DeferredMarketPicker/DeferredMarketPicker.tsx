import { useEffect, useId, useState, type ComponentType, type KeyboardEvent } from 'react';
import { cn } from '../../lib/cn';
import { fieldStack, inputBox } from '../../lib/field';
import { useT } from '../../lib/i18n';
import { MARKET_PICKER_WIDTH, marketItems } from '../MarketPicker/items';
import type { MarketPickerProps } from '../MarketPicker';
import { ChevronDownIcon } from '../../lib/icons';

/** What `load` brings: the `@invest/ui/MarketPicker` entry, or anything with its component. */
export interface MarketPickerModule {
  MarketPicker: ComponentType<MarketPickerProps>;
}

export interface DeferredMarketPickerProps extends Omit<
  MarketPickerProps,
  'autoFocus' | 'isOpen' | 'onOpenChange'
> {
  /**
   * Loads the picker's code, e.g. `() => import('@invest/ui/MarketPicker')` in the app (give one
   * function for the whole app: what it loaded is kept per function). The library itself holds
   * no dynamic import, so that a bundle without code splitting is not changed by it.
   */
  load: () => Promise<MarketPickerModule>;
}

// what each `load` brought, so that every picker of the visit has it at once
const loaded = new WeakMap<DeferredMarketPickerProps['load'], MarketPickerModule>();
const loading = new WeakMap<DeferredMarketPickerProps['load'], Promise<MarketPickerModule>>();

function loadOnce(load: DeferredMarketPickerProps['load']): Promise<MarketPickerModule> {
  let pending = loading.get(load);
  if (!pending) {
    pending = load().then(
      (m) => {
        loaded.set(load, m);
        return m;
      },
      (error: unknown) => {
        // a failed fetch is tried again at the next reach for the picker
        loading.delete(load);
        throw error;
      },
    );
    loading.set(load, pending);
  }
  return pending;
}

/** The keys that open a select from its button (react-aria's: Enter, Space, the arrows). */
const OPENING_KEYS = new Set(['Enter', ' ', 'ArrowDown', 'ArrowUp']);

/**
 * The market picker for a page's first visit: the select's button as plain HTML (the same label,
 * value and box) until a pointer over it or the focus on it loads the picker's code (react-aria's
 * select, list box, popover and collections, about 50 kB gzipped), which then takes its place,
 * with the focus; a press or an opening key before then opens the list as soon as it is there.
 */
export function DeferredMarketPicker({
  load,
  markets,
  value,
  onChange,
  className,
  ref,
}: DeferredMarketPickerProps) {
  const t = useT('market');
  const [picker, setPicker] = useState(() => loaded.get(load));
  const [openOnLoad, setOpenOnLoad] = useState(false);
  const [focusOnLoad, setFocusOnLoad] = useState(false);
  const [isOpen, setOpen] = useState(false);
  // opened in the effect after the select's own (its button focused first), so that closing it
  // brings the focus back to its button, as when it is opened from there
  useEffect(() => {
    if (!picker || !openOnLoad) return;
    // once, after the mount that focused the select's button: the focus is outside React's state
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setOpenOnLoad(false);
    setOpen(true);
  }, [picker, openOnLoad]);
  const labelId = useId();
  const valueId = useId();
  const rootClass = className ?? MARKET_PICKER_WIDTH;

  if (picker) {
    return (
      <picker.MarketPicker
        ref={ref}
        markets={markets}
        value={value}
        onChange={onChange}
        // eslint-disable-next-line jsx-a11y/no-autofocus -- the focus the placeholder button had
        autoFocus={focusOnLoad || openOnLoad}
        isOpen={isOpen}
        onOpenChange={setOpen}
        className={rootClass}
      />
    );
  }

  const want = (open: boolean) => {
    if (open) setOpenOnLoad(true);
    loadOnce(load).then(
      (m) => setPicker(() => m),
      // the placeholder stays; the next pointer, focus or press tries again
      () => setOpenOnLoad(false),
    );
  };
  const label = marketItems(t, markets).find((item) => item.id === value)?.label ?? value;
  return (
    <div ref={ref} data-slot="market-picker" className={cn('group', fieldStack, rootClass)}>
      <span id={labelId} className="text-sm font-medium text-fg">
        {t('picker.label')}
      </span>
      <button
        type="button"
        aria-haspopup="listbox"
        aria-expanded="false"
        aria-labelledby={`${labelId} ${valueId}`}
        className={cn(
          inputBox,
          'flex cursor-default items-center justify-between gap-2 text-start focus-visible:border-focus focus-visible:outline-2 focus-visible:outline-focus focus-visible:outline-solid',
        )}
        onPointerEnter={() => want(false)}
        onFocus={() => {
          setFocusOnLoad(true);
          want(false);
        }}
        onClick={() => want(true)}
        onKeyDown={(e: KeyboardEvent) => {
          if (!OPENING_KEYS.has(e.key)) return;
          // the list opens once loaded; the button's own click on Enter or Space must not count
          // as a second press
          e.preventDefault();
          want(true);
        }}
      >
        <span id={valueId} className="truncate">
          {label}
        </span>
        <ChevronDownIcon className="text-fg-muted" />
      </button>
    </div>
  );
}
