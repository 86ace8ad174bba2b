// The orders area's public face: what other areas, the back office and the seed may use. By
// convention (areas/README.md) it exports the area's Fastify `plugin` and its back-office
// `commands`, found by areas/registry.ts.
export { ordersArea as plugin, tradingDeps } from './routes';
export { ordersCommands as commands } from './commands';
export {
  holdingsByCurrency,
  orderCount,
  placeOrder,
  quoteOrder,
  unlockTrading,
  type TradingDeps,
} from './service';
export { runTick } from './engine';
export { creditListedAllotment, type ListedAllotment } from './allotments';
export { isMarketOpen } from './market';
