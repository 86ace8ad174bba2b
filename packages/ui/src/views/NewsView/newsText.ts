import { NEWS_TEXT_KEYS, type NewsDetail, type NewsTextKey } from '@invest/domain';
import { formatAmount, formatDate, formatNumber, formatPercent } from '@invest/i18n';
import type { TFunction } from 'i18next';

const isTextKey = (key: string | undefined): key is NewsTextKey =>
  (NEWS_TEXT_KEYS as readonly string[]).includes(key ?? '');

/** What `newsText` reads of an item: its English text, and its template when generated. */
export type NewsTextSource = Pick<NewsDetail, 'headline' | 'summary' | 'key' | 'params'> &
  Partial<Pick<NewsDetail, 'body'>>;

/**
 * A news item's headline, summary and body in the reader's language. A generated item (a
 * template key and its parameters, areas/news/generator.ts) is written from i18n news
 * `generated.<key>`, its figures in the locale's format and the index by its translated name;
 * the company keeps its official name. What the back office published, or a key this build does
 * not know, reads as stored. `t` is the news namespace's.
 */
export function newsText(
  t: TFunction,
  item: NewsTextSource,
  locale: string,
): { headline: string; summary: string; body?: string } {
  const { key } = item;
  const p = item.params ?? {};
  if (!isTextKey(key)) return { headline: item.headline, summary: item.summary, body: item.body };
  const verb = t(`generated.verb.${p.verb ?? ''}`, { defaultValue: '' });
  // a move in hundredths of a percent, as the quote shows it
  const digits = { minimumFractionDigits: 2, maximumFractionDigits: 2 };
  const percent = formatPercent(p.percent ?? '0', locale, digits);
  // the session's calendar day, as the exchange names it (no time zone shift)
  const date = p.session_date ? formatDate(p.session_date, locale, 'UTC') : '';
  const simulated = t('generated.simulated');
  if (key === 'market') {
    const index = t(`market:index.${p.index ?? ''}`, { defaultValue: p.index_name ?? '' });
    const values = {
      index,
      verb,
      percent,
      date,
      level: formatNumber(p.level ?? '0', locale),
      previousClose: formatNumber(p.previous_close ?? '0', locale),
      advances: formatNumber(p.advances ?? '0', locale),
      declines: formatNumber(p.declines ?? '0', locale),
      unchanged: formatNumber(p.unchanged ?? '0', locale),
      state: t(`generated.market.${p.open === 'yes' ? 'open' : 'closed'}`),
    };
    const body = t(`generated.market.${p.direction === 'down' ? 'bodyDown' : 'bodyUp'}`, values);
    return {
      headline: t('generated.market.headline', values),
      summary: t('generated.market.summary', values),
      ...(item.body !== undefined ? { body: `${body}\n\n${simulated}` } : {}),
    };
  }
  const currency = p.currency ?? '';
  const price = (value: string | undefined) =>
    currency ? formatAmount(value ?? '0', currency, locale) : formatNumber(value ?? '0', locale);
  const values = {
    name: p.name ?? '',
    symbol: p.symbol ?? '',
    exchange: p.exchange ?? '',
    verb,
    reason: t(`generated.reason.${p.reason ?? ''}`, { defaultValue: '' }),
    percent,
    change: formatPercent(`${p.direction === 'down' ? '-' : ''}${p.percent ?? '0'}`, locale, {
      signDisplay: 'always',
      ...digits,
    }),
    price: price(p.price),
    previousClose: price(p.previous_close),
    low: price(p.low),
    high: price(p.high),
    open: price(p.open),
    volume: formatNumber(p.volume ?? '0', locale),
    date,
  };
  return {
    headline: t('generated.mover.headline', values),
    summary: t('generated.mover.summary', values),
    ...(item.body !== undefined
      ? { body: `${t('generated.mover.body', values)}\n\n${simulated}` }
      : {}),
  };
}
