import { describe, expect, it } from 'vitest';
import { authTokensSchema } from './auth';

describe('Tokens', () => {
  const tokens = { access_token: 'eyJhbGciOiJIUzI1NiJ9.a.b', refresh_token: 'r-7f3c9a' };

  it('accepts an access and a refresh token', () => {
    expect(authTokensSchema.parse(tokens)).toEqual(tokens);
  });

  it.each([
    ['no refresh token', { access_token: 'a' }],
    ['an empty access token', { ...tokens, access_token: '' }],
    ['a token that is not a string', { ...tokens, refresh_token: 42 }],
  ])('refuses %s', (_label, value) => {
    expect(authTokensSchema.safeParse(value).success).toBe(false);
  });
});
