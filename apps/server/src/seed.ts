// Demo data (ARCHITECTURE 'Demo data'): on an empty database `pnpm start` creates
// one tenant, an advisor invitation code and two demo clients (one with KYC approved, one who has
// not submitted KYC), each with a welcome message, and answers what to print. Everything goes
// through the same services as the API and the back office.
import type { Kysely } from 'kysely';
import type { Clock } from './platform/auth/tokens';
import { loadConfig, type Config } from './config';
import type { Database } from './db/schema';
import { findClient, setClientAttributes } from './areas/client';
import { issueInvitationCodes, registerUser } from './areas/auth';
import { decideKyc, submitKyc } from './areas/kyc';
import { marketNow } from './areas/market';
import { issuePacCode } from './areas/pac';
import { postMessage } from './areas/messages';
import { anyTenant, createTenant, setDepositBank, updateTenantSettings } from './areas/settings';
import { storeUpload } from './areas/uploads';
import { unitOfWork } from './platform/unitOfWork';
import { seedMoneyHistory } from './seedMoney';
import { lastUsSession, seedTradingHistory } from './seedTrading';
import { seedOfferings } from './seedOfferings';
import { seedLoanProducts } from './seedLoans';
import { seedProducts } from './seedProducts';

export interface SeedDeps {
  db: Kysely<Database>;
  clock: Clock;
  config?: Config;
}

export const DEMO_TENANT = 'demo';
export const DEMO_APP_NAME = 'Invest';
export const DEMO_ADVISOR = 'advisor-demo';
export const DEMO_INVITATION_DAYS = 365;
/** The demo client's PAC codes last as long as the demo's invitation code. */
export const DEMO_PAC_DAYS = 365;
export const DEMO_SUPPORT_KEY = 'demo-support-key';

/** The demo client with KYC approved (spec 3 User, spec 6 permissions). */
export const DEMO_CLIENT = {
  username: 'demo',
  countryCode: '1',
  mobile: '2025550143',
  password: 'Demo-pass-1',
  fullName: 'Alex Morgan',
} as const;

/** The demo client who has not submitted KYC yet (kyc_force: the app asks for it). */
export const DEMO_NEW_CLIENT = {
  username: 'newclient',
  countryCode: '1',
  mobile: '2025550178',
  password: 'Demo-pass-1',
} as const;

/**
 * spec 6 permission strings of the approved demo client: every gated action (domain
 * `gatedFeatures`: the server refuses those routes without them), and 'ipo'.
 */
export const DEMO_PERMS = [
  'trade',
  'deposit',
  'withdraw',
  'ipo',
  'subscribe',
  'fx',
  'loan',
] as const;

export interface SeededClient {
  label: string;
  id: string;
  username: string;
  countryCode: string;
  mobile: string;
  password: string;
  kyc: 'approved' | 'unverified';
}

/** A PAC code the back office issued to the demo client (spec 5), to print with the log-in. */
export interface SeededPacCode {
  /** The offering or product it is for ('IPO NSE:JIOFIN', 'EARN-NOTE'). */
  label: string;
  kind: 'offering' | 'product';
  id: string;
  code: string;
}

export interface SeedResult {
  tenantId: string;
  appName: string;
  advisor: string;
  invitationCode: string;
  invitationDays: number;
  clients: SeededClient[];
  /** The demo client's PAC codes for the demo's offerings and products that ask for one. */
  pacCodes: SeededPacCode[];
  pacCodeDays: number;
}

/** A 1x1 PNG: the demo client's identity document images (checked by content like any upload). */
const DEMO_IMAGE = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  ),
);

/** True when the database has no tenant yet (a fresh data directory). */
export async function isEmpty(db: Kysely<Database>): Promise<boolean> {
  return !(await anyTenant(db));
}

async function createClient(
  deps: SeedDeps,
  who: { username: string; countryCode: string; mobile: string; password: string },
) {
  // like every write: in a unit of work (platform/unitOfWork.ts)
  const user = await unitOfWork(deps, (tx) =>
    registerUser(tx, {
      tenantId: DEMO_TENANT,
      countryCode: who.countryCode,
      mobile: who.mobile,
      password: who.password,
      username: who.username,
      advisor: DEMO_ADVISOR,
    }),
  );
  if (user.username !== who.username) {
    throw new Error(`demo seed: username ${who.username} was not available`);
  }
  return user;
}

/**
 * Seeds the demo tenant and clients when the database has no tenant; answers what was created
 * (with the plain invitation code, shown only now), or undefined when there was data already.
 */
export async function seedDemo(deps: SeedDeps): Promise<SeedResult | undefined> {
  const { db } = deps;
  if (!(await isEmpty(db))) return undefined;

  // the tenant, its settings and bank: one unit of work (the services compose)
  await unitOfWork(deps, async ({ db: trx }) => {
    // spec 1: enabled locales US, PL, CN (the first the default); USD; accounts held in the US
    await createTenant(trx, {
      id: DEMO_TENANT,
      name: 'Invest Demo',
      appName: DEMO_APP_NAME,
      currency: 'USD',
      defaultLocale: 'en-US',
      enabledLocales: ['en-US', 'pl-PL', 'zh-CN'],
      countries: [
        { code: 'US', for_accounts: true },
        { code: 'PL', for_accounts: true },
        { code: 'CN' },
        { code: 'IN' },
      ],
      csKey: DEMO_SUPPORT_KEY,
    });
    // spec 3 Company info
    await updateTenantSettings(trx, DEMO_TENANT, {
      co_name: 'Invest Demo Securities Ltd.',
      co_address: '1 Market Street, New York, NY 10004',
      icp_no: 'DEMO-0001',
    });
    // spec 1: advisors supply the deposit bank details
    await setDepositBank(trx, DEMO_TENANT, {
      bank_name: 'Demo National Bank',
      bank_acc: '0001 2345 6789',
      bank_holder: 'Invest Demo Securities Ltd.',
      swift: 'DEMOUS33',
      reference_note: 'Put your username in the transfer reference.',
    });
  });
  const [invitationCode] = await unitOfWork(deps, (tx) =>
    issueInvitationCodes(tx, {
      tenantId: DEMO_TENANT,
      advisor: DEMO_ADVISOR,
      count: 1,
      ttlDays: DEMO_INVITATION_DAYS,
      maxUses: 100,
    }),
  );
  if (invitationCode === undefined) throw new Error('demo seed: no invitation code issued');

  // the client with KYC approved: documents uploaded, submitted, approved by the back office
  const demo = await createClient(deps, DEMO_CLIENT);
  const owner = { tenantId: DEMO_TENANT, userId: demo.id };
  // documents, submission, decision and the client's attributes: one unit of work
  await unitOfWork(deps, async (tx) => {
    const front = await storeUpload(tx, owner, { purpose: 'kyc_front', bytes: DEMO_IMAGE });
    const back = await storeUpload(tx, owner, { purpose: 'kyc_back', bytes: DEMO_IMAGE });
    await submitKyc(tx, owner, {
      declaration: true,
      full_name: DEMO_CLIENT.fullName,
      country_code: DEMO_CLIENT.countryCode,
      mobile: DEMO_CLIENT.mobile,
      dob: '1988-04-12',
      id_no: 'ABCPM1234F',
      id_front: front.id,
      id_back: back.id,
    });
    await decideKyc(tx, {
      tenantId: DEMO_TENANT,
      userId: demo.id,
      decision: 'approve',
      decidedBy: DEMO_ADVISOR,
    });
    await setClientAttributes(tx.db, DEMO_TENANT, demo.id, {
      vip: 1,
      score: 720,
      perms: [...DEMO_PERMS],
      kyc_force: true,
      client_deposit: true,
    });
  });
  // Deposits, an FX exchange, withdrawals and nominees
  // (history: the money on the morning of the last New York session, a second apart, so that
  // the orders of that session are paid from it and every record is in the order it happened)
  // on the market's clock (MARKET_TIME shifts it in demos and journeys)
  const now = deps.config
    ? new Date(marketNow({ clock: deps.clock, config: deps.config })())
    : deps.clock();
  const session = lastUsSession(now);
  let second = 0;
  const morning = () => new Date(session.getTime() - 3 * 3_600_000 + second++ * 1_000);
  await seedMoneyHistory(
    { ...deps, clock: morning },
    DEMO_TENANT,
    demo.id,
    DEMO_IMAGE,
    DEMO_CLIENT.password,
  );
  // Orders: buys, a sale and a working limit order, from the cash of the deposits
  await seedTradingHistory(
    { ...deps, seed: deps.config?.MARKET_SEED ?? loadConfig({}).MARKET_SEED },
    { session, now },
    DEMO_TENANT,
    demo.id,
    DEMO_CLIENT.password,
  );

  // Offerings in every state of their life, in two markets (the scheduler allots and lists)
  const pacOfferings = await seedOfferings(
    { ...deps, seed: deps.config?.MARKET_SEED ?? loadConfig({}).MARKET_SEED },
    DEMO_TENANT,
  );

  // The product catalogue in two currencies
  const pacProducts = await seedProducts(deps, DEMO_TENANT);

  // spec 5: the advisor gives the demo client a PAC code for each of them that asks for one
  const pacCodes: SeededPacCode[] = [];
  for (const target of [...pacOfferings, ...pacProducts]) {
    const issued = await unitOfWork(deps, (tx) =>
      issuePacCode(tx, {
        tenantId: DEMO_TENANT,
        userId: demo.id,
        target: { kind: target.kind, id: target.id },
        ttlDays: DEMO_PAC_DAYS,
      }),
    );
    pacCodes.push({ ...target, code: issued.code });
  }

  // Loan products in two currencies, one above the demo client's VIP level (no loan given)
  await seedLoanProducts(deps, DEMO_TENANT);

  // the client who has not submitted KYC
  const fresh = await createClient(deps, DEMO_NEW_CLIENT);
  await unitOfWork(deps, ({ db: trx }) =>
    setClientAttributes(trx, DEMO_TENANT, fresh.id, { kyc_force: true }),
  );

  // the welcome messages: one unit of work
  await unitOfWork(deps, async ({ db: trx }) => {
    for (const [user, body] of [
      [
        demo,
        'Your account is verified and ready. Explore the markets, fund your account and place your first trade.',
      ],
      [
        fresh,
        'Your account is open. Complete identity verification (KYC) to deposit, trade and withdraw.',
      ],
    ] as const) {
      await postMessage(trx, {
        tenantId: DEMO_TENANT,
        userId: user.id,
        title: `Welcome to ${DEMO_APP_NAME}`,
        body,
        createdAt: deps.clock(),
      });
    }
  });

  // read back through the back office's lookup: what is printed is what exists
  const clients: SeededClient[] = [];
  for (const [label, who, kyc] of [
    ['Demo client (KYC approved)', DEMO_CLIENT, 'approved'],
    ['New client (KYC not submitted)', DEMO_NEW_CLIENT, 'unverified'],
  ] as const) {
    const user = await findClient(db, DEMO_TENANT, who.username);
    if (!user) throw new Error(`demo seed: ${who.username} is missing`);
    clients.push({
      label,
      id: user.id,
      username: user.username,
      countryCode: who.countryCode,
      mobile: who.mobile,
      password: who.password,
      kyc,
    });
  }
  return {
    tenantId: DEMO_TENANT,
    appName: DEMO_APP_NAME,
    advisor: DEMO_ADVISOR,
    invitationCode,
    invitationDays: DEMO_INVITATION_DAYS,
    clients,
    pacCodes,
    pacCodeDays: DEMO_PAC_DAYS,
  };
}
