// What the platform's per-route hooks share (envelope.ts, security.ts): a hook is given to a
// route when it is declared (`onRoute`), so an answer pays for no test of which route it is.

/** A route's own hooks of one kind, with `hook` run before them (`first`) or after them. */
export function withRouteHook<H>(own: H | H[] | undefined, hook: H, at: 'first' | 'last'): H[] {
  const mine = own === undefined ? [] : Array.isArray(own) ? own : [own];
  return at === 'first' ? [hook, ...mine] : [...mine, hook];
}

/** Whether an answer's content type is JSON: the success envelope's and every failure's. */
export function isJson(contentType: unknown): boolean {
  return typeof contentType === 'string' && /^application\/json\b/i.test(contentType);
}
