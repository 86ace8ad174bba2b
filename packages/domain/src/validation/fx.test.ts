import { describe, expect, it } from 'vitest';
import { fxCodes, validateFxExchange, type FxAccount } from './fx';

const usd: FxAccount = { id: 'usd', currency: 'USD', available: '120.50' };
const eur: FxAccount = { id: 'eur', currency: 'EUR', available: '0' };
const usd2: FxAccount = { id: 'usd2', currency: 'USD', available: '5' };

describe('validateFxExchange', () => {
  it('passes from a funded account to one of another currency', () => {
    expect(validateFxExchange({ accounts: [usd, eur], fromId: 'usd', toId: 'eur' })).toEqual({
      ok: true,
    });
  });

  it('needs at least two accounts', () => {
    expect(validateFxExchange({ accounts: [usd], fromId: 'usd', toId: 'usd' })).toEqual({
      ok: false,
      code: 'fx_two_accounts_required',
    });
    expect(validateFxExchange({ accounts: [] })).toMatchObject({
      code: 'fx_two_accounts_required',
    });
  });

  it("answers 'all_accounts_zero_balance' when no account has funds", () => {
    const empty = { ...usd, available: '0.00' };
    expect(validateFxExchange({ accounts: [empty, eur], fromId: 'usd', toId: 'eur' })).toEqual({
      ok: false,
      code: 'all_accounts_zero_balance',
    });
    const broken = { ...usd, available: 'NaN' };
    expect(validateFxExchange({ accounts: [broken, eur] })).toMatchObject({
      code: 'all_accounts_zero_balance',
    });
  });

  it('needs a source and a target among the accounts', () => {
    expect(validateFxExchange({ accounts: [usd, eur], toId: 'eur' })).toEqual({
      ok: false,
      code: 'fx_source_required',
    });
    expect(validateFxExchange({ accounts: [usd, eur], fromId: 'usd', toId: 'gbp' })).toEqual({
      ok: false,
      code: 'fx_target_required',
    });
  });

  it('needs two different accounts of different currencies', () => {
    expect(validateFxExchange({ accounts: [usd, eur], fromId: 'usd', toId: 'usd' })).toEqual({
      ok: false,
      code: 'fx_same_account',
    });
    expect(validateFxExchange({ accounts: [usd, eur, usd2], fromId: 'usd', toId: 'usd2' })).toEqual(
      { ok: false, code: 'fx_same_currency' },
    );
  });

  it('needs a non-zero available balance on the source', () => {
    expect(validateFxExchange({ accounts: [usd, eur], fromId: 'eur', toId: 'usd' })).toEqual({
      ok: false,
      code: 'fx_source_empty',
    });
    const negative = { ...eur, available: '-3' };
    expect(
      validateFxExchange({ accounts: [usd, negative], fromId: 'eur', toId: 'usd' }),
    ).toMatchObject({ code: 'fx_source_empty' });
  });

  it('exports its codes', () => {
    expect(fxCodes).toContain('all_accounts_zero_balance');
  });
});
