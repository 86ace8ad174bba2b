// Money routes by declaration: a contract route says `moneyMoving` and/or `stepUp: <action>`, and
// the platform enforces them (platform/idempotency.ts, platform/stepUp.ts). This walks every
// route of the real app, so a new route cannot forget: each declared money-moving POST refuses a
// missing Idempotency-Key, each step-up route a missing proof, and every POST of the money areas
// is declared as what it is (a list of money paths checked against the declarations).
import {
  routes,
  stepUpActions,
  type RouteDef,
  type RouteName,
  type StepUpAction,
} from '@invest/api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../db/test-support';
import { insertTenant, TEST_PASSWORD } from '../testing/fixtures';
import { call, startTestServer, type CallOptions, type TestServer } from '../testing/harness';
import { signedInClient, type SignedIn } from '../areas/client/testSupport';
import { addBank, moneyClient, withMfa } from '../areas/withdrawals/testSupport';

const declared = Object.entries(routes) as Array<[RouteName, RouteDef]>;

/** The paths of the money areas: every POST under them is classified below. */
const MONEY_AREAS = [
  '/deposit/',
  '/withdraw/',
  '/fx/',
  '/bank/',
  '/nominee/',
  '/fund/',
  '/trade/',
  '/product/',
  '/loan/',
];

type Expected = { moneyMoving?: true; stepUp?: StepUpAction } | { neither: string };

/**
 * Every POST of the money areas and what it must declare. A new money POST fails the walk until
 * it is added here, with its flags or the reason it moves neither money nor a destination.
 */
const MONEY_POSTS: Record<string, Expected> = {
  'POST /deposit/app/v1': { moneyMoving: true },
  'POST /withdraw/app/v1': { moneyMoving: true, stepUp: 'money_destination' },
  'POST /withdraw/app/v1/:id/cancel': {
    neither: 'a cancel releases the client’s own hold back to them; a repeat is refused by state',
  },
  'POST /fx/app/v1/exchange': { moneyMoving: true },
  'POST /bank/app/v1': { stepUp: 'money_destination' },
  'POST /nominee/app/v1': {
    neither: 'nominees name who inherits the account; spec 5 asks only the share rules of them',
  },
  'POST /trade/app/v1/order': { moneyMoving: true },
  'POST /trade/app/v1/unlock': { stepUp: 'trade_unlock' },
  'POST /trade/app/v1/quote': {
    neither: 'a quote prices a ticket and holds nothing; the order placed against it moves money',
  },
  'POST /trade/app/v1/orders/:id/cancel': {
    neither:
      'a cancel releases the order’s own hold back to the client; a repeat is refused by state',
  },
  'POST /product/app/v1/:id/subscribe': { moneyMoving: true },
  'POST /product/app/v1/subscriptions/:id/cancel': {
    neither:
      'a cancel releases the subscription’s own hold back to the client; a repeat is refused by state',
  },
  'POST /product/app/v1/catalogue/:id/subscribe': { moneyMoving: true },
  'POST /product/app/v1/holdings/:id/redeem': { moneyMoving: true },
  'POST /product/app/v1/subscriptions/:id/redeem': { moneyMoving: true },
  'POST /product/app/v1/orders/:id/cancel': {
    neither:
      'a cancel releases the awaiting order’s own hold back to the client; a repeat is refused by state',
  },
  // the application moves no money until disbursed, but ARCHITECTURE 'The wire' keys it: a retry
  // must not file two applications; a repayment pays the client's own debt from their own cash
  'POST /loan/app/v1/apply': { moneyMoving: true },
  'POST /loan/app/v1/:id/repay': { moneyMoving: true },
};

/** The step-up routes outside the money areas: the factors and the password (security, auth). */
const OTHER_STEP_UPS: Partial<Record<RouteName, StepUpAction>> = {
  mfaBind: 'factor_change',
  totpEnrol: 'factor_change',
  backupCodesRegenerate: 'factor_change',
  passkeyRegisterOptions: 'factor_change',
  passkeyDelete: 'factor_change',
  setPin: 'factor_change',
  changePassword: 'password_change',
};

describe.each(databaseKinds())('money routes by declaration on %s', (kind) => {
  let s: TestServer;
  let pinHolder: SignedIn;
  let mfaHolder: SignedIn;
  let noFactor: SignedIn;
  let bankId: string;

  beforeAll(async () => {
    s = await startTestServer(kind);
    await insertTenant(s.db.db, 'demo');
    pinHolder = await moneyClient(s);
    bankId = await addBank(s, pinHolder);
    mfaHolder = (await withMfa(s, await moneyClient(s))).who;
    noFactor = await signedInClient(s);
  });
  afterAll(() => s.close());

  /**
   * A call of each step-up route that passes everything but the proof: a caller the action asks
   * a proof of, and a valid body without one. A new step-up route fails until it has one here.
   */
  const stepUpCalls = (): Partial<Record<RouteName, [SignedIn, CallOptions]>> => ({
    withdrawSubmit: [
      pinHolder,
      {
        headers: { 'idempotency-key': 'walk-withdraw' },
        body: { currency: 'USD', amount: '10.00', bank_id: bankId },
      },
    ],
    bankSave: [
      pinHolder,
      { body: { bank_name: 'B', bank_acc: '12345678', bank_holder: 'H', country: 'US' } },
    ],
    tradeUnlock: [pinHolder, { body: {} }],
    mfaBind: [pinHolder, {}],
    totpEnrol: [pinHolder, {}],
    backupCodesRegenerate: [mfaHolder, { body: { step_up: {} } }],
    passkeyRegisterOptions: [mfaHolder, { headers: { origin: s.url } }],
    passkeyDelete: [pinHolder, { params: { id: 'no-such-passkey' } }],
    // a client without a PIN: setting the first one asks the step-up (the password)
    setPin: [noFactor, { body: { pin: '246813', confirm_pin: '246813' } }],
    changePassword: [
      pinHolder,
      {
        body: {
          old_password: TEST_PASSWORD,
          new_password: 'Another-pass-92',
          confirm_password: 'Another-pass-92',
        },
      },
    ],
  });

  it('every contract route is registered on the real app', () => {
    const missing = declared
      .filter(([, def]) => !s.app.hasRoute({ method: def.method, url: def.path }))
      .map(([name]) => name);
    expect(missing).toEqual([]);
  });

  it('every POST of the money areas declares what it moves (or why it moves neither)', () => {
    const posts = declared.filter(
      ([, def]) => def.method === 'POST' && MONEY_AREAS.some((p) => def.path.startsWith(p)),
    );
    const actual = Object.fromEntries(
      posts.map(([, def]) => [
        `${def.method} ${def.path}`,
        def.moneyMoving || def.stepUp
          ? {
              ...(def.moneyMoving ? { moneyMoving: true } : {}),
              ...(def.stepUp ? { stepUp: def.stepUp } : {}),
            }
          : 'neither',
      ]),
    );
    const expected = Object.fromEntries(
      Object.entries(MONEY_POSTS)
        .filter(([path]) => path in actual)
        .map(([path, e]) => [path, 'neither' in e ? 'neither' : e]),
    );
    expect(actual).toEqual(expected);
    // a listed money path that no longer exists is a stale list
    expect(Object.keys(MONEY_POSTS).filter((p) => !(p in actual))).toEqual([]);
  });

  it('the step-up routes outside the money areas are declared with their action', () => {
    const actual = Object.fromEntries(
      declared
        .filter(([, def]) => def.stepUp && !MONEY_AREAS.some((p) => def.path.startsWith(p)))
        .map(([name, def]) => [name, def.stepUp]),
    );
    expect(actual).toEqual(OTHER_STEP_UPS);
    for (const [, def] of declared) {
      if (def.stepUp !== undefined) expect(stepUpActions).toContain(def.stepUp);
    }
  });

  it('only signed-in POSTs move money, and only signed-in routes ask the step-up', () => {
    for (const [name, def] of declared) {
      if (def.moneyMoving) expect([name, def.method, def.auth]).toEqual([name, 'POST', 'user']);
      if (def.stepUp) expect([name, def.auth]).toEqual([name, 'user']);
    }
  });

  it.each(declared.filter(([, def]) => def.moneyMoving).map(([name]) => name))(
    'money-moving %s refuses a call without an Idempotency-Key (400), before reading the body',
    async (name) => {
      const before = await s.db.db
        .selectFrom('idempotency_keys')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow();
      // a route on a record (/:id/...) gets any id: the key is checked before the record
      const params = Object.fromEntries(
        [...routes[name].path.matchAll(/:([A-Za-z_]+)/g)].map((m) => [m[1]!, 'walk']),
      );
      const res = await call(s, name, { token: pinHolder.token, body: {}, params });
      expect([res.status, res.json.code]).toEqual([400, 'IDEMPOTENCY_KEY_REQUIRED']);
      const invalid = await call(s, name, {
        token: pinHolder.token,
        body: {},
        params,
        headers: { 'idempotency-key': 'with space' },
      });
      expect([invalid.status, invalid.json.code]).toEqual([400, 'IDEMPOTENCY_KEY_INVALID']);
      const after = await s.db.db
        .selectFrom('idempotency_keys')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(after.n)).toBe(Number(before.n));
    },
  );

  it.each(declared.filter(([, def]) => def.stepUp).map(([name]) => name))(
    'step-up route %s refuses a call without the proof (403 STEP_UP_REQUIRED)',
    async (name) => {
      const sample = stepUpCalls()[name];
      // a new step-up route needs its call above
      expect(sample, `a sample call of ${name}`).toBeDefined();
      const [who, options] = sample!;
      const res = await call(s, name, { token: who.token, ...options });
      expect([res.status, res.json.code]).toEqual([403, 'STEP_UP_REQUIRED']);
    },
  );
});
