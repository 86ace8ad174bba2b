import { object, string, type infer as Infer } from 'zod';

/**
 * spec 3, Tokens: what refresh and MFA verification answer, and login beside its MFA flag
 * (spec 7; the flag's wire name is not shown, so it is left to the login call).
 */
export const authTokensSchema = object({
  access_token: string().min(1),
  refresh_token: string().min(1),
});
/** spec 3, Tokens. */
export type AuthTokens = Infer<typeof authTokensSchema>;
