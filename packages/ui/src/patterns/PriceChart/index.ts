export {
  EMA_PERIOD,
  PriceChart,
  SMA_PERIOD,
  type PriceCandle,
  type PriceChartProps,
} from './PriceChart';
