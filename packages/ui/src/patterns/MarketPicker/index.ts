export { MarketPicker, type MarketPickerProps } from './MarketPicker';
