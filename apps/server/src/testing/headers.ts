// What the tests expect of an API answer's headers (decision 0021: OWASP's REST Security Cheat
// Sheet), written out here rather than read from security.ts, so that a change of the set fails
// the tests that pin it.
export const EXPECTED_API_HEADERS: Readonly<Record<string, string>> = {
  'cache-control': 'no-store',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
};
