import type { Key, Ref } from 'react';
import { useT } from '../../lib/i18n';
import { Select } from '../../primitives/Select';

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

/**
 * The market the dashboard, the market page and the news follow, chosen by the client rather
 * than implied by the language: a select of the enabled markets by their names in the reader's
 * language (keyboard: Tab, arrows, Enter; type-ahead).
 */
export function MarketPicker({ markets, value, onChange, className, ref }: MarketPickerProps) {
  const t = useT('market');
  const items = markets.map((id) => ({ id, label: t(`names.${id}`, { defaultValue: id }) }));
  return (
    <Select
      ref={ref}
      label={t('picker.label')}
      items={items}
      selectedKey={value}
      onSelectionChange={(key: Key | null) => {
        if (key !== null && String(key) !== value) onChange(String(key));
      }}
      className={className ?? 'w-56 max-w-full'}
    />
  );
}
