// The environment, validated once at start (ARCHITECTURE 'The server'). A bad variable stops the
// process with a message naming every problem; values are never echoed (some are secrets).
import { randomBytes } from 'node:crypto';
import { enum as zEnum, object, string } from 'zod';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/**
 * Without AUTH_SECRET the server never signs with a value from the source. The
 * configuration gets a random secret for this process; startServer then replaces it with the one
 * kept for the installation (platform/authSecret.ts: the data directory's `auth-secret` file,
 * owner-only, or the database's `server_secrets` row on PostgreSQL) so that restarts and other
 * processes keep accepting the tokens. Production requires AUTH_SECRET.
 */
export function randomAuthSecret(): string {
  return randomBytes(48).toString('base64url');
}

const flag = (what: string) =>
  zEnum(['true', 'false', '1', '0'], { error: `must be true or false (${what})` }).transform(
    (v) => v === 'true' || v === '1',
  );

const MIN_SECRET_LENGTH = 32;

/**
 * The Vite development server's origins: the default CORS allow-list outside production only. A
 * production server trusts no origin it was not given (credentials travel with CORS requests).
 */
const DEVELOPMENT_ORIGINS = ['http://127.0.0.1:5173', 'http://localhost:5173'];

const integer = (min: number, max: number, what: string) =>
  string()
    .trim()
    .regex(/^\d+$/, `must be a whole number (${what})`)
    .transform(Number)
    .refine((n) => n >= min && n <= max, `must be between ${min} and ${max} (${what})`);

const envSchema = object({
  NODE_ENV: zEnum(['development', 'test', 'production'], {
    error: 'must be one of development, test, production',
  }).default('development'),
  PORT: integer(0, 65_535, 'a TCP port').default(8787),
  HOST: string().trim().min(1, 'must not be empty').default('127.0.0.1'),
  DATA_DIR: string().trim().min(1, 'must not be empty').default('.data'),
  DATABASE_URL: string()
    .trim()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  CORS_ORIGINS: string()
    .transform((s) =>
      s
        .split(',')
        .map((o) => o.trim())
        .filter((o) => o.length > 0),
    )
    .refine(
      (list) => list.every((o) => /^https?:\/\/[^/\s]+$/.test(o)),
      'must be a comma list of origins such as https://app.example.com (no path)',
    )
    .optional(),
  BODY_LIMIT_BYTES: integer(1024, 100 * 1024 * 1024, 'bytes, 1 KiB to 100 MiB').default(
    1024 * 1024,
  ),
  LOG_LEVEL: zEnum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` }).default(
    'info',
  ),
  AUTH_SECRET: string()
    .min(MIN_SECRET_LENGTH, `must be at least ${MIN_SECRET_LENGTH} characters`)
    .optional(),
  /** Seed the demo tenant and clients on an empty database (default: yes, except in production). */
  SEED_DEMO: flag('seed the demo data on an empty database').optional(),
  /**
   * Trust X-Forwarded-* from the proxy in front (request.protocol and request.ip come from it):
   * set when a TLS-terminating load balancer forwards to the server. HSTS is sent over HTTPS only.
   */
  TRUST_PROXY: flag('trust X-Forwarded-* from a proxy').default(false),
  /**
   * spec 7: the stock-data service's key (`X-Api-Key`). When set, every /stock-api call
   * must carry it; unset, the local service is open (the local profile's token is empty).
   */
  STOCK_API_KEY: string().min(16, 'must be at least 16 characters').optional(),
  /**
   * The operator's key to the server's metrics: when set, `GET /metrics` answers Prometheus' text
   * format to a caller bearing it (`Authorization: Bearer …`); unset, /metrics is not served.
   */
  METRICS_TOKEN: string().min(16, 'must be at least 16 characters').optional(),
  /**
   * How many working orders the fill engine fills in one transaction (orders/engine.ts
   * CLAIM_BATCH by default): larger batches cost fewer statements per fill; a process that dies
   * mid-tick loses at most the batch in progress, which the next tick fills.
   */
  FILL_BATCH: integer(1, 5_000, 'a number of orders').optional(),
  /**
   * How many subscriptions an offering's allotment resolves per ledger call (offerings/scheduler.ts
   * SUBSCRIPTION_BATCH by default): the allotment is one transaction whatever the batch.
   */
  OFFERING_BATCH: integer(1, 5_000, 'a number of subscriptions').optional(),
  /** The market simulator's seed (every process with the same seed shows the same market). */
  MARKET_SEED: string().trim().min(1, 'must not be empty').max(64).default('invest'),
  /**
   * The market simulator's clock starts at this instant (ISO 8601) when the server starts
   * and runs at real speed (tests and weekend demos meet an open session). Refused in production.
   */
  MARKET_TIME: string()
    .refine((v) => !Number.isNaN(Date.parse(v)), 'must be an ISO 8601 instant')
    .transform((v) => new Date(v))
    .optional(),
});

type ParsedEnv = ReturnType<typeof envSchema.parse>;

export type Config = Omit<ParsedEnv, 'AUTH_SECRET' | 'SEED_DEMO' | 'CORS_ORIGINS'> & {
  /** Origins allowed cross-origin calls with credentials (none by default in production). */
  CORS_ORIGINS: string[];
  AUTH_SECRET: string;
  /** 'env' when AUTH_SECRET was set; 'generated' when the server made (and keeps) its own. */
  AUTH_SECRET_SOURCE: 'env' | 'generated';
  /** Whether an empty database gets the demo data (SEED_DEMO; default: not in production). */
  SEED_DEMO: boolean;
  /** Things to log at start (e.g. the development secret in use). */
  warnings: string[];
};

export class ConfigError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(`Invalid environment:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
    this.problems = problems;
  }
}

/** Reads and checks the environment; throws a ConfigError listing every bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // an empty variable counts as unset (a blank line in an .env file)
  const input = Object.fromEntries(
    Object.entries(env).filter(([, v]) => v !== undefined && v !== ''),
  );
  const parsed = envSchema.safeParse(input);
  const problems: string[] = parsed.success
    ? []
    : parsed.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`);

  const production = (parsed.success ? parsed.data.NODE_ENV : input.NODE_ENV) === 'production';
  if (production && input.AUTH_SECRET === undefined) {
    problems.push(
      `AUTH_SECRET: required in production (a random string of at least ${MIN_SECRET_LENGTH} characters)`,
    );
  }
  if (production && input.MARKET_TIME !== undefined) {
    problems.push('MARKET_TIME: not allowed in production (the market follows the real clock)');
  }
  if (!parsed.success || problems.length > 0) throw new ConfigError(problems);

  const { AUTH_SECRET, SEED_DEMO, CORS_ORIGINS, ...rest } = parsed.data;
  return {
    ...rest,
    CORS_ORIGINS: CORS_ORIGINS ?? (production ? [] : [...DEVELOPMENT_ORIGINS]),
    AUTH_SECRET: AUTH_SECRET ?? randomAuthSecret(),
    AUTH_SECRET_SOURCE: AUTH_SECRET === undefined ? 'generated' : 'env',
    // A production start seeds no demo data unless asked
    SEED_DEMO: SEED_DEMO ?? rest.NODE_ENV !== 'production',
    warnings: [],
  };
}
