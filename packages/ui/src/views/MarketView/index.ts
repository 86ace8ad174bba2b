export {
  MarketView,
  type MarketIndex,
  type MarketQuote,
  type MarketSector,
  type MarketSnapshotData,
  type MarketViewProps,
} from './MarketView';
