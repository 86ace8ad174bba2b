// The chart's indicators (SMA, EMA) as pure functions over display numbers.
// They draw lines on a chart; no amount is ever computed from them (money stays decimal strings).

/**
 * The simple moving average of `values` over `period` points: the mean of the last `period`
 * values at each index, `null` until `period` values exist. A `period` below 1 or not an integer
 * is a RangeError.
 */
export function sma(values: readonly number[], period: number): (number | null)[] {
  checkPeriod(period);
  const out: (number | null)[] = [];
  let sum = 0;
  for (let i = 0; i < values.length; i++) {
    sum += values[i]!;
    if (i >= period) sum -= values[i - period]!;
    out.push(i >= period - 1 ? sum / period : null);
  }
  return out;
}

/**
 * The exponential moving average of `values` over `period` points (smoothing 2 / (period + 1)),
 * seeded with the simple average of the first `period` values; `null` before that.
 */
export function ema(values: readonly number[], period: number): (number | null)[] {
  checkPeriod(period);
  const k = 2 / (period + 1);
  const out: (number | null)[] = [];
  let prev: number | null = null;
  let seed = 0;
  for (let i = 0; i < values.length; i++) {
    const v = values[i]!;
    if (prev === null) {
      seed += v;
      if (i === period - 1) prev = seed / period;
      out.push(prev);
    } else {
      prev = v * k + prev * (1 - k);
      out.push(prev);
    }
  }
  return out;
}

function checkPeriod(period: number) {
  if (!Number.isInteger(period) || period < 1)
    throw new RangeError(`period must be a positive integer, got ${period}`);
}
