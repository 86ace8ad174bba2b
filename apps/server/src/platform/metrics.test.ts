import { describe, expect, it } from 'vitest';
import { counter, histogram, metricsSnapshot, renderMetrics, resetMetrics } from './metrics';

describe('metrics', () => {
  it('counts by label set and renders the counts in the text format', async () => {
    const c = counter('test_things_total', 'Things, by kind', ['kind']);
    c.inc({ kind: 'a' });
    c.inc({ kind: 'a' });
    c.inc({ kind: 'b' }, 3);
    expect(await c.value({ kind: 'a' })).toBe(2);
    expect(await c.value({ kind: 'b' })).toBe(3);
    expect(await c.value({ kind: 'c' })).toBe(0);
    // the same name is the same counter
    counter('test_things_total', 'Things, by kind', ['kind']).inc({ kind: 'a' });
    expect(await c.value({ kind: 'a' })).toBe(3);
    const text = await renderMetrics();
    expect(text).toContain('# TYPE test_things_total counter');
    expect(text).toContain('test_things_total{kind="a"} 3');
    expect(text).toContain('test_things_total{kind="b"} 3');
    expect((await metricsSnapshot())['test_things_total']).toEqual({
      'kind="a"': 3,
      'kind="b"': 3,
    });
  });

  it('puts observations in their buckets and answers quantiles by bucket', async () => {
    const h = histogram('test_sizes', 'Sizes', [1, 2, 4, 8]);
    for (const v of [1, 2, 3, 3, 5, 8, 100]) h.observe(v);
    expect(await h.count()).toBe(7);
    expect(await h.quantile(0.5)).toBe(4);
    expect(await h.quantile(1)).toBe(Infinity);
    const text = await renderMetrics();
    expect(text).toContain('test_sizes_bucket{le="4"} 4');
    expect(text).toContain('test_sizes_bucket{le="+Inf"} 7');
    expect(text).toContain('test_sizes_count 7');
    expect((await metricsSnapshot())['test_sizes']).toMatchObject({
      count: 7,
      mean: 122 / 7,
      p50: 4,
      buckets: { 1: 1, 2: 1, 4: 2, 8: 2, '+Inf': 1 },
    });
  });

  it('starts again from zero after a reset (a bench after its warm-up)', async () => {
    const h = histogram('test_reset', 'Reset', [1]);
    h.observe(1);
    resetMetrics();
    expect(await h.count()).toBe(0);
    expect(await h.quantile(0.5)).toBeNaN();
  });
});
