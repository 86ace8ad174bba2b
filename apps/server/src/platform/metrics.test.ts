import { describe, expect, it } from 'vitest';
import { counter, histogram, metricsSnapshot, renderMetrics } from './metrics';

describe('metrics', () => {
  it('counts by label set and renders the counts in the text format', () => {
    const c = counter('test_things_total', 'Things, by kind');
    c.inc({ kind: 'a' });
    c.inc({ kind: 'a' });
    c.inc({ kind: 'b' }, 3);
    expect(c.value({ kind: 'a' })).toBe(2);
    expect(c.value({ kind: 'b' })).toBe(3);
    expect(c.value({ kind: 'c' })).toBe(0);
    // the same name is the same counter
    expect(counter('test_things_total', 'Things, by kind')).toBe(c);
    const text = renderMetrics();
    expect(text).toContain('# TYPE test_things_total counter');
    expect(text).toContain('test_things_total{kind="a"} 2');
    expect(text).toContain('test_things_total{kind="b"} 3');
  });

  it('puts observations in their buckets and answers quantiles by bucket', () => {
    const h = histogram('test_sizes', 'Sizes', [1, 2, 4, 8]);
    for (const v of [1, 2, 3, 3, 5, 8, 100]) h.observe(v);
    expect(h.count()).toBe(7);
    expect(h.quantile(0.5)).toBe(4);
    expect(h.quantile(1)).toBe(Infinity);
    const text = renderMetrics();
    expect(text).toContain('test_sizes_bucket{le="4"} 4');
    expect(text).toContain('test_sizes_bucket{le="+Inf"} 7');
    expect(text).toContain('test_sizes_count 7');
    expect(metricsSnapshot()['test_sizes']).toMatchObject({ count: 7, p50: 4 });
  });
});
