import type { PriceCandle } from '../patterns/PriceChart';

/**
 * Deterministic candles for stories: `count` periods of `stepMs` from `start`, a gentle wave
 * around `base` (prices as decimal strings with two decimals, as the wire sends them).
 */
export function storyCandles(
  count: number,
  { start = Date.UTC(2025, 5, 2, 13, 30), stepMs = 5 * 60_000, base = 190 } = {},
): PriceCandle[] {
  const out: PriceCandle[] = [];
  let prev = base;
  for (let i = 0; i < count; i++) {
    const close = base + Math.sin(i / 6) * 4 + i * 0.05;
    const open = prev;
    const high = Math.max(open, close) + 0.6;
    const low = Math.min(open, close) - 0.55;
    out.push({
      time: start + i * stepMs,
      open: open.toFixed(2),
      high: high.toFixed(2),
      low: low.toFixed(2),
      close: close.toFixed(2),
      volume: 10_000 + ((i * 7919) % 5000),
    });
    prev = close;
  }
  return out;
}
