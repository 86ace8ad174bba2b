export {
  TRADE_SHEET_BELOW,
  TradeBar,
  TradeGuest,
  TradeSlot,
  tradeCard,
  type TradeBarProps,
  type TradeGuestProps,
  type TradeSlotProps,
} from './TradeBar';
