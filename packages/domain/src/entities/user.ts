import { int, object, string, type infer as Infer } from 'zod';
import { entityIdSchema } from './fields';

/** spec 3, User: the client's profile (GET /auth/app/v1/client_info). */
export const userSchema = object({
  id: entityIdSchema,
  username: string(),
  /** Avatar image URL; absent or null when none was uploaded. */
  avatar: string().nullish(),
  /** Legal name, known after KYC; absent or null before. */
  full_name: string().nullish(),
  /** spec 3: shown as the order sum; a count of orders (open in the spec), 0 when absent. */
  order_num: int().min(0).default(0),
});
/** spec 3, User (parsed: `order_num` defaulted). */
export type User = Infer<typeof userSchema>;

/**
 * What to show as the user's name. A guest (no user, or a user without a name) has no text
 * here: the UI shows its own translation (`common:guest` in `@invest/i18n`), so the domain
 * never returns English.
 */
export type DisplayName = { kind: 'name'; name: string } | { kind: 'guest' };

/** A name part with text in it, trimmed; undefined for null, '' or blanks. */
const filled = (value: string | null | undefined): string | undefined => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
};

/** spec 3: the display name is full_name, else username, else 'Guest' (`{ kind: 'guest' }`). */
export function displayName(
  user: Pick<User, 'full_name' | 'username'> | null | undefined,
): DisplayName {
  const name = filled(user?.full_name) ?? filled(user?.username);
  return name === undefined ? { kind: 'guest' } : { kind: 'name', name };
}
