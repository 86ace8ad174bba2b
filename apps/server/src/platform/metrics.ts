// The server's own counters and histograms, in the process: what an operator needs to see of a
// path whose cost is not visible from its answers (placement's group commit: how big its batches
// are, how often and why one falls back to each request alone, where a request's time goes).
// Rendered in Prometheus' text format (`renderMetrics`) and as plain figures (`metricsSnapshot`)
// for the benches. No dependency: a counter is a map of label sets to numbers, a histogram a
// fixed list of bucket bounds.

type Labels = Record<string, string>;

const labelKey = (labels: Labels): string =>
  Object.keys(labels)
    .sort()
    .map((k) => `${k}="${labels[k]!.replace(/["\\\n]/g, '_')}"`)
    .join(',');

export interface Counter {
  readonly name: string;
  inc(labels?: Labels, by?: number): void;
  /** The count of one label set (0 when never counted). */
  value(labels?: Labels): number;
}

export interface Histogram {
  readonly name: string;
  observe(value: number): void;
  /** Observations so far. */
  count(): number;
  /** The upper bound of the bucket that holds the `p` (0..1) quantile; NaN when empty. */
  quantile(p: number): number;
}

interface Registered {
  render(): string;
  snapshot(): unknown;
  reset(): void;
}

const registry = new Map<string, Registered & (Counter | Histogram)>();

/** The counter `name` (created once; a second call returns the first). */
export function counter(name: string, help: string): Counter {
  const known = registry.get(name);
  if (known !== undefined) return known as Counter;
  let values = new Map<string, number>();
  const c: Counter & Registered = {
    name,
    inc(labels = {}, by = 1) {
      const key = labelKey(labels);
      values.set(key, (values.get(key) ?? 0) + by);
    },
    value: (labels = {}) => values.get(labelKey(labels)) ?? 0,
    render: () =>
      [
        `# HELP ${name} ${help}`,
        `# TYPE ${name} counter`,
        ...[...values].map(([k, v]) => `${name}${k === '' ? '' : `{${k}}`} ${v}`),
      ].join('\n'),
    snapshot: () => Object.fromEntries(values),
    reset: () => {
      values = new Map();
    },
  };
  registry.set(name, c);
  return c;
}

/** The histogram `name` over ascending `buckets` (upper bounds; +Inf is added). */
export function histogram(name: string, help: string, buckets: readonly number[]): Histogram {
  const known = registry.get(name);
  if (known !== undefined) return known as Histogram;
  let counts = new Array<number>(buckets.length + 1).fill(0);
  let sum = 0;
  let total = 0;
  const h: Histogram & Registered = {
    name,
    observe(value) {
      let i = 0;
      while (i < buckets.length && value > buckets[i]!) i++;
      counts[i]! += 1;
      sum += value;
      total += 1;
    },
    count: () => total,
    quantile(p) {
      if (total === 0) return NaN;
      const rank = Math.ceil(p * total);
      let seen = 0;
      for (let i = 0; i < counts.length; i++) {
        seen += counts[i]!;
        if (seen >= rank) return i < buckets.length ? buckets[i]! : Infinity;
      }
      return Infinity;
    },
    render() {
      let cumulative = 0;
      return [
        `# HELP ${name} ${help}`,
        `# TYPE ${name} histogram`,
        ...counts.map((n, i) => {
          cumulative += n;
          return `${name}_bucket{le="${i < buckets.length ? buckets[i] : '+Inf'}"} ${cumulative}`;
        }),
        `${name}_sum ${sum}`,
        `${name}_count ${total}`,
      ].join('\n');
    },
    snapshot: () => ({
      count: total,
      mean: total === 0 ? NaN : sum / total,
      p50: h.quantile(0.5),
      p90: h.quantile(0.9),
      p99: h.quantile(0.99),
      buckets: Object.fromEntries(
        counts.map((n, i) => [i < buckets.length ? String(buckets[i]) : '+Inf', n]),
      ),
    }),
    reset: () => {
      counts = new Array<number>(buckets.length + 1).fill(0);
      sum = 0;
      total = 0;
    },
  };
  registry.set(name, h);
  return h;
}

/** Every metric in Prometheus' text exposition format. */
export const renderMetrics = (): string =>
  [...registry.values()].map((m) => m.render()).join('\n\n') + '\n';

/** Every metric as plain figures, by name (counters: count by label set; histograms: quantiles). */
export const metricsSnapshot = (): Record<string, unknown> =>
  Object.fromEntries([...registry].map(([name, m]) => [name, m.snapshot()]));

/** Every metric back to zero (a bench's warm-up; tests). */
export const resetMetrics = (): void => registry.forEach((m) => m.reset());

/** Milliseconds buckets for the time of a request's parts. */
export const MS_BUCKETS: readonly number[] = [
  0.5, 1, 2, 3, 5, 7.5, 10, 15, 20, 30, 40, 50, 75, 100, 150, 200, 300, 500, 1000,
];
