// A generated news item reads in the reader's language: the same item (template and parameters
// from the server) renders in pl-PL and zh-CN with no English template word left, only the
// company's official name and the listing's symbol as they are.
import { sectorIds } from '@invest/domain';
import { createI18n, formatDate } from '@invest/i18n';
import { describe, expect, it } from 'vitest';
import { generatedMarketItem, generatedMoverItem } from './newsFixtures';
import { newsText } from './newsText';

const render = (locale: string, item: Parameters<typeof newsText>[1]) => {
  const i18n = createI18n({ lng: locale });
  const text = newsText(i18n.getFixedT(locale, 'news'), item, locale);
  return `${text.headline}\n${text.summary}\n${text.body ?? ''}`;
};

/** Words a language shares with English by chance, not left-over template text. */
const cognates: Record<string, readonly string[]> = { 'de-DE': ['index'], 'es-ES': ['sector'] };

/** The words of a text (letters only, 3 or more), lower-cased. */
const words = (text: string) =>
  new Set((text.match(/\p{L}{3,}/gu) ?? []).map((w) => w.toLowerCase()));

describe.each([generatedMarketItem, generatedMoverItem])('the generated item $id', (item) => {
  // the English words of the template: those of the en-US text that no parameter brings in
  const kept = words(
    `${Object.values(item.params).join(' ')} ${formatDate(item.params.session_date, 'en-US', 'UTC')}`,
  );
  const english = [...words(render('en-US', item))].filter((w) => !kept.has(w));

  it('renders in English from its template', () => {
    expect(english.length).toBeGreaterThan(8);
    expect(render('en-US', item)).toContain(`${item.params.percent}%`);
  });

  it.each(['pl-PL', 'zh-CN', 'de-DE', 'es-ES', 'tr-TR', 'hi-IN'])(
    'renders in %s with no English template word left',
    (locale) => {
      const text = render(locale, item);
      const left = [...words(text)].filter(
        (w) => english.includes(w) && !cognates[locale]?.includes(w),
      );
      expect(left, text).toEqual([]);
    },
  );

  it('keeps what the back office wrote (no template) as it is', () => {
    const { key: _key, params: _params, kind: _kind, ...published } = item;
    const text = render('pl-PL', published);
    expect(text).toBe(`${item.headline}\n${item.summary}\n${item.body}`);
  });
});

describe('the names around generated news', () => {
  it.each(['pl-PL', 'zh-CN'])('%s translates the sector and generic index names', (locale) => {
    const en = createI18n({ lng: 'en-US' }).getFixedT('en-US', 'market');
    const t = createI18n({ lng: locale }).getFixedT(locale, 'market');
    for (const id of sectorIds) expect(t(`sector.${id}`)).not.toBe(en(`sector.${id}`));
    for (const id of ['US-LC', 'US-TECH', 'PL-LC', 'CN-LC', 'CN-SZ'])
      expect(t(`index.${id}`)).not.toBe(en(`index.${id}`));
  });
});
