// spec 7 'Stock service': a separate base URL (the profile's stockBase), a 10 s timeout and an
// auth-key header. Answer shapes are not shown in the spec: an enveloped answer is unwrapped like
// the API's, anything else is returned as it came. Failures are normalised as in spec 8.
import { STOCK_API_TIMEOUT_MS, TIME_ZONE_HEADER, VISITOR_ID_HEADER } from '@invest/domain';
import { HEADERS } from './contract/routes';
import { ApiError, errorFromResponse, isApiError, isRecord } from './errors';
import { randomId } from './ids';
import {
  sendHttp,
  systemTimers,
  type FetchLike,
  type HttpResponse,
  type Timers,
} from './transport';

/** The stock service's auth-key header. */
export const STOCK_API_KEY_HEADER = 'X-Api-Key';

export interface StockClientOptions {
  /** The profile's stock-data base URL ('/stock-api' on the local server). */
  baseUrl: string;
  /** The profile's stock-data token (the header is left out when empty). */
  token?: string;
  fetch?: FetchLike;
  /** spec 7/9. @default 10000 */
  timeoutMs?: number;
  timers?: Timers;
  generateId?: () => string;
  /** Every failure, normalised (spec 8). */
  onError?: (error: ApiError) => void;
  /**
   * The signed-in client's access token and tenant, so that the local service
   * counts no guest quota for them (spec 6: unlimited). Left out, the calls carry no session.
   */
  session?: () => { accessToken: string; tenantId: string } | null;
  /** spec 6: the guest's IANA time zone (a guest day is a local day), sent as X-Time-Zone. */
  timeZone?: () => string;
  /** spec 4/6: the browser's own visitor id (quotas count per visitor), sent as X-Visitor-Id. */
  visitorId?: () => string | null;
}

export interface StockCallOptions {
  signal?: AbortSignal;
}

/** A stock to quote: `POST /stock?country=` takes an array of them. */
export interface StockRef {
  symbol: string;
  market?: string;
  [key: string]: unknown;
}

export interface StockClient {
  /** GET /search?query= */
  search<T = unknown>(query: string, options?: StockCallOptions): Promise<T>;
  /** POST /stock?country= with an array of stocks. */
  quotes<T = unknown>(country: string, stocks: StockRef[], options?: StockCallOptions): Promise<T>;
  /** GET /chart_data?country&symbol&interval */
  chartData<T = unknown>(
    query: { country: string; symbol: string; market?: string; interval?: string; range?: string },
    options?: StockCallOptions,
  ): Promise<T>;
  /** GET /stock_detail?country&market&s */
  stockDetail<T = unknown>(
    query: { country: string; market: string; s: string },
    options?: StockCallOptions,
  ): Promise<T>;
  /** GET /company?country&market&s */
  company<T = unknown>(
    query: { country: string; market: string; s: string },
    options?: StockCallOptions,
  ): Promise<T>;
  /** GET /market?country= (a market's indices, sectors, movers and breadth). */
  market<T = unknown>(country: string, options?: StockCallOptions): Promise<T>;
  readonly baseUrl: string;
  /** The URL of the quote stream of `symbols` (`EXCHANGE:SYMBOL`), for an EventSource. */
  streamUrl(symbols: readonly string[]): string;
}

export function createStockClient(options: StockClientOptions): StockClient {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const timers = options.timers ?? systemTimers;
  const generateId = options.generateId ?? randomId;

  async function call<T>(
    name: string,
    method: 'GET' | 'POST',
    path: string,
    query: Record<string, string | undefined>,
    body: unknown,
    callOptions: StockCallOptions = {},
  ): Promise<T> {
    const requestId = generateId();
    const headers: Record<string, string> = {
      Accept: 'application/json',
      [HEADERS.requestedWith]: 'XMLHttpRequest',
      [HEADERS.requestId]: requestId,
      [HEADERS.requestName]: name,
    };
    if (options.token) headers[STOCK_API_KEY_HEADER] = options.token;
    const session = options.session?.();
    if (session) {
      headers.Authorization = `Bearer ${session.accessToken}`;
      headers[HEADERS.tenant] = session.tenantId;
    }
    const timeZone = options.timeZone?.();
    if (timeZone) headers[TIME_ZONE_HEADER] = timeZone;
    const visitor = options.visitorId?.();
    if (visitor) headers[VISITOR_ID_HEADER] = visitor;
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    // an empty or absent optional field (`country=` of a quote link without one) is not sent
    const search = new URLSearchParams(
      Object.entries(query).filter(
        (entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== '',
      ),
    ).toString();
    let res: HttpResponse;
    try {
      res = await sendHttp(
        {
          url: `${baseUrl}${path}${search ? `?${search}` : ''}`,
          method,
          headers,
          body: body === undefined ? undefined : JSON.stringify(body),
          signal: callOptions.signal,
          timeoutMs: options.timeoutMs ?? STOCK_API_TIMEOUT_MS,
          requestName: name,
          requestId,
        },
        { fetch: options.fetch, timers },
      );
    } catch (error) {
      const apiError = isApiError(error)
        ? error
        : new ApiError({ message: String(error), status: 0, requestName: name, requestId });
      if (apiError.code !== 'ABORTED') options.onError?.(apiError);
      throw apiError;
    }
    const enveloped = isRecord(res.body) && typeof res.body.success === 'boolean';
    const ok =
      res.status >= 200 &&
      res.status < 300 &&
      (!enveloped || (isRecord(res.body) && res.body.success === true));
    if (ok) {
      return (enveloped && isRecord(res.body) ? res.body.data : res.body) as T;
    }
    const error = errorFromResponse(res, { requestName: name, requestId });
    options.onError?.(error);
    throw error;
  }

  return {
    baseUrl,
    streamUrl: (symbols) => {
      const query = new URLSearchParams({ symbols: symbols.join(',') });
      // an EventSource sends no headers: the key travels as a parameter
      if (options.token) query.set('api_key', options.token);
      return `${baseUrl}/stream?${query.toString()}`;
    },
    search: (query, o) => call('stockSearch', 'GET', '/search', { query }, undefined, o),
    quotes: (country, stocks, o) => call('stockQuotes', 'POST', '/stock', { country }, stocks, o),
    chartData: (q, o) => call('stockChart', 'GET', '/chart_data', { ...q }, undefined, o),
    stockDetail: (q, o) => call('stockDetail', 'GET', '/stock_detail', { ...q }, undefined, o),
    company: (q, o) => call('stockCompany', 'GET', '/company', { ...q }, undefined, o),
    market: (country, o) => call('stockMarket', 'GET', '/market', { country }, undefined, o),
  };
}
