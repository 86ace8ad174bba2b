import { describe, expect, it } from 'vitest';
import { companyKey, industryId } from './industry';

describe("an industry's id (the key of its name in every language)", () => {
  it('is a lower-case slug of the English name, words joined by underscores', () => {
    expect(industryId('Consumer Electronics')).toBe('consumer_electronics');
    expect(industryId('Software')).toBe('software');
    expect(industryId('Semiconductors')).toBe('semiconductors');
    expect(industryId('Data Center REITs')).toBe('data_center_reits');
  });

  it('drops punctuation, so an ampersand or a dash never reaches the key', () => {
    expect(industryId('Aerospace & Defense')).toBe('aerospace_defense');
    expect(industryId('Beverages - Spirits')).toBe('beverages_spirits');
    expect(industryId('Oil & Gas E&P')).toBe('oil_gas_e_p');
  });

  it('is the same for the same industry however a provider spaces or cases it', () => {
    expect(industryId('  internet   retail ')).toBe('internet_retail');
    expect(industryId('INTERNET RETAIL')).toBe('internet_retail');
  });

  it('is empty for a name with no letters or digits (nothing to look up)', () => {
    expect(industryId('')).toBe('');
    expect(industryId(' - & ')).toBe('');
  });
});

describe("a company description's key", () => {
  it('is the exchange then the symbol, one segment each', () => {
    expect(companyKey('NASDAQ', 'AAPL')).toBe('NASDAQ.AAPL');
    expect(companyKey('NYSE', 'BRK.B')).toBe('NYSE.BRK_B');
    expect(companyKey('NSE', 'M&M')).toBe('NSE.M_M');
    expect(companyKey('NSE', 'BAJAJ-AUTO')).toBe('NSE.BAJAJ_AUTO');
  });
});
