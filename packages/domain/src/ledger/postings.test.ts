import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Money } from '../money';
import type { SYSTEM_ACCOUNTS } from './buckets';
import { CLIENT_BUCKETS, isClientBucket, isSystemAccountName } from './buckets';
import {
  applyPostings,
  balanceKey,
  isCustomerKey,
  postingDeltas,
  sumsByCurrency,
  validatePostings,
  type Posting,
} from './postings';

const c = (client: string, bucket: Posting['bucket'] & string, amount: string, currency = 'USD') =>
  ({ account: { client }, bucket, currency, amount }) as Posting;
const s = (
  system: (typeof SYSTEM_ACCOUNTS)[number],
  amount: string,
  currency = 'USD',
): Posting => ({
  account: { system },
  currency,
  amount,
});

describe('names', () => {
  it('knows the six buckets of spec 3 and the system accounts', () => {
    expect(CLIENT_BUCKETS).toEqual([
      'available',
      'bonus',
      'frozen',
      'invested',
      'loan',
      'outstanding',
    ]);
    expect(isClientBucket('frozen')).toBe(true);
    expect(isClientBucket('main')).toBe(false);
    expect(isSystemAccountName('fx_clearing')).toBe(true);
    expect(isSystemAccountName('vault')).toBe(false);
    expect(isSystemAccountName(1)).toBe(false);
  });

  it('keys balances by account, currency and bucket', () => {
    expect(balanceKey(c('u1', 'available', '1'))).toBe('client:u1:USD:available');
    expect(balanceKey(s('fees', '1', 'EUR'))).toBe('system:fees:EUR:main');
    expect(isCustomerKey('client:u1:USD:available')).toBe(true);
    expect(isCustomerKey('system:fees:EUR:main')).toBe(false);
  });
});

describe('validatePostings', () => {
  it('accepts a balanced set across currencies', () => {
    expect(
      validatePostings([
        c('u1', 'available', '-100.00'),
        s('fx_clearing', '100'),
        s('fx_clearing', '-92.5', 'EUR'),
        c('u1', 'available', '92.50', 'EUR'),
      ]),
    ).toEqual({ ok: true });
    expect(validatePostings([c('u1', 'available', '-5'), c('u1', 'frozen', '5')])).toEqual({
      ok: true,
    });
    expect(
      validatePostings([
        { account: { system: 'fees' }, bucket: 'main', currency: 'USD', amount: '1' },
        s('adjustments', '-1'),
      ]),
    ).toEqual({ ok: true });
  });

  it('refuses an empty set and an unbalanced currency', () => {
    expect(validatePostings([])).toEqual({
      ok: false,
      code: 'ledger_postings_empty',
      params: { index: -1 },
    });
    expect(
      validatePostings([
        c('u1', 'available', '10'),
        s('cash_in_transit', '-10'),
        s('fees', '1', 'EUR'),
      ]),
    ).toEqual({
      ok: false,
      code: 'ledger_unbalanced',
      params: { index: -1, currency: 'EUR', sum: '1' },
    });
    // balanced in sum across currencies is still unbalanced per currency
    expect(validatePostings([c('u1', 'available', '10'), s('fees', '-10', 'EUR')]).ok).toBe(false);
  });

  const bad: [string, Posting, string][] = [
    ['empty client id', c('', 'available', '1'), 'ledger_account_invalid'],
    ['long client id', c('x'.repeat(129), 'available', '1'), 'ledger_account_invalid'],
    ['unknown bucket', c('u1', 'cash' as 'available', '1'), 'ledger_bucket_invalid'],
    ['unknown system account', s('vault' as 'fees', '1'), 'ledger_account_invalid'],
    [
      'system bucket',
      { account: { system: 'fees' }, bucket: 'available' as 'main', currency: 'USD', amount: '1' },
      'ledger_bucket_invalid',
    ],
    [
      'no account',
      { account: {}, currency: 'USD', amount: '1' } as unknown as Posting,
      'ledger_account_invalid',
    ],
    ['currency', c('u1', 'available', '1', 'usd'), 'ledger_currency_invalid'],
    ['number amount', c('u1', 'available', 1 as unknown as string), 'ledger_amount_invalid'],
    ['exponent', c('u1', 'available', '1e3'), 'ledger_amount_invalid'],
    ['zero', c('u1', 'available', '0.00'), 'ledger_amount_zero'],
    ['cents', c('u1', 'available', '0.001'), 'ledger_amount_precision'],
    ['yen', c('u1', 'available', '1.5', 'JPY'), 'ledger_amount_precision'],
    ['huge', c('u1', 'available', `1${'0'.repeat(20)}`), 'ledger_amount_too_large'],
    ['huge negative', c('u1', 'available', `-1${'0'.repeat(20)}`), 'ledger_amount_too_large'],
  ];
  it.each(bad)('refuses %s', (_, posting, code) => {
    const result = validatePostings([s('fees', '1'), posting]);
    expect(result).toMatchObject({ ok: false, code, params: { index: 1 } });
  });

  it('names the digits a currency allows', () => {
    expect(validatePostings([c('u1', 'available', '0.0001', 'KWD')])).toMatchObject({
      params: { digits: 3 },
    });
  });

  it('keeps the largest amount NUMERIC(28, 8) holds', () => {
    const max = `${'9'.repeat(20)}`;
    expect(validatePostings([c('u1', 'available', max), s('fees', `-${max}`)])).toEqual({
      ok: true,
    });
  });
});

// ---- properties -------------------------------------------------------------------------------

const currencies = ['USD', 'EUR', 'JPY'] as const;
const clients = ['a', 'b', 'c'] as const;
const amountOf = (cents: bigint, currency: string) =>
  Money.of(
    currency === 'JPY' ? cents.toString() : (Number(cents) / 100).toFixed(2),
    currency,
  ).toString();

/** A random balanced transaction: client legs, each balanced by a system leg or a client leg. */
const transaction = fc
  .array(
    fc.record({
      from: fc.constantFrom(...clients, 'system'),
      to: fc.constantFrom(...clients, 'system'),
      bucketFrom: fc.constantFrom(...CLIENT_BUCKETS),
      bucketTo: fc.constantFrom(...CLIENT_BUCKETS),
      currency: fc.constantFrom(...currencies),
      cents: fc.bigInt({ min: 1n, max: 100_000n }),
    }),
    { minLength: 1, maxLength: 4 },
  )
  .map((legs) =>
    legs.flatMap(({ from, to, bucketFrom, bucketTo, currency, cents }): Posting[] => {
      const amount = amountOf(cents, currency);
      const leg = (
        who: string,
        bucket: (typeof CLIENT_BUCKETS)[number],
        sign: '' | '-',
      ): Posting =>
        who === 'system'
          ? s('cash_in_transit', `${sign}${amount}`, currency)
          : c(who, bucket, `${sign}${amount}`, currency);
      return [leg(from, bucketFrom, '-'), leg(to, bucketTo, '')];
    }),
  );

describe('ledger properties', () => {
  it('a generated transaction sums to zero per currency and is valid', () => {
    fc.assert(
      fc.property(transaction, (postings) => {
        expect(validatePostings(postings)).toEqual({ ok: true });
        for (const sum of Object.values(sumsByCurrency(postings))) expect(sum).toBe('0');
      }),
    );
  });

  it('dropping one leg unbalances it', () => {
    fc.assert(
      fc.property(transaction, fc.nat(), (postings, i) => {
        const without = postings.filter((_, j) => j !== i % postings.length);
        expect(validatePostings(without)).toMatchObject({ ok: false, code: 'ledger_unbalanced' });
      }),
    );
  });

  it('applying transactions keeps customer buckets >= 0, the total at zero, and a refusal changes nothing', () => {
    fc.assert(
      fc.property(fc.array(transaction, { maxLength: 30 }), (txs) => {
        let balances = new Map<string, string>();
        for (const postings of txs) {
          const before = new Map(balances);
          const result = applyPostings(balances, postings);
          if (!result.ok) {
            expect(result.code).toBe('insufficient_balance');
            expect(isCustomerKey(result.params.key)).toBe(true);
            expect(balances).toEqual(before);
            continue;
          }
          balances = new Map([...balances, ...result.balances]);
          for (const [key, value] of balances) {
            if (isCustomerKey(key)) expect(value.startsWith('-')).toBe(false);
          }
          for (const currency of currencies) {
            const total = Money.sum(
              [...balances]
                .filter(([key]) => key.split(':')[2] === currency)
                .map(([, v]) => Money.of(v, currency)),
              currency,
            );
            expect(total.isZero()).toBe(true);
          }
        }
      }),
    );
  });
});

describe('applyPostings', () => {
  it('adds several postings to one bucket and refuses a customer overdraft', () => {
    const start = new Map([['client:a:USD:available', '10']]);
    const ok = applyPostings(start, [
      c('a', 'available', '-4'),
      c('a', 'available', '-6'),
      s('fees', '10'),
    ]);
    expect(ok).toEqual({
      ok: true,
      balances: new Map([
        ['client:a:USD:available', '0'],
        ['system:fees:USD:main', '10'],
      ]),
    });
    expect(applyPostings(start, [c('a', 'available', '-10.01'), s('fees', '10.01')])).toEqual({
      ok: false,
      code: 'insufficient_balance',
      params: { key: 'client:a:USD:available', currency: 'USD', balance: '10', change: '-10.01' },
    });
    // a system account may go below zero
    expect(
      applyPostings(new Map(), [s('cash_in_transit', '-5'), c('a', 'available', '5')]).ok,
    ).toBe(true);
    expect(
      postingDeltas([c('a', 'frozen', '1'), c('a', 'frozen', '2')])
        .get('client:a:USD:frozen')
        ?.toString(),
    ).toBe('3.00');
  });
});
