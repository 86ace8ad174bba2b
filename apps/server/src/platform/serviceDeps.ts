// What every service takes (one dependency type), and the small helpers the services
// share: the same services serve the API routes and the back-office CLI (ARCHITECTURE 'The server').
import {
  KNOWN_COUNTRY_CODES,
  normalizeCountryCode,
  validatePhone,
  type RuleResult,
} from '@invest/domain';
import type { FieldError } from './errors';
import type { Kysely, Transaction } from 'kysely';
import type { Clock, TokenService } from './auth/tokens';
import type { Database } from '../db/schema';
import { AppError, ruleFieldErrors } from './errors';

/** The database. */
export type Db = Kysely<Database>;
/** A transaction on it (platform/unitOfWork.ts opens them). */
export type Trx = Transaction<Database>;

/**
 * What every service takes: the handle it runs on (`Db`, or the unit of work's `Trx`; services
 * never open a transaction themselves) and the clock. The API's AppDeps and the CLI's deps fit.
 */
export interface ServiceDeps {
  /** `Db | Trx`: a Kysely Transaction is a Kysely, so the type says Db and takes either. */
  db: Db;
  clock: Clock;
}

/** Services that sign tokens and open sessions: ServiceDeps and the token service. */
export interface TokenDeps extends ServiceDeps {
  tokens: TokenService;
}

/** The caller of a signed-in service. */
export interface Caller {
  tenantId: string;
  userId: string;
}

/**
 * The `password_changed_at` part of a users update. db/schema.ts types the column insert-only
 * (CreatedAt), though a password change must set it; typed `object` so it spreads into `set`.
 */
export const passwordChangedAt = (now: Date): object => ({ password_changed_at: now });

/** `deps` as the rate limits take them (kept for the services that used it). */
export const clocked = (deps: ServiceDeps): ServiceDeps => deps;

/** One field's domain rule result, as the failure envelope's `errors` entry (message = code). */
export function fieldError(path: string, result: RuleResult): FieldError[] {
  return ruleFieldErrors(path, result);
}

/** Throws 400 VALIDATION_FAILED with every field error, if there is any. */
export function assertNoFieldErrors(errors: FieldError[]): void {
  if (errors.length > 0) throw AppError.validation(errors);
}

/** The dialling codes a tenant serves (its enabled countries; domain's list if it has none). */
export async function tenantCountryCodes(
  db: Kysely<Database>,
  tenantId: string,
): Promise<string[]> {
  const rows = await db
    .selectFrom('tenant_countries')
    .select('phone_code')
    .where('tenant_id', '=', tenantId)
    .where('enabled', '=', true)
    .execute();
  return rows.length > 0 ? rows.map((r) => r.phone_code) : [...KNOWN_COUNTRY_CODES];
}

/** A mobile number as stored: the dialling code's digits and the national digits. */
export interface Phone {
  countryCode: string;
  mobile: string;
}

/**
 * spec 5: checks a mobile number with its country code against the tenant's countries. Answers
 * the normalised number, or the field errors (`country_code` or `mobile`, message = domain code).
 */
export async function checkPhone(
  db: Kysely<Database>,
  tenantId: string,
  countryCode: string,
  mobile: string,
): Promise<{ phone?: Phone; errors: FieldError[] }> {
  const known = await tenantCountryCodes(db, tenantId);
  const result = validatePhone(mobile, { countryCode, knownCountryCodes: known });
  if (!result.ok) {
    const path = result.code.startsWith('phone_country_code') ? 'country_code' : 'mobile';
    return { errors: ruleFieldErrors(path, result) };
  }
  const cc = normalizeCountryCode(countryCode);
  if (cc === undefined)
    return { errors: [{ path: 'country_code', message: 'phone_country_code_unknown' }] };
  return { phone: { countryCode: cc, mobile: mobile.trim() }, errors: [] };
}
