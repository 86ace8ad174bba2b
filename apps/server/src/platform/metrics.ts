// The server's own counters and histograms, in the process: what an operator needs to see of a
// path whose cost is not visible from its answers (placement's group commit: how big its batches
// are, how often and why one falls back to each request alone, where a request's time goes).
// prom-client keeps them and renders Prometheus' text format (`renderMetrics`); `metricsSnapshot`
// gives the same figures as plain numbers for the benches. The registry is this module's own, not
// prom-client's global one, so nothing else a dependency registers is mixed in.
import { Counter as PromCounter, Histogram as PromHistogram, Registry } from 'prom-client';

type Labels = Record<string, string>;

export interface Counter {
  readonly name: string;
  inc(labels?: Labels, by?: number): void;
  /** The count of one label set (0 when never counted). */
  value(labels?: Labels): Promise<number>;
}

export interface Histogram {
  readonly name: string;
  observe(value: number): void;
  /** Observations so far. */
  count(): Promise<number>;
  /** The upper bound of the bucket that holds the `p` (0..1) quantile; NaN when empty. */
  quantile(p: number): Promise<number>;
}

const registry = new Registry();

const sameLabels = (a: Partial<Record<string, string | number>>, b: Labels) =>
  Object.keys(b).length === Object.keys(a).length && Object.keys(b).every((k) => a[k] === b[k]);

/** The counter `name` with its label names (created once; a second call returns the first). */
export function counter(name: string, help: string, labelNames: readonly string[] = []): Counter {
  const c =
    (registry.getSingleMetric(name) as PromCounter | undefined) ??
    new PromCounter({ name, help, labelNames, registers: [registry] });
  return {
    name,
    inc: (labels = {}, by = 1) => c.inc(labels, by),
    async value(labels = {}) {
      const { values } = await c.get();
      return values.find((v) => sameLabels(v.labels, labels))?.value ?? 0;
    },
  };
}

/** The bucket counts of a histogram, not cumulative, with +Inf last. */
async function bucketsOf(h: PromHistogram) {
  const { name, values } = await h.get();
  let before = 0;
  return values
    .filter((v) => v.metricName === `${name}_bucket`)
    .map((v) => {
      const le = v.labels.le === '+Inf' ? Infinity : Number(v.labels.le);
      const n = v.value - before;
      before = v.value;
      return { le, n };
    });
}

/** The histogram `name` over ascending `buckets` (upper bounds; +Inf is added). */
export function histogram(name: string, help: string, buckets: readonly number[]): Histogram {
  const h =
    (registry.getSingleMetric(name) as PromHistogram | undefined) ??
    new PromHistogram({ name, help, buckets: [...buckets], registers: [registry] });
  return {
    name,
    observe: (value) => h.observe(value),
    count: async () => (await bucketsOf(h)).reduce((sum, b) => sum + b.n, 0),
    async quantile(p) {
      const counts = await bucketsOf(h);
      const total = counts.reduce((sum, b) => sum + b.n, 0);
      if (total === 0) return NaN;
      const rank = Math.ceil(p * total);
      let seen = 0;
      for (const b of counts) {
        seen += b.n;
        if (seen >= rank) return b.le;
      }
      return Infinity;
    },
  };
}

/** Every metric in Prometheus' text exposition format. */
export const renderMetrics = (): Promise<string> => registry.metrics();

/** Every metric as plain figures, by name (counters: count by label set; histograms: quantiles). */
export async function metricsSnapshot(): Promise<Record<string, unknown>> {
  const out: Record<string, unknown> = {};
  for (const { name } of registry.getMetricsAsArray()) {
    const m = registry.getSingleMetric(name)!;
    if (m instanceof PromHistogram) {
      const h = histogram(name, '', []);
      const counts = await bucketsOf(m);
      const { values } = await m.get();
      const total = counts.reduce((sum, b) => sum + b.n, 0);
      const sum = values.find((v) => v.metricName === `${name}_sum`)?.value ?? 0;
      out[name] = {
        count: total,
        mean: total === 0 ? NaN : sum / total,
        p50: await h.quantile(0.5),
        p90: await h.quantile(0.9),
        p99: await h.quantile(0.99),
        buckets: Object.fromEntries(counts.map((b) => [b.le === Infinity ? '+Inf' : b.le, b.n])),
      };
    } else {
      const { values } = await m.get();
      out[name] = Object.fromEntries(
        values.map((v) => [
          Object.entries(v.labels)
            .map(([k, l]) => `${k}="${String(l)}"`)
            .join(','),
          v.value,
        ]),
      );
    }
  }
  return out;
}

/** Every metric back to zero (a bench's warm-up; tests). */
export const resetMetrics = (): void => registry.resetMetrics();

/** Milliseconds buckets for the time of a request's parts. */
export const MS_BUCKETS: readonly number[] = [
  0.5, 1, 2, 3, 5, 7.5, 10, 15, 20, 30, 40, 50, 75, 100, 150, 200, 300, 500, 1000,
];
