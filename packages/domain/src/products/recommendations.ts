// Recommendations chosen for a client (spec 2 'Home': recommendations; Discover). zod-free, pure
// and deterministic: the same catalogue and client give the same list on every process.
import type { ClientPermissions } from '../clientPermissions';
import { compareDecimal } from '../money';
import { checkCatalogueEligibility } from './eligibility';

/** What the rule reads of a product. */
export interface RecommendableProduct {
  id: string;
  type: string;
  market: string;
  risk_level: number;
  annual_return: string;
  min_vip: number;
  min_score: number;
  state: 'open' | 'closed';
}

/** What the rule reads of the client. */
export interface RecommendationClient {
  /** The client's level, score and per-product requirements (spec 3 permission payload). */
  perms: Pick<ClientPermissions, 'user' | 'products'>;
  /** The client's markets (country codes: their home country first). */
  markets: readonly string[];
  /** What the client holds now: product ids, their types and risk levels. */
  holdings: readonly { product_id: string; type: string; risk_level: number }[];
}

/** A client with no holdings starts at this risk level (cautious: bonds, savings). */
export const STARTING_RISK_LEVEL = 2;
/** How many recommendations a client is shown. */
export const RECOMMENDATION_COUNT = 6;

/**
 * The recommendation rule:
 *
 * 1. Only products the client can take now: open for subscription, eligible (spec 6 VIP and
 *    score) and not held already.
 * 2. Risk: at most one level above the highest risk level the client holds (STARTING_RISK_LEVEL
 *    with no holdings), so a recommendation never jumps a cautious client to a speculative
 *    product.
 * 3. Ranked by points: 2 when the product's market is one of the client's markets (a product
 *    in their home market and currency first), 1 when its type is one the client does not hold
 *    yet (spreading over funds, quant, savings and earn), 1 when its risk level equals the
 *    client's reference level (the closest fit). Ties: higher annual return first, then id, so
 *    the order is total and does not depend on the catalogue's order.
 * 4. The first `count` (RECOMMENDATION_COUNT).
 */
export function recommendProducts<P extends RecommendableProduct>(
  catalogue: readonly P[],
  client: RecommendationClient,
  count: number = RECOMMENDATION_COUNT,
): P[] {
  const held = new Set(client.holdings.map((h) => h.product_id));
  const heldTypes = new Set(client.holdings.map((h) => h.type));
  const reference = client.holdings.reduce(
    (max, h) => Math.max(max, h.risk_level),
    client.holdings.length === 0 ? STARTING_RISK_LEVEL : 1,
  );
  const markets = new Set(client.markets);
  const points = (p: P): number =>
    (markets.has(p.market) ? 2 : 0) +
    (heldTypes.has(p.type) ? 0 : 1) +
    (p.risk_level === reference ? 1 : 0);
  return catalogue
    .filter(
      (p) =>
        p.state === 'open' &&
        !held.has(p.id) &&
        p.risk_level <= reference + 1 &&
        checkCatalogueEligibility(client.perms, p).ok,
    )
    .map((p) => ({ p, points: points(p) }))
    .sort(
      (a, b) =>
        b.points - a.points ||
        compareDecimal(b.p.annual_return, a.p.annual_return) ||
        (a.p.id < b.p.id ? -1 : a.p.id > b.p.id ? 1 : 0),
    )
    .slice(0, Math.max(0, count))
    .map(({ p }) => p);
}
