// Chart intervals and ranges (zod-free).

/** Candle intervals, shortest first. */
export const candleIntervals = ['1m', '5m', '15m', '1h', '1d', '1w'] as const;
/** A candle interval. */
export type CandleInterval = (typeof candleIntervals)[number];

/** Trading minutes per intraday candle; daily and weekly candles follow the calendar. */
export const INTRADAY_INTERVAL_MINUTES: Readonly<Partial<Record<CandleInterval, number>>> = {
  '1m': 1,
  '5m': 5,
  '15m': 15,
  '1h': 60,
};

/** Chart ranges, shortest first. */
export const chartRanges = ['1D', '5D', '1M', '3M', '6M', '1Y', '5Y'] as const;
/** A chart range. */
export type ChartRange = (typeof chartRanges)[number];

/** What a chart range covers and which intervals it offers (bounded candle counts). */
export interface ChartRangeSpec {
  /** `sessions`: the last n trading days (the current one included); `days`: n calendar days. */
  readonly unit: 'sessions' | 'days';
  readonly length: number;
  readonly intervals: readonly CandleInterval[];
  readonly defaultInterval: CandleInterval;
}

/** The chart ranges (1D to 5Y). */
export const CHART_RANGES: Readonly<Record<ChartRange, ChartRangeSpec>> = {
  '1D': {
    unit: 'sessions',
    length: 1,
    intervals: ['1m', '5m', '15m', '1h'],
    defaultInterval: '5m',
  },
  '5D': {
    unit: 'sessions',
    length: 5,
    intervals: ['1m', '5m', '15m', '1h'],
    defaultInterval: '15m',
  },
  '1M': { unit: 'days', length: 31, intervals: ['15m', '1h', '1d'], defaultInterval: '1h' },
  '3M': { unit: 'days', length: 92, intervals: ['1h', '1d', '1w'], defaultInterval: '1d' },
  '6M': { unit: 'days', length: 183, intervals: ['1h', '1d', '1w'], defaultInterval: '1d' },
  '1Y': { unit: 'days', length: 366, intervals: ['1d', '1w'], defaultInterval: '1d' },
  '5Y': { unit: 'days', length: 1827, intervals: ['1d', '1w'], defaultInterval: '1w' },
};

/** Whether `value` is a candle interval. */
export const isCandleInterval = (value: unknown): value is CandleInterval =>
  typeof value === 'string' && (candleIntervals as readonly string[]).includes(value);

/** Whether `value` is a chart range. */
export const isChartRange = (value: unknown): value is ChartRange =>
  typeof value === 'string' && (chartRanges as readonly string[]).includes(value);
