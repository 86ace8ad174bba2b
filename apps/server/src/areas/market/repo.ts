// The market area's SQL (repo.ts is the only place with queries): the guest quota
// counters of spec 6 (migration 0009_markets). Runs on the handle its caller gives.
import type { GuestQuotaCounters } from '@invest/domain';
import type { Db } from '../../platform/serviceDeps';

/** A guest's counters (null when the guest has none yet). */
export async function readGuestQuota(db: Db, guestKey: string): Promise<GuestQuotaCounters | null> {
  const row = await db
    .selectFrom('guest_quotas')
    .select(['day', 'search', 'read_stock', 'view_quote'])
    .where('guest_key', '=', guestKey)
    .executeTakeFirst();
  return row ?? null;
}

/** Stores a guest's counters. */
export async function writeGuestQuota(
  db: Db,
  guestKey: string,
  counters: GuestQuotaCounters,
  at: Date,
): Promise<void> {
  const values = {
    day: counters.day,
    search: counters.search,
    read_stock: counters.read_stock,
    view_quote: counters.view_quote,
    updated_at: at,
  };
  await db
    .insertInto('guest_quotas')
    .values({ guest_key: guestKey, ...values })
    .onConflict((oc) => oc.column('guest_key').doUpdateSet(values))
    .execute();
}

/** Forgets a guest's counters (its next use starts a fresh day's count). */
export async function deleteGuestQuota(db: Db, guestKey: string): Promise<void> {
  await db.deleteFrom('guest_quotas').where('guest_key', '=', guestKey).execute();
}
