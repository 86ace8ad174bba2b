// The rendering budget of the real
// MarketView watchlist with N rows whose quotes update at H Hz for S seconds, measured in the
// page: long tasks (PerformanceObserver 'longtask') and frames (requestAnimationFrame).
import './styles.css';
import { createI18n } from '@invest/i18n';
import { StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { InvestProvider } from '../../packages/ui/src/lib/InvestProvider';
import { MarketView, type MarketQuote } from '../../packages/ui/src/views/MarketView/MarketView';

export interface BenchOptions {
  rows: number;
  hz: number;
  seconds: number;
  /** The share of rows whose quote changes on each update (1: all of them). */
  share: number;
}

export interface BenchResult extends BenchOptions {
  updates: number;
  frames: number;
  fps: number;
  longTasks: number;
  longestTaskMs: number;
  longTaskTotalMs: number;
  worstFrameMs: number;
}

/** A deterministic pseudo-random walk, so every run does the same work. */
function lcg(seed: number) {
  let s = seed >>> 0;
  return () => (s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32;
}

/** Cents as integers: the bench moves prices without floats holding amounts. */
const cents = (n: number) => `${Math.trunc(n / 100)}.${String(Math.abs(n % 100)).padStart(2, '0')}`;

function initialQuotes(rows: number): MarketQuote[] {
  return Array.from({ length: rows }, (_, i) => {
    const price = 1000 + i * 37;
    return {
      symbol: `S${String(i).padStart(4, '0')}`,
      market: 'NASDAQ',
      name: `Listing ${i}`,
      currency: 'USD',
      price: cents(price),
      change: '0.00',
      change_percent: '0.00',
    };
  });
}

let publish: ((quotes: MarketQuote[]) => void) | undefined;

function Bench({ initial }: { initial: MarketQuote[] }) {
  const [quotes, setQuotes] = useState(initial);
  const [paused, setPaused] = useState(false);
  useEffect(() => {
    publish = setQuotes;
  }, []);
  return (
    <MarketView
      status="loading"
      watchlist={quotes}
      paused={paused}
      onPausedChange={setPaused}
      onOpenQuote={() => undefined}
      onWatchlistMove={() => undefined}
      onWatchlistRemove={() => undefined}
    />
  );
}

async function run(options: BenchOptions): Promise<BenchResult> {
  const { rows, hz, seconds, share } = options;
  const i18n = createI18n({ lng: 'en-US' });
  const root = createRoot(document.getElementById('root')!);
  let quotes = initialQuotes(rows);
  const base = quotes.map((q) => Math.round(Number(q.price.replace('.', ''))));
  const last = [...base];
  root.render(
    <StrictMode>
      <InvestProvider i18n={i18n}>
        <Bench initial={quotes} />
      </InvestProvider>
    </StrictMode>,
  );
  // let the first render and its layout settle before measuring
  await new Promise((r) => setTimeout(r, 500));
  await new Promise((r) => requestAnimationFrame(() => r(null)));

  const longTasks: number[] = [];
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) longTasks.push(entry.duration);
  });
  observer.observe({ type: 'longtask', buffered: false });

  let frames = 0;
  let worstFrameMs = 0;
  let lastFrame = performance.now();
  let counting = true;
  const tick = (now: number) => {
    if (!counting) return;
    frames++;
    worstFrameMs = Math.max(worstFrameMs, now - lastFrame);
    lastFrame = now;
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);

  const random = lcg(42);
  let updates = 0;
  const start = performance.now();
  await new Promise<void>((resolve) => {
    const timer = setInterval(() => {
      if (performance.now() - start >= seconds * 1000) {
        clearInterval(timer);
        resolve();
        return;
      }
      // a new array; the quotes that did not change keep their identity (as the stream does)
      quotes = quotes.map((q, i) => {
        if (random() >= share) return q;
        const step = Math.round((random() - 0.5) * 20);
        last[i] = Math.max(1, last[i]! + step);
        const change = last[i]! - base[i]!;
        return {
          ...q,
          price: cents(last[i]!),
          change: (change < 0 ? '-' : '') + cents(Math.abs(change)),
          change_percent: ((change / base[i]!) * 100).toFixed(2),
        };
      });
      publish?.(quotes);
      updates++;
    }, 1000 / hz);
  });
  const elapsed = (performance.now() - start) / 1000;
  counting = false;
  observer.disconnect();
  root.unmount();
  return {
    ...options,
    updates,
    frames,
    fps: frames / elapsed,
    longTasks: longTasks.length,
    longestTaskMs: longTasks.length ? Math.max(...longTasks) : 0,
    longTaskTotalMs: longTasks.reduce((a, b) => a + b, 0),
    worstFrameMs,
  };
}

(window as unknown as { runWatchlistBench: typeof run }).runWatchlistBench = run;
document.documentElement.dataset.ready = 'true';
