// What the auth services need, and the small helpers they share: the same services serve the
// API routes and the back-office CLI (ARCHITECTURE 'The server').
import {
  KNOWN_COUNTRY_CODES,
  normalizeCountryCode,
  validatePhone,
  type RuleResult,
} from '@invest/domain';
import type { FieldError } from './errors';
import type { Kysely } from 'kysely';
import type { SessionDeps } from '../areas/auth/sessions';
import type { Clock } from './auth/tokens';
import type { Database } from '../db/schema';
import { AppError, ruleFieldErrors } from './errors';
import type { RateDeps } from './rateLimit';

/** Services that only store: the database and, optionally, the clock (the CLI has none). */
export interface StoreDeps {
  db: Kysely<Database>;
  clock?: Clock;
}

/** Services that sign tokens and open sessions (the API's deps fit). */
export type ServiceDeps = SessionDeps;

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

const systemClock: Clock = () => new Date();

/** `deps` with a clock (the system clock when none was given). */
export const clocked = (deps: StoreDeps): RateDeps => ({
  db: deps.db,
  clock: deps.clock ?? systemClock,
});

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
