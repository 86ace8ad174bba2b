export { TradePanel, type TradePanelProps } from './TradePanel';
export { TradeSheet } from './TradeSheet';
export type { PlacedOrder, TradeInstrument, TradeQuote, TradeRefusal } from './types';
