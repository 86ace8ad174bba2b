import { useT } from '@invest/ui';
import { Button } from '@invest/ui/Button';
import { EmptyState } from '@invest/ui/EmptyState';
import { useSearchParams } from 'react-router';
import { useLayout } from '../app/context';
import { UpcomingPage } from './UpcomingPage';

/** spec 2: /quote?symbol=&ex=&country= (market data arrives with the markets issue). */
export default function QuotePage() {
  const [params] = useSearchParams();
  const symbol = params.get('symbol')?.trim() ?? '';
  if (symbol === '') return <NoSymbol />;
  return <UpcomingPage feature="quote" values={{ symbol }} />;
}

/** Issue 11: /quote without a symbol asks for one and offers the symbol search. */
function NoSymbol() {
  const t = useT('web');
  const { openSearch } = useLayout();
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="mb-6 font-display text-2xl font-semibold">{t('titles.quote')}</h1>
      <EmptyState
        title={t('quoteEmpty.title')}
        description={t('quoteEmpty.description')}
        action={<Button onPress={openSearch}>{t('quoteEmpty.search')}</Button>}
      />
    </div>
  );
}
