// Spec 2 `/news`: the news page's "Filter by stock", the header's symbol search
// in a dialog of its own; the chosen listing becomes the page's `?symbol=&ex=`. Loaded when first
// opened, like the header's search.
import { useT } from '@invest/ui';
import { SymbolSearch, type SymbolSearchResult } from '@invest/ui/SymbolSearch';
import { useSymbolSearchState } from '../app/symbolSearch';

export default function NewsStockPicker({
  isOpen,
  onOpenChange,
  onSelect,
}: {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  onSelect: (result: SymbolSearchResult) => void;
}) {
  const t = useT('news');
  const search = useSymbolSearchState();
  return (
    <SymbolSearch
      title={t('filter.title')}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      {...search}
      onSelect={onSelect}
    />
  );
}
