// An industry's stable id, derived from its English name.
//
// Why derived on the client rather than sent as an `industry_id` on the wire: the stock-data
// service is spec 7's own service and a profile may point its base at another provider, which
// sends the industry as an English name only. Deriving the id from that name keeps the
// contract unchanged and lets any provider's industry be shown in the client's language when
// the locale knows it (`market:industry.<id>`), and in English when it does not.

/** The key of an industry name: lower-case letters and digits, words joined by underscores. */
export function industryId(name: string): string {
  return name
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '')
    .join('_');
}

/**
 * The key of a listed company's generated description in the locale texts
 * (`companies:<exchange>.<symbol>`). Symbols may carry a dot, an ampersand or a dash (BRK.B,
 * M&M, BAJAJ-AUTO); each becomes an underscore so the symbol stays one key segment.
 */
export function companyKey(exchange: string, symbol: string): string {
  return `${exchange}.${symbol.replace(/[^A-Za-z0-9]/g, '_')}`;
}
