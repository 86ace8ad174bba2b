import type { Key, Ref } from 'react';
import { useT } from '../../lib/i18n';
import { Select } from '../../primitives/Select';
import { MARKET_PICKER_WIDTH, marketItems } from './items';

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
  /** Focus the select's button when it mounts (it takes a placeholder's place). */
  autoFocus?: boolean;
  /** Whether the list is open (controlled); with `onOpenChange`. */
  isOpen?: boolean;
  /** The list opened or closed. */
  onOpenChange?: (isOpen: boolean) => void;
}

/**
 * The market the dashboard, the market page and the news follow, chosen by the client rather
 * than implied by the language: a select of the enabled markets by their names in the reader's
 * language (keyboard: Tab, arrows, Enter; type-ahead).
 */
export function MarketPicker({
  markets,
  value,
  onChange,
  className,
  ref,
  ...open
}: MarketPickerProps) {
  const t = useT('market');
  const items = marketItems(t, markets);
  return (
    <Select
      ref={ref}
      label={t('picker.label')}
      items={items}
      selectedKey={value}
      onSelectionChange={(key: Key | null) => {
        if (key !== null && String(key) !== value) onChange(String(key));
      }}
      className={className ?? MARKET_PICKER_WIDTH}
      {...open}
    />
  );
}
