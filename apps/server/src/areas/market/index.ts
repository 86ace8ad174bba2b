// The market area's public face: what other areas, the back office and the seed may use. By
// convention (areas/README.md) it exports the area's Fastify `plugin` and its back-office
// `commands`, found by areas/registry.ts.
export { stockArea as plugin } from './routes';
export {
  isTradingDay,
  localTime,
  minuteStartUtc,
  nextTradingDay,
  previousTradingDay,
  sessionLength,
  sessionPosition,
} from './calendar';
export { INDICES, indexLevelAt, marketSnapshot } from './indices';
export { hashString } from './random';
export { resolveListing } from './service';
export {
  livePricesAt,
  priceAt,
  quoteAt,
  sessionPricesAt,
  type Quote,
  type SimSeed,
} from './simulator';
export { marketNow } from './clock';
export { resetVisitorQuota } from './quota';
