import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { startupPanelInputSchema } from './startup';

const panel = {
  geo: { country: 'India', city: 'Mumbai', ip: '203.0.113.24' },
  device: { os: 'iOS', type: 'mobile', model: 'iPhone', isIncognito: false },
  avgLatency: 182,
  samples: [
    { url: 'https://api.example.com/ping', ms: 140 },
    { url: 'https://stock.example.com/ping', ms: 224 },
  ],
  progress: { percent: 57 },
};

describe('Startup panel inputs', () => {
  it('accepts a panel part-way through the checks', () => {
    expect(startupPanelInputSchema.parse(panel)).toEqual(panel);
  });

  it('needs only the progress at the start', () => {
    expect(startupPanelInputSchema.parse({ progress: { percent: 0 } })).toEqual({
      progress: { percent: 0 },
      samples: [],
    });
  });

  it('accepts an IPv6 address and a failed ping of 9999 ms', () => {
    const value = {
      ...panel,
      geo: { ...panel.geo, ip: '2001:db8::1' },
      samples: [{ url: '/ping', ms: 9999 }],
    };
    expect(startupPanelInputSchema.safeParse(value).success).toBe(true);
  });

  it.each([
    ['no progress', { ...panel, progress: undefined }],
    ['a percent above 100', { ...panel, progress: { percent: 101 } }],
    ['a negative latency', { ...panel, avgLatency: -1 }],
    ['an ip that is not an address', { ...panel, geo: { ...panel.geo, ip: 'localhost' } }],
    ['a sample without a url', { ...panel, samples: [{ url: '', ms: 10 }] }],
    ['a sample time as text', { ...panel, samples: [{ url: '/ping', ms: '10' }] }],
  ])('refuses %s', (_label, value) => {
    expect(startupPanelInputSchema.safeParse(value).success).toBe(false);
  });

  it('accepts exactly the percents from 0 to 100', () => {
    fc.assert(
      fc.property(fc.double({ min: -1000, max: 1000, noNaN: true }), (percent) => {
        const ok = startupPanelInputSchema.safeParse({ progress: { percent } }).success;
        expect(ok).toBe(percent >= 0 && percent <= 100);
      }),
    );
  });
});
