// spec 2 `/news`: the news list and its stock filter, wired by app/pages/news.ts.
import { NewsView } from '@invest/ui/NewsView';
import { pageFrame } from '../app/frame';
import { ensureNamespaces } from '../app/i18n';
import { lazyComponent } from '../app/lazyComponent';
import { useNewsPage } from '../app/pages/news';

// the stock picker loads when first opened (the symbol search's texts use the watchlist's)
const NewsStockPicker = lazyComponent(
  async () =>
    (await Promise.all([import('./NewsStockPicker'), ensureNamespaces(['watchlist'])]))[0],
  { placement: 'floating' },
);

export default function NewsPage() {
  const { view, picker } = useNewsPage();
  return (
    <div className={pageFrame}>
      <NewsView {...view} />
      {picker.loaded && (
        <NewsStockPicker
          isOpen={picker.isOpen}
          onOpenChange={picker.onOpenChange}
          onSelect={picker.onSelect}
        />
      )}
    </div>
  );
}
