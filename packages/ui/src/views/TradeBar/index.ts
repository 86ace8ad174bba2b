export {
  TRADE_PANEL_WIDE,
  TradeBar,
  TradeCard,
  TradeGuest,
  TradeSlot,
  type TradeBarProps,
  type TradeCardProps,
  type TradeGuestProps,
  type TradeSlotProps,
} from './TradeBar';
