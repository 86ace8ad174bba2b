// The client area's SQL (repo.ts is the only place with queries): the users rows the
// back office finds and changes, and the avatar. Every function runs on the handle it is given.
import type { Updateable } from 'kysely';
import type { User, UsersTable } from '../../db/schema';
import type { Caller, Db } from '../../platform/serviceDeps';

/** The tenant's user whose id or username is `value`. */
export async function userByIdOrUsername(
  db: Db,
  tenantId: string,
  value: string,
): Promise<User | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where((eb) => eb.or([eb('id', '=', value), eb('username', '=', value)]))
    .executeTakeFirst();
}

/** The tenant's users whose national mobile number is one of `mobiles`. */
export async function usersByMobile(
  db: Db,
  tenantId: string,
  mobiles: readonly string[],
): Promise<User[]> {
  if (mobiles.length === 0) return [];
  return db
    .selectFrom('users')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('mobile', 'in', mobiles)
    .execute();
}

/** The attributes the back office sets on a client. */
export type UserAttributesSet = Pick<
  Updateable<UsersTable>,
  'vip' | 'score' | 'perms' | 'features' | 'kyc_force' | 'client_deposit'
>;

/** Sets some of a user's attributes (none: the row is read back unchanged); the updated row. */
export async function updateUserAttributes(
  db: Db,
  user: Caller,
  set: UserAttributesSet,
): Promise<User | undefined> {
  const query =
    Object.keys(set).length > 0
      ? db.updateTable('users').set(set)
      : db.updateTable('users').set((eb) => ({ vip: eb.ref('vip') }));
  return query
    .where('tenant_id', '=', user.tenantId)
    .where('id', '=', user.userId)
    .returningAll()
    .executeTakeFirst();
}

export async function updateAvatar(db: Db, user: Caller, avatar: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ avatar })
    .where('tenant_id', '=', user.tenantId)
    .where('id', '=', user.userId)
    .execute();
}
