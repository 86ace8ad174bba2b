// The quote hub on an injected clock and ticker (no wall clock): coalescing to at
// most one event per listing per interval, a stalled client holding at most one pending quote per
// listing, drain delivering the latest, and a closed subscription freeing everything.
import type { StockQuote } from '@invest/api/contract';
import { describe, expect, it } from 'vitest';
import { stockQuote } from './service';
import { QuoteHub, type StreamSink } from './stream';
import { findInstrument } from './universe';

const AAPL = findInstrument('NASDAQ', 'AAPL')!;
const MSFT = findInstrument('NASDAQ', 'MSFT')!;
// 10:00 in New York on a trading day: prices move second by second
const OPEN = Date.parse('2025-07-01T14:00:00Z');

function manualHub(tickMs = 250) {
  let now = OPEN;
  let scheduled = 0;
  const hub = new QuoteHub({
    seed: 'stream-seed',
    now: () => now,
    tickMs,
    schedule: () => {
      scheduled += 1;
      return () => {
        scheduled -= 1;
      };
    },
  });
  return {
    hub,
    advance(ms: number) {
      now += ms;
    },
    get now() {
      return now;
    },
    get timers() {
      return scheduled;
    },
  };
}

function recordingSink(accept: () => boolean = () => true) {
  const events: { at: number; quote: StockQuote }[] = [];
  let drain: (() => void) | undefined;
  let clock = () => 0;
  const sink: StreamSink = {
    write(chunk) {
      if (chunk.startsWith('event: quote')) {
        const quote = JSON.parse(chunk.split('\ndata: ')[1] ?? '{}') as StockQuote;
        events.push({ at: clock(), quote });
      }
      return accept();
    },
    onceDrain(listener) {
      drain = listener;
    },
  };
  return {
    sink,
    events,
    useClock: (c: () => number) => (clock = c),
    drain: () => {
      const d = drain;
      drain = undefined;
      d?.();
    },
  };
}

describe('quote hub', () => {
  it('sends the current quotes at once, then at most one event per listing per interval', () => {
    const m = manualHub(250);
    const r = recordingSink();
    r.useClock(() => m.now);
    m.hub.subscribe([AAPL, MSFT, AAPL], r.sink);
    expect(r.events.map((e) => e.quote.symbol).sort()).toEqual(['AAPL', 'MSFT']);
    // ticks every 50 ms for 30 s
    for (let i = 0; i < 600; i += 1) {
      m.advance(50);
      m.hub.tick();
    }
    for (const symbol of ['AAPL', 'MSFT']) {
      const times = r.events.filter((e) => e.quote.symbol === symbol).map((e) => e.at);
      expect(times.length).toBeGreaterThan(5);
      // at most 4 a second
      for (let k = 1; k < times.length; k += 1)
        expect(times[k]! - times[k - 1]!).toBeGreaterThanOrEqual(250);
      expect(times.length).toBeLessThanOrEqual(30 * 4 + 1);
    }
  });

  it('coalesces: a quote replaced before its turn is dropped, the newest one is sent', () => {
    const m = manualHub(2_000);
    const r = recordingSink();
    r.useClock(() => m.now);
    m.hub.subscribe([AAPL], r.sink);
    for (let i = 0; i < 80; i += 1) {
      m.advance(500);
      m.hub.tick();
    }
    // 40 s at one event per 2 s at most
    expect(r.events.length).toBeLessThanOrEqual(21);
    expect(m.hub.stats().dropped).toBeGreaterThan(0);
    // what a client sees is the price of the moment it was sent, never an older one
    for (const e of r.events) {
      expect(Date.parse(e.quote.as_of)).toBeLessThanOrEqual(e.at);
      expect(e.quote.price).toBe(stockQuote('stream-seed', AAPL, e.at).price);
    }
  });

  it('never grows a queue for a stalled client, and sends the latest once it drains', () => {
    const m = manualHub(250);
    let open = false;
    const slow = recordingSink(() => open);
    slow.useClock(() => m.now);
    const fast = recordingSink();
    fast.useClock(() => m.now);
    m.hub.subscribe([AAPL, MSFT], slow.sink);
    m.hub.subscribe([AAPL], fast.sink);
    const writesWhenStalled = slow.events.length;
    for (let i = 0; i < 2_000; i += 1) {
      m.advance(250);
      m.hub.tick();
      // bounded: one pending quote per listing at most
      expect(m.hub.stats().maxPending).toBeLessThanOrEqual(2);
    }
    // the stalled socket got nothing more after its buffer filled; the other client kept going
    expect(slow.events.length).toBe(writesWhenStalled);
    expect(fast.events.length).toBeGreaterThan(100);
    open = true;
    slow.drain();
    const after = slow.events.slice(writesWhenStalled);
    expect(after.length).toBeGreaterThan(0);
    expect(after.length).toBeLessThanOrEqual(2);
    for (const e of after) expect(Date.parse(e.quote.as_of)).toBe(m.now);
  });

  it('frees a client, its listings and the ticker when the last one closes', () => {
    const m = manualHub();
    const a = m.hub.subscribe([AAPL, MSFT], recordingSink().sink);
    const b = m.hub.subscribe([AAPL], recordingSink().sink);
    expect(m.timers).toBe(1);
    expect(m.hub.stats()).toMatchObject({ clients: 2, listings: 2, ticking: true });
    a.close();
    a.close();
    expect(m.hub.stats()).toMatchObject({ clients: 1, listings: 1, ticking: true });
    b.close();
    expect(m.hub.stats()).toMatchObject({ clients: 0, listings: 0, ticking: false, maxPending: 0 });
    expect(m.timers).toBe(0);
  });
});
