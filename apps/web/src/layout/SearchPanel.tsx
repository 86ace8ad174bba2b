// spec 2 'Header and footer': the symbol search; choosing a result opens the quote page.
// Loaded when first opened (issue 11).
import { SymbolSearch } from '@invest/ui/SymbolSearch';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { hrefs } from '../paths';

export default function SearchPanel({
  isOpen,
  onOpenChange,
}: {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  return (
    <SymbolSearch
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      query={query}
      onQueryChange={setQuery}
      results={[]}
      // the stock-data service arrives with the markets issue
      status={query.trim() === '' ? 'idle' : 'unavailable'}
      onSelect={(result) =>
        void navigate(hrefs.quote(result.symbol, result.market, result.country))
      }
    />
  );
}
