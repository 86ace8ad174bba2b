import { formatDateTime } from '@invest/i18n';
import { useT } from '../../lib/i18n';
import { ErrorState } from '../../primitives/ErrorState';
import { Link } from '../../primitives/Link';
import { Skeleton } from '../../primitives/Skeleton';
import { newsText } from '../NewsView/newsText';
import { type QuoteNewsItem, type QuotePart } from './QuoteView';

export function NewsPart({
  part,
  href,
  locale,
  timeZone,
}: {
  part: QuotePart<readonly QuoteNewsItem[]> | undefined;
  href: (id: string) => string;
  locale: string;
  timeZone: string;
}) {
  const t = useT('quote');
  const tn = useT('news');
  if (!part || part.status === 'loading')
    return (
      <div role="status">
        <span className="sr-only">{t('news.loading')}</span>
        <div aria-hidden="true">
          <Skeleton lines={3} />
        </div>
      </div>
    );
  if (part.status === 'error' || part.status === 'guestLimit')
    return (
      <ErrorState
        title={t('news.failed')}
        onRetry={part.status === 'error' ? part.onRetry : undefined}
      />
    );
  if (part.data.length === 0) return <p className="text-sm text-fg-muted">{t('news.empty')}</p>;
  return (
    <ul className="flex flex-col divide-y divide-border">
      {part.data.map((n) => (
        <li key={n.id} className="flex flex-col gap-0.5 py-2">
          <Link href={href(n.id)} variant="standalone" className="font-medium">
            {newsText(tn, { summary: '', ...n }, locale).headline}
          </Link>
          <time dateTime={n.published_at} className="text-xs text-fg-muted">
            {formatDateTime(n.published_at, locale, timeZone)}
          </time>
        </li>
      ))}
    </ul>
  );
}
