export {
  TRADE_SHEET_BELOW,
  TradeBar,
  TradeSlot,
  type TradeBarProps,
  type TradeSlotProps,
} from './TradeBar';
