// The quote page's figures of the day (QuoteView): open, high, low, previous close and the
// traded volume.
import { formatNumber } from '@invest/i18n';
import { useT } from '../../lib/i18n';
import { Amount } from '../../primitives/Amount';
import type { QuoteDetail } from './QuoteView';

export function StatsPart({ quote, locale }: { quote: QuoteDetail; locale: string }) {
  const t = useT('quote');
  return (
    <dl className="grid grid-cols-2 gap-3">
      {(['open', 'high', 'low', 'previous_close'] as const).map((k) => (
        <div key={k} className="flex flex-col">
          <dt className="text-sm text-fg-muted">
            {t(k === 'previous_close' ? 'stats.previousClose' : `stats.${k}`)}
          </dt>
          <dd className="font-medium text-fg">
            <Amount value={quote[k]} currency={quote.currency} />
          </dd>
        </div>
      ))}
      <div className="col-span-2 flex flex-col">
        <dt className="text-sm text-fg-muted">{t('stats.volume')}</dt>
        <dd className="font-medium text-fg tabular-nums">{formatNumber(quote.volume, locale)}</dd>
      </div>
    </dl>
  );
}
