// spec 2 'Header and footer': the symbol search; choosing a result opens the quote page.
// Loaded when first opened; the search itself is useSymbolSearchState.
// A signed-in client stars results onto the watchlist; a guest sees a hint.
import { SymbolSearch } from '@invest/ui/SymbolSearch';
import { useNavigate } from 'react-router';
import { useSymbolSearchState } from '../app/symbolSearch';
import { useWatchlistEditor } from '../app/watchlistEditor';
import { hrefs } from '../paths';

export default function SearchPanel({
  isOpen,
  onOpenChange,
}: {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const navigate = useNavigate();
  const search = useSymbolSearchState();
  const watchlist = useWatchlistEditor();
  return (
    <SymbolSearch
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      {...search}
      watched={watchlist.list.data}
      onWatchChange={
        watchlist.signedIn
          ? (result, on) => void (on ? watchlist.watch(result) : watchlist.unwatch(result))
          : undefined
      }
      watchLoginHint={!watchlist.signedIn}
      onSelect={(result) =>
        void navigate(hrefs.quote(result.symbol, result.market, result.country))
      }
    />
  );
}
