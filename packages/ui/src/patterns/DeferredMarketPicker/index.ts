export {
  DeferredMarketPicker,
  type DeferredMarketPickerProps,
  type MarketPickerModule,
} from './DeferredMarketPicker';
