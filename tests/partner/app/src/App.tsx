import { useT } from '@invest/ui';
import { Button } from '@invest/ui/Button';
import { CookieConsent } from '@invest/ui/CookieConsent';
import { DialogTrigger } from '@invest/ui/Dialog';
import { Drawer } from '@invest/ui/Drawer';
import { StartupOverlay, type StartupOverlayProps } from '@invest/ui/StartupOverlay';
import { SymbolSearch, type SymbolSearchResult } from '@invest/ui/SymbolSearch';
import { useState } from 'react';

// Your data: here a fixed list; in your app, your search service's answer.
const stocks: SymbolSearchResult[] = [
  {
    symbol: 'AAPL',
    market: 'NASDAQ',
    name: 'Apple Inc.',
    country: 'US',
    currency: 'USD',
    price: '189.84',
    countryImage: '',
  },
  {
    symbol: 'ACME',
    market: 'NYSE',
    name: 'Acme Corp.',
    country: 'US',
    currency: 'USD',
    price: '42.10',
    countryImage: '',
  },
  {
    symbol: 'PKO',
    market: 'GPW',
    name: 'PKO Bank Polski SA',
    country: 'PL',
    currency: 'PLN',
    price: '58.20',
    countryImage: '',
  },
];

// Your start-up checks' results: here all done.
const checks: StartupOverlayProps['checks'] = {
  ping: 'done',
  config: 'done',
  auth: 'done',
  perms: 'done',
  company: 'done',
  geo: 'done',
  device: 'done',
};

export function App() {
  const t = useT('app');
  const [starting, setStarting] = useState(true);
  const [consentAsked, setConsentAsked] = useState(false);
  const [searchOpen, setSearchOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [selected, setSelected] = useState<SymbolSearchResult | null>(null);

  const q = query.trim().toLowerCase();
  const results = stocks.filter(
    (s) => q && (s.symbol.toLowerCase().includes(q) || s.name.toLowerCase().includes(q)),
  );

  return (
    <main>
      <h1>{t('title')}</h1>
      <p>{t('intro')}</p>
      <div style={{ display: 'flex', gap: '0.5rem' }}>
        <Button onPress={() => setSearchOpen(true)}>{t('search')}</Button>
        <DialogTrigger>
          <Button variant="secondary">{t('details')}</Button>
          <Drawer title={t('detailsTitle')}>{t('detailsBody')}</Drawer>
        </DialogTrigger>
      </div>
      {selected && <p role="status">{t('selected', { symbol: selected.symbol })}</p>}

      <SymbolSearch
        isOpen={searchOpen}
        onOpenChange={setSearchOpen}
        query={query}
        onQueryChange={setQuery}
        results={results}
        status={!q ? 'idle' : results.length ? 'ready' : 'empty'}
        onSelect={(stock) => {
          setSelected(stock);
          setSearchOpen(false);
        }}
      />
      <StartupOverlay isOpen={starting} checks={checks} onClose={() => setStarting(false)} />
      <CookieConsent
        isOpen={!starting && !consentAsked}
        onOpenChange={(open) => setConsentAsked(!open)}
        onSave={() => setConsentAsked(true)}
      />
    </main>
  );
}
