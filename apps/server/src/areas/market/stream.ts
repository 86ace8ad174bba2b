// Streaming quotes. One hub per server process computes each subscribed
// listing's quote once per tick and offers it to the clients that asked for it. Per client and
// listing, at most one event per STOCK_STREAM_MIN_INTERVAL_MS (4 a second): newer quotes replace
// an unsent one (coalescing). A client whose socket is full (write answered false) gets nothing
// until it drains, and keeps at most one pending quote per listing: a slow client drops
// intermediate ticks, never grows a queue. The clock and the timer are injected (tests tick by hand).
import { STOCK_STREAM_MIN_INTERVAL_MS, type StockQuote } from '@invest/api/contract';
import type { Instrument } from '@invest/domain';
import { stockQuote } from './service';
import type { SimSeed } from './simulator';

/** Where a client's events go (a response socket, or a test's fake). */
export interface StreamSink {
  /** Writes a chunk; false when the socket's buffer is full (Node's backpressure signal). */
  write(chunk: string): boolean;
  /** Calls `listener` once the buffer has drained. */
  onceDrain(listener: () => void): void;
}

export interface QuoteHubOptions {
  seed: SimSeed;
  /** The clock (epoch ms). */
  now: () => number;
  /** Ticks every this many ms. @default STOCK_STREAM_MIN_INTERVAL_MS */
  tickMs?: number;
  /** Starts the ticker; returns how to stop it. @default setInterval */
  schedule?: (tick: () => void, ms: number) => () => void;
  /** A comment line every this many ms keeps proxies from closing an idle stream. @default 15000 */
  heartbeatMs?: number;
}

interface Client {
  readonly sink: StreamSink;
  readonly keys: readonly string[];
  /** The latest unsent event per listing (bounded by `keys`). */
  readonly pending: Map<string, string>;
  /** When each listing was last written. */
  readonly sentAt: Map<string, number>;
  /** What was last offered per listing (price and volume), to skip unchanged quotes. */
  readonly last: Map<string, string>;
  blocked: boolean;
  lastWriteAt: number;
  /** Events dropped because a newer one replaced them before they were written. */
  dropped: number;
  closed: boolean;
}

export interface QuoteSubscription {
  /** Ends the subscription and frees what it held. */
  close(): void;
}

export interface QuoteHubStats {
  clients: number;
  listings: number;
  /** The largest pending count of any client (never more than its listings). */
  maxPending: number;
  dropped: number;
  ticking: boolean;
}

const keyOf = (i: Instrument) => `${i.exchange}:${i.symbol}`;

/** A listing's quote at a tick: its event and what decides whether it changed. */
interface TickQuote {
  readonly event: string;
  readonly signature: string;
}

const tickQuote = (quote: StockQuote): TickQuote => ({
  event: quoteEvent(quote),
  signature: `${quote.price}|${quote.volume}|${quote.market_open}`,
});

/** One SSE event. */
export const quoteEvent = (quote: StockQuote): string =>
  `event: quote\ndata: ${JSON.stringify(quote)}\n\n`;

export class QuoteHub {
  private readonly clients = new Set<Client>();
  /** Listing -> how many clients watch it. */
  private readonly watched = new Map<string, { instrument: Instrument; count: number }>();
  private stopTicker: (() => void) | undefined;
  private readonly tickMs: number;
  private readonly heartbeatMs: number;
  private readonly schedule: (tick: () => void, ms: number) => () => void;
  private droppedTotal = 0;

  constructor(private readonly options: QuoteHubOptions) {
    this.tickMs = options.tickMs ?? STOCK_STREAM_MIN_INTERVAL_MS;
    this.heartbeatMs = options.heartbeatMs ?? 15_000;
    this.schedule =
      options.schedule ??
      ((tick, ms) => {
        const timer = setInterval(tick, ms);
        timer.unref?.();
        return () => clearInterval(timer);
      });
  }

  /** Streams the quotes of `instruments` to `sink` (the first event at once) until closed. */
  subscribe(instruments: readonly Instrument[], sink: StreamSink): QuoteSubscription {
    const unique = new Map(instruments.map((i) => [keyOf(i), i]));
    const client: Client = {
      sink,
      keys: [...unique.keys()],
      pending: new Map(),
      sentAt: new Map(),
      last: new Map(),
      blocked: false,
      lastWriteAt: this.options.now(),
      dropped: 0,
      closed: false,
    };
    for (const [key, instrument] of unique) {
      const w = this.watched.get(key);
      if (w) w.count += 1;
      else this.watched.set(key, { instrument, count: 1 });
    }
    this.clients.add(client);
    this.stopTicker ??= this.schedule(() => this.tick(), this.tickMs);
    // the current quotes at once
    const now = this.options.now();
    for (const [key, instrument] of unique)
      this.offer(client, key, tickQuote(stockQuote(this.options.seed, instrument, now)));
    this.flush(client, now);
    return { close: () => this.remove(client) };
  }

  private remove(client: Client): void {
    if (client.closed) return;
    client.closed = true;
    client.pending.clear();
    this.clients.delete(client);
    for (const key of client.keys) {
      const w = this.watched.get(key);
      if (!w) continue;
      w.count -= 1;
      if (w.count === 0) this.watched.delete(key);
    }
    if (this.clients.size === 0 && this.stopTicker) {
      this.stopTicker();
      this.stopTicker = undefined;
    }
  }

  /** Offers a listing's event (serialized once per tick for every client). */
  private offer(client: Client, key: string, tick: TickQuote): void {
    if (client.last.get(key) === tick.signature) return;
    client.last.set(key, tick.signature);
    if (client.pending.has(key)) {
      client.dropped += 1;
      this.droppedTotal += 1;
    }
    client.pending.set(key, tick.event);
  }

  private flush(client: Client, now: number): void {
    if (client.blocked || client.closed) return;
    for (const [key, event] of client.pending) {
      const sent = client.sentAt.get(key);
      // At most 4 updates a second per listing
      if (sent !== undefined && now - sent < this.tickMs) continue;
      client.pending.delete(key);
      client.sentAt.set(key, now);
      client.lastWriteAt = now;
      if (!client.sink.write(event)) {
        client.blocked = true;
        client.sink.onceDrain(() => {
          client.blocked = false;
          this.flush(client, this.options.now());
        });
        return;
      }
    }
    if (now - client.lastWriteAt >= this.heartbeatMs) {
      client.lastWriteAt = now;
      if (!client.sink.write(': keep-alive\n\n')) {
        client.blocked = true;
        client.sink.onceDrain(() => {
          client.blocked = false;
        });
      }
    }
  }

  /** One tick: every watched listing's quote computed once, offered to its clients, flushed. */
  tick(): void {
    const now = this.options.now();
    const quotes = new Map<string, TickQuote>();
    for (const [key, { instrument }] of this.watched)
      quotes.set(key, tickQuote(stockQuote(this.options.seed, instrument, now)));
    for (const client of this.clients) {
      for (const key of client.keys) {
        const quote = quotes.get(key);
        if (quote) this.offer(client, key, quote);
      }
      this.flush(client, now);
    }
  }

  stats(): QuoteHubStats {
    let maxPending = 0;
    for (const c of this.clients) maxPending = Math.max(maxPending, c.pending.size);
    return {
      clients: this.clients.size,
      listings: this.watched.size,
      maxPending,
      dropped: this.droppedTotal,
      ticking: this.stopTicker !== undefined,
    };
  }

  /** Ends every subscription (server shutdown). */
  close(): void {
    for (const client of [...this.clients]) this.remove(client);
  }
}
