// Every text that shows a number of things, in every locale: the plural forms its language needs
// (CLDR, as Intl.PluralRules gives them), picked by i18next for 0, 1, 2, 5 and 22, and worded as
// each language says it (Polish one / few / many; Turkish and Chinese with the noun unchanged).
import { describe, expect, it } from 'vitest';
import { createI18n } from './createI18n';
import { localeCodes, type LocaleCode } from './locales';
import { pluralCount } from './plural';
import { resources, type Namespace } from './resources';

type Tree = { [key: string]: string | Tree };
type Params = Record<string, number>;

function flatten(tree: Tree | undefined, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree ?? {})) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

const textsOf = (lng: LocaleCode, ns: string) =>
  flatten(resources[lng][ns as Namespace] as Tree | undefined);

const PLURAL = /_(zero|one|two|few|many|other)$/;

/** The call sites' params for a count `n`: `count` itself, or a coded message's params. */
const count = (n: number): Params => ({ count: n });
/** A validation message: the issue's params, and the `count` its translator adds (pluralCount). */
const issue =
  (...names: string[]) =>
  (n: number): Params => {
    const params = Object.fromEntries(names.map((name) => [name, n]));
    return { ...params, count: pluralCount(params)! };
  };

/** Every count-bearing text (namespace:key without the plural suffix) and what its caller passes. */
const counted: Record<string, (n: number) => Params> = {
  'shell:header.messagesUnread': count,
  'shell:search.count': count,
  'shell:messages.unreadSummary': count,
  'security:twoStep.backupLeft': count,
  'security:history.description': count,
  'kyc:pending.message': count,
  // a wrong PIN says the attempts left, in the step-up dialog and the withdrawal's confirmation
  'security:stepUp.wrongPin': count,
  'money:withdraw.wrongPin': count,
  // nested in web:kyc.agreement with the review's hours
  'web:kyc.reviewTime': count,
  'validation:phone_length': issue('min', 'max'),
  'validation:password_too_short': issue('min'),
  'validation:verification_code_invalid': issue('min', 'max'),
  'validation:full_name_too_long': issue('max'),
  'validation:dob_too_young': issue('min'),
  'validation:pin_invalid': issue('length'),
  'validation:nominee_relationship_too_long': issue('max'),
  'validation:nominee_share_invalid': issue('decimals'),
  'validation:deposit_reference_too_long': issue('max'),
  'validation:field_too_long': issue('max'),
  // an offering's shares (lot size, total size), its period in days and the lots an amount buys
  'offerings:shares': count,
  'offerings:periodDays': count,
  'offerings:subscribe.amountBuys': count,
  // a product's period in days
  'products:periodDays': count,
  'loans:products.termValue': count,
};

const samples = [0, 1, 2, 5, 22];
const i18n = createI18n();

describe('count-bearing texts', () => {
  it('are exactly the plural texts of en-US', () => {
    const plural = new Set<string>();
    for (const ns of Object.keys(resources['en-US'])) {
      for (const key of textsOf('en-US', ns).keys()) {
        if (PLURAL.test(key)) plural.add(`${ns}:${key.replace(PLURAL, '')}`);
      }
    }
    expect([...plural].sort()).toEqual(Object.keys(counted).sort());
  });

  it('{{count}} only ever appears in a plural text (a number of things agrees with it)', () => {
    const singular: string[] = [];
    for (const lng of localeCodes) {
      for (const ns of Object.keys(resources[lng])) {
        for (const [key, text] of textsOf(lng, ns)) {
          if (!PLURAL.test(key) && /\{\{\s*count\s*\}\}/.test(text)) {
            singular.push(`${lng} ${ns}:${key}`);
          }
        }
      }
    }
    expect(singular).toEqual([]);
  });

  describe.each([...localeCodes])('%s', (lng) => {
    const rules = new Intl.PluralRules(lng);
    const categories = [...rules.resolvedOptions().pluralCategories].sort();

    it.each(Object.keys(counted))(
      '%s has the forms of its plural categories and i18next picks the one Intl.PluralRules names',
      (id) => {
        const [ns, key] = id.split(':') as [string, string];
        const forms = [...textsOf(lng, ns).keys()]
          .filter((k) => k.replace(PLURAL, '') === key && PLURAL.test(k))
          .map((k) => PLURAL.exec(k)![1]!)
          .sort();
        // a partial locale (eu-ES) may lack the text: then en-US speaks, with en-US's rules
        const speaker: LocaleCode = forms.length === 0 && lng === 'eu-ES' ? 'en-US' : lng;
        if (speaker === lng) expect(forms, `${lng} ${id}`).toEqual(categories);
        expect(textsOf(lng, ns).has(key), `${lng} ${id} without a plural suffix`).toBe(false);
        const t = i18n.getFixedT(lng, ns);
        const own = i18n.getFixedT(speaker, ns);
        for (const n of samples) {
          const params = counted[id]!(n);
          const category = new Intl.PluralRules(speaker).select(n);
          expect(t(key, params), `${lng} ${id} for ${n} (${category})`).toBe(
            own(`${key}_${category}`, params),
          );
        }
      },
    );
  });

  it('the KYC agreement names the review time in the plural form of its hours', () => {
    for (const lng of localeCodes) {
      const t = i18n.getFixedT(lng, 'web');
      for (const n of samples) {
        expect(t('kyc.agreement', { hours: n }), `${lng} ${n}`).toContain(
          t('kyc.reviewTime', { count: n }),
        );
      }
    }
  });
});

/** What a reader sees, per locale: the words each count takes. */
const wording: Record<string, Record<string, Record<number, string>>> = {
  'pl-PL': {
    'shell:messages.unreadSummary': {
      0: '0 nieprzeczytanych wiadomości',
      1: '1 nieprzeczytana wiadomość',
      2: '2 nieprzeczytane wiadomości',
      5: '5 nieprzeczytanych wiadomości',
      12: '12 nieprzeczytanych wiadomości',
      22: '22 nieprzeczytane wiadomości',
    },
    'shell:search.count': { 1: '1 wynik', 3: '3 wyniki', 5: '5 wyników', 24: '24 wyniki' },
    'security:history.description': {
      2: 'Ostatnie 2 logowania i nieudane próby.',
      5: 'Ostatnie 5 logowań i nieudanych prób.',
      50: 'Ostatnie 50 logowań i nieudanych prób.',
    },
    'security:twoStep.backupLeft': {
      1: 'Pozostał 1 kod zapasowy',
      3: 'Pozostały 3 kody zapasowe',
      10: 'Pozostało 10 kodów zapasowych',
    },
    'kyc:pending.message': {
      1: 'Sprawdzamy Twoje dokumenty. Trwa to do 1 godziny.',
      48: 'Sprawdzamy Twoje dokumenty. Trwa to do 48 godzin.',
    },
    'validation:password_too_short': {
      1: 'Hasło musi mieć co najmniej 1 znak',
      2: 'Hasło musi mieć co najmniej 2 znaki',
      6: 'Hasło musi mieć co najmniej 6 znaków',
    },
    'validation:dob_too_young': {
      1: 'Musisz mieć co najmniej 1 rok',
      2: 'Musisz mieć co najmniej 2 lata',
      18: 'Musisz mieć co najmniej 18 lat',
    },
    'validation:pin_invalid': {
      1: 'PIN musi składać się z 1 cyfry',
      4: 'PIN musi składać się z 4 cyfr',
      6: 'PIN musi składać się z 6 cyfr',
    },
  },
  'tr-TR': {
    'shell:messages.unreadSummary': { 1: '1 okunmamış mesaj', 2: '2 okunmamış mesaj' },
    'validation:password_too_short': {
      1: 'Şifre en az 1 karakter olmalıdır',
      6: 'Şifre en az 6 karakter olmalıdır',
    },
  },
  'es-ES': {
    'shell:messages.unreadSummary': { 1: '1 mensaje sin leer', 2: '2 mensajes sin leer' },
    'validation:password_too_short': {
      1: 'La contraseña debe tener al menos 1 carácter',
      6: 'La contraseña debe tener al menos 6 caracteres',
    },
    'validation:dob_too_young': {
      1: 'Debes tener al menos 1 año',
      18: 'Debes tener al menos 18 años',
    },
  },
  'de-DE': {
    'shell:messages.unreadSummary': {
      1: '1 ungelesene Nachricht',
      2: '2 ungelesene Nachrichten',
    },
    'kyc:pending.message': {
      1: 'Wir prüfen Ihre Unterlagen. Das dauert bis zu 1 Stunde.',
      48: 'Wir prüfen Ihre Unterlagen. Das dauert bis zu 48 Stunden.',
    },
  },
  'hi-IN': {
    'shell:messages.unreadSummary': { 1: '1 अपठित संदेश', 2: '2 अपठित संदेश' },
    'validation:password_too_short': {
      1: 'पासवर्ड में कम से कम 1 अक्षर होना चाहिए',
      6: 'पासवर्ड में कम से कम 6 अक्षर होने चाहिए',
    },
  },
  'zh-CN': {
    'shell:messages.unreadSummary': { 1: '1 条未读消息', 2: '2 条未读消息' },
    'shell:search.count': { 1: '1 个结果', 22: '22 个结果' },
  },
  'en-US': {
    'shell:messages.unreadSummary': { 1: '1 unread message', 2: '2 unread messages' },
    'shell:search.count': { 0: '0 results', 1: '1 result', 5: '5 results' },
    'validation:password_too_short': {
      1: 'Password must be at least 1 character',
      6: 'Password must be at least 6 characters',
    },
  },
};

describe.each(Object.keys(wording))('%s wording', (lng) => {
  it.each(Object.keys(wording[lng]!))('%s', (id) => {
    const [ns, key] = id.split(':') as [string, string];
    const t = i18n.getFixedT(lng, ns);
    const said = Object.fromEntries(
      Object.keys(wording[lng]![id]!).map((n) => [n, t(key, counted[id]!(Number(n)))]),
    );
    expect(said).toEqual(wording[lng]![id]);
  });
});
