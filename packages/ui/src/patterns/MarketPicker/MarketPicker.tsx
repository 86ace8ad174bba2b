import { useEffect, useId, useState, type Key, type KeyboardEvent, type Ref } from 'react';
import { cn } from '../../lib/cn';
import { fieldStack, inputBox } from '../../lib/field';
import { useT } from '../../lib/i18n';
import type { Select } from '../../primitives/Select';

export interface MarketPickerProps {
  /** The markets to choose from (ISO country codes of the enabled markets: US, PL, CN). */
  markets: readonly string[];
  /** The market the client follows. */
  value: string;
  /** The client chose another market. */
  onChange: (market: string) => void;
  /** Extra classes for the root. */
  className?: string;
  /** A ref to the rendered `HTMLDivElement` (React 19 passes `ref` as a prop). */
  ref?: Ref<HTMLDivElement>;
}

type SelectModule = { Select: typeof Select };

// The select's code (react-aria's select, list box, popover and their collections: about 50 kB
// gzipped) is loaded when a client reaches for the picker, not with the dashboard and the market
// page that show it on a first visit; once loaded, every picker of the visit has it at once.
let selectModule: SelectModule | undefined;
let loading: Promise<SelectModule> | undefined;
function loadSelect(): Promise<SelectModule> {
  loading ??= import('../../primitives/Select').then((m) => (selectModule = m));
  return loading;
}

/** Stories only: the next picker starts as its placeholder button again. */
export function forgetLoadedSelect() {
  selectModule = undefined;
  loading = undefined;
}

/** The keys that open a select from its button (react-aria's: Enter, Space, the arrows). */
const OPENING_KEYS = new Set(['Enter', ' ', 'ArrowDown', 'ArrowUp']);

/**
 * The market the dashboard, the market page and the news follow, chosen by the client rather
 * than implied by the language: a select of the enabled markets by their names in the reader's
 * language (keyboard: Tab, arrows, Enter; type-ahead).
 *
 * Until its code has loaded it is the select's button as plain HTML, the same box and name: a
 * pointer over it or focus on it loads the select, which then takes its place (with the focus);
 * a press or an opening key before then opens the select as soon as it is there.
 */
export function MarketPicker({ markets, value, onChange, className, ref }: MarketPickerProps) {
  const t = useT('market');
  const items = markets.map((id) => ({ id, label: t(`names.${id}`, { defaultValue: id }) }));
  const [select, setSelect] = useState(() => selectModule);
  const [openOnLoad, setOpenOnLoad] = useState(false);
  const [focusOnLoad, setFocusOnLoad] = useState(false);
  const [isOpen, setOpen] = useState(false);
  // opened in the effect after the select's own (its button focused first), so that closing it
  // brings the focus back to its button, as when it is opened from there
  useEffect(() => {
    if (!select || !openOnLoad) return;
    // once, after the mount that focused the select's button: the focus is outside React's state
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setOpenOnLoad(false);
    setOpen(true);
  }, [select, openOnLoad]);
  const labelId = useId();
  const valueId = useId();
  const rootClass = className ?? 'w-56 max-w-full';

  if (select) {
    return (
      <select.Select
        ref={ref}
        label={t('picker.label')}
        items={items}
        selectedKey={value}
        onSelectionChange={(key: Key | null) => {
          if (key !== null && String(key) !== value) onChange(String(key));
        }}
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
    void loadSelect().then((m) => setSelect(() => m));
  };
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
          // the select opens once loaded; the button's own click on Enter or Space must not
          // count as a second press
          e.preventDefault();
          want(true);
        }}
      >
        <span id={valueId} className="truncate">
          {items.find((item) => item.id === value)?.label ?? value}
        </span>
        <svg
          aria-hidden="true"
          viewBox="0 0 16 16"
          className="size-4 shrink-0 fill-none stroke-current stroke-2 text-fg-muted"
        >
          <path d="m4 6 4 4 4-4" />
        </svg>
      </button>
    </div>
  );
}
