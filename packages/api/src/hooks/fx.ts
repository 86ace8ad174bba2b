// Area FX: the quote (locked for its window) and the exchange.
import { useApiQuery, type QueryConfig } from './query';
import { useBodyMutation } from './mutation';

export const fxKeys = {
  fxRate: (query: { from: string; to: string } = { from: '', to: '' }) =>
    ['fxRate', { from: query.from, to: query.to }] as const,
};

/**
 * GET /fx/app/v1/rate?from=&to=: a quote valid until `expires_at`. Not fetched until both
 * currencies are chosen; `mutate()` gets a new quote (after the countdown).
 */
export const useFxRate = (
  from: string | undefined,
  to: string | undefined,
  config: QueryConfig<'fxRate'> = {},
) =>
  useApiQuery('fxRate', fxKeys.fxRate({ from: from ?? '', to: to ?? '' }), {
    revalidateOnFocus: false,
    ...config,
    enabled: (config.enabled ?? true) && !!from && !!to && from !== to,
  });
/** POST /fx/app/v1/exchange: `{ quote_id, from, to, amount }` (Idempotency-Key per intent). */
export const useFxExchange = () =>
  useBodyMutation('fxExchange', { invalidates: ['accountList', 'assets', 'fundRecords'] });
