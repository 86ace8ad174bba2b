// The SMS outbox (what a gateway would send; no gateway runs here), read by the back office so an
// operator can pass a verification code on during a demo or a support call.
import { normalizeCountryCode } from '@invest/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { AppError } from './errors';

export interface OutboxEntry {
  id: string;
  channel: string;
  recipient: string;
  body: string;
  created_at: string;
}

/** The recipient as the outbox stores it: '+' + dialling code + national digits. */
export function outboxRecipient(countryCode: string, mobile: string): string {
  const cc = normalizeCountryCode(countryCode);
  const digits = mobile.replace(/[\s()-]/g, '');
  if (cc === undefined) throw AppError.field('country_code', 'Unknown country code.');
  if (!/^\d{4,20}$/.test(digits)) throw AppError.field('mobile', 'A mobile number of digits.');
  return `+${cc}${digits}`;
}

/** The newest entries of a tenant's outbox, for one recipient or all, newest first. */
export async function listOutbox(
  db: Kysely<Database>,
  input: { tenantId: string; recipient?: string; limit?: number },
): Promise<OutboxEntry[]> {
  const limit = input.limit ?? 20;
  if (!Number.isInteger(limit) || limit < 1 || limit > 500) {
    throw AppError.field('limit', 'A limit of 1 to 500.');
  }
  let query = db
    .selectFrom('outbox')
    .select(['id', 'channel', 'recipient', 'body', 'created_at'])
    .where('tenant_id', '=', input.tenantId);
  if (input.recipient !== undefined) query = query.where('recipient', '=', input.recipient);
  const rows = await query.orderBy('created_at', 'desc').orderBy('id').limit(limit).execute();
  return rows.map((r) => ({ ...r, created_at: r.created_at.toISOString() }));
}
