// Generated news items as the server writes them (areas/news/generator.ts, seed 'news-seed', the
// Warsaw close of 2025-07-01): a market report and a mover, with their template and parameters.
import type { NewsDetail } from '@invest/domain';

export const generatedMarketItem = {
  id: 'g-PL-29189700-m',
  kind: 'market',
  headline: 'Poland Large Cap (sim) advances 1.29%; 48 advancers, 14 decliners',
  summary: 'The index stands at 2532.24 against a previous close of 2500.00.',
  body: 'Poland Large Cap (sim) gained 1.29% in the session of 2025-07-01 (at the close). 48 listings advanced, 14 declined and 0 were unchanged. This item was written by the market simulator from its own prices.',
  published_at: '2025-07-01T15:00:00.000Z',
  key: 'market',
  params: {
    market: 'PL',
    index: 'PL-LC',
    index_name: 'Poland Large Cap (sim)',
    direction: 'up',
    verb: 'up3',
    percent: '1.29',
    level: '2532.24',
    previous_close: '2500.00',
    session_date: '2025-07-01',
    open: 'no',
    advances: '48',
    declines: '14',
    unchanged: '0',
  },
} as const satisfies NewsDetail;

export const generatedMoverItem = {
  id: 'g-PL-29189700-g0',
  kind: 'mover',
  headline: 'Pepco Group N.V. (PCO) soars 4.80% as buyers return to the sector',
  summary: 'Pepco Group N.V. trades at 20.96 PLN, +4.80% from the previous close of 20.00.',
  body: 'Pepco Group N.V. (WSE: PCO) moved +4.80% in the session of 2025-07-01, trading between 20.19 and 21.00 after opening at 20.26. Volume reached 4,738,710 shares. This item was written by the market simulator from its own prices.',
  symbol: 'PCO',
  market: 'WSE',
  published_at: '2025-07-01T15:00:00.000Z',
  key: 'mover',
  params: {
    market: 'PL',
    exchange: 'WSE',
    name: 'Pepco Group N.V.',
    symbol: 'PCO',
    direction: 'up',
    verb: 'jump3',
    reason: 'gain0',
    percent: '4.80',
    price: '20.96',
    currency: 'PLN',
    previous_close: '20.00',
    session_date: '2025-07-01',
    low: '20.19',
    high: '21.00',
    open: '20.26',
    volume: '4738710',
  },
} as const satisfies NewsDetail;
