// The country pickers (the phone's code picker, the bank account's country): every name in the
// client's language, in that language's order, never the server's mix of own-language names.
import { describe, expect, it } from 'vitest';
import { countryOptions } from './phoneCountries';

/** The server's list as a tenant sets it up: each market under its own name. */
const server = [
  { code: 'US', name: 'United States' },
  { code: 'PL', name: 'Polska' },
  { code: 'CN', name: '中国' },
  { code: 'IN', name: 'भारत' },
  { code: 'ES', name: 'España' },
  { code: 'TR', name: 'Türkiye' },
  { code: 'DE', name: 'Deutschland' },
];

describe('countryOptions', () => {
  it('names every country in English and sorts them as English does (en-US)', () => {
    expect(countryOptions(server, 'en-US').map((c) => c.name)).toEqual([
      'China',
      'Germany',
      'India',
      'Poland',
      'Spain',
      'Türkiye',
      'United States',
    ]);
  });

  it('names every country in Polish and sorts them by Polish collation (pl-PL)', () => {
    const names = countryOptions(server, 'pl-PL').map((c) => c.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('pl-PL').compare));
    expect(names).toContain('Polska');
    expect(names).toContain('Stany Zjednoczone');
    expect(names).not.toContain('United States');
    // Polish collation puts 'Ch' after 'C' and 'Ś' after 'S': Chiny before Hiszpania,
    // Stany Zjednoczone before Turcja
    expect(names.indexOf('Chiny')).toBeLessThan(names.indexOf('Hiszpania'));
  });

  it('keeps the code of each option and the server name of a code Intl cannot name', () => {
    const options = countryOptions([...server, { code: 'XX-1', name: 'Atlantis' }], 'en-US');
    expect(options.find((c) => c.code === 'PL')).toEqual({ code: 'PL', name: 'Poland' });
    expect(options.find((c) => c.code === 'XX-1')).toEqual({ code: 'XX-1', name: 'Atlantis' });
  });
});
