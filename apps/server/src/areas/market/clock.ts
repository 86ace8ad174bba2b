// The market simulator's clock. By default it is the server's clock. MARKET_TIME (never in
// production) starts it at a chosen instant when the app starts and lets it run at real speed, so
// that a test or a weekend demo meets an open session and live prices that move, whatever the day.
import type { Clock } from '../../platform/auth/tokens';

interface MarketClockDeps {
  config: { MARKET_TIME?: Date | undefined };
  clock: Clock;
}

const shifts = new WeakMap<object, number>();

/** The simulator's `now` (epoch ms) for these deps: the same shift for every caller of one app. */
export function marketNow(deps: MarketClockDeps): () => number {
  return () => {
    const real = deps.clock().getTime();
    const start = deps.config.MARKET_TIME;
    if (start === undefined) return real;
    let shift = shifts.get(deps.config);
    if (shift === undefined) {
      shift = start.getTime() - real;
      shifts.set(deps.config, shift);
    }
    return real + shift;
  };
}
