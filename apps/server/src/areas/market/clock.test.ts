// MARKET_TIME starts the simulator's clock at a chosen instant and lets it run at the
// server clock's speed; without it the market follows the server's clock.
import { describe, expect, it } from 'vitest';
import { marketNow } from './clock';

describe('the market clock', () => {
  it('follows the server clock by default', () => {
    let t = 1_000;
    const now = marketNow({ config: {}, clock: () => new Date(t) });
    expect(now()).toBe(1_000);
    t += 500;
    expect(now()).toBe(1_500);
  });

  it('starts at MARKET_TIME and runs at the server clock speed, one shift per app', () => {
    let t = Date.parse('2026-11-28T12:00:00Z'); // a Saturday
    const deps = {
      config: { MARKET_TIME: new Date('2026-11-24T15:00:00Z') },
      clock: () => new Date(t),
    };
    const now = marketNow(deps);
    expect(new Date(now()).toISOString()).toBe('2026-11-24T15:00:00.000Z');
    t += 60_000;
    expect(new Date(now()).toISOString()).toBe('2026-11-24T15:01:00.000Z');
    // another caller of the same app sees the same instant
    expect(marketNow(deps)()).toBe(now());
  });
});
