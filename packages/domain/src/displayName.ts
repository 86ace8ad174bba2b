// zod-free (the browser bundle); the user's schema is entities/user.ts
import type { User } from './entities/user';

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
