// spec 2 'Routes': every path of the app in one place, with helpers that build hrefs.
import { DEFAULT_ROUTE, KYC_ROUTE, LOGIN_ROUTE, REDIRECT_QUERY_PARAM } from '@invest/domain';

export const paths = {
  home: '/',
  login: LOGIN_ROUTE,
  register: '/register',
  forgotPassword: '/forgot-password',
  kyc: KYC_ROUTE,
  dashboard: DEFAULT_ROUTE,
  market: '/market',
  portfolio: '/portfolio',
  // spec 2 names the trades and transactions list and the order detail without paths: ours
  orders: '/orders',
  orderDetail: '/orders/:id',
  news: '/news',
  newsDetail: '/news/:id',
  discover: '/discover',
  // spec 2 leaves an offering's detail without a path: ours, under Discover
  offeringDetail: '/discover/offerings/:id',
  // spec 2 'Guides for AI day trading and APO', without a path: ours, beside the offerings
  offeringGuide: '/discover/guides/:kind',
  // a catalogue product's detail (fund, quant, savings, earn), under Discover too
  productDetail: '/discover/products/:id',
  profile: '/profile',
  security: '/profile/security',
  changePassword: '/profile/password',
  pin: '/profile/pin',
  settings: '/profile/settings',
  quote: '/quote',
  banking: '/banking',
  deposit: '/deposit',
  withdraw: '/withdraw',
  loan: '/loan',
  // spec 2 'credit score (trust profile) with offers' has no path: ours, under the profile
  trust: '/profile/trust',
  beneficiary: '/beneficiary',
  // spec 2 names fund records and the money terms pages without paths: these are ours
  fundRecords: '/profile/funds',
  moneyTerms: '/terms/:kind',
  test: '/test',
  about: '/about',
  privacy: '/privacy',
  cookie: '/cookie',
} as const;

export type PathName = keyof typeof paths;

const withQuery = (path: string, query: Record<string, string | undefined>) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) search.set(key, value);
  const text = search.toString();
  return text ? `${path}?${text}` : path;
};

export const hrefs = {
  login: (redirect?: string) => withQuery(paths.login, { [REDIRECT_QUERY_PARAM]: redirect }),
  /** spec 2: the terms pages of bank, beneficiary, deposit and withdrawal. */
  moneyTerms: (kind: 'bank' | 'beneficiary' | 'deposit' | 'withdrawal') =>
    paths.moneyTerms.replace(':kind', kind),
  /** The exchange tab of the deposit screen (spec 2 FX exchange has no path of its own). */
  exchange: () => withQuery(paths.deposit, { tab: 'exchange' }),
  newsDetail: (id: string) => paths.newsDetail.replace(':id', encodeURIComponent(id)),
  /** spec 2: /quote with symbol, ex (market) and optional country. */
  quote: (symbol: string, ex: string, country?: string) =>
    withQuery(paths.quote, { symbol, ex, country }),
  /** The quote page with its trade panel open on `side` (a position's Sell). */
  trade: (symbol: string, ex: string, side: 'buy' | 'sell') =>
    withQuery(paths.quote, { symbol, ex, side }),
  order: (id: string) => paths.orderDetail.replace(':id', encodeURIComponent(id)),
  offering: (id: string) => paths.offeringDetail.replace(':id', encodeURIComponent(id)),
  /** How an AI day-trading product or an APO works (spec 2 guides). */
  offeringGuide: (kind: 'ai_day_trading' | 'apo') => paths.offeringGuide.replace(':kind', kind),
  product: (id: string) => paths.productDetail.replace(':id', encodeURIComponent(id)),
  /** Discover on its public offerings tab (the offerings' back link). */
  offerings: () => withQuery(paths.discover, { tab: 'offerings' }),
};
