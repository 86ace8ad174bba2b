// The performance chart's fixture (stories of PerformanceChart and PortfolioView).
import type { PortfolioPerformance } from '@invest/domain';

const DAY = 86_400_000;
const start = Date.parse('2026-10-26T20:00:00Z');

/** A month of closes: 10,000.00 deposited, then 2,000.00 more on day 12; the index drifts up. */
export const performanceDays = 22;
const values = Array.from({ length: performanceDays }, (_, i) => {
  const base = 10_000 + i * 35 - (i % 4) * 60 + (i >= 12 ? 2_000 : 0);
  return base.toFixed(2);
});
export const performance: PortfolioPerformance = {
  range: '1M',
  currency: 'USD',
  points: values.map((value, i) => ({
    at: new Date(start + i * DAY).toISOString(),
    value,
    flows: i === 0 ? '10000.00' : i === 12 ? '2000.00' : '0.00',
  })),
  index: {
    id: 'US-LC',
    name: 'US Large Cap (sim)',
    points: values.map((_, i) => ({
      at: new Date(start + i * DAY).toISOString(),
      level: (5_000 + i * 4.5 - (i % 3) * 7).toFixed(2),
    })),
  },
  twr: '3.12',
  index_twr: '-1.05',
};
