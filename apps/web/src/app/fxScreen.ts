// The wiring of the FX exchange (spec 2/5/8), the deposit screen's second tab: the accounts from
// the ledger, a quote per currency pair (locked for its window, counted down from when it
// arrived), the exchange at that quote with one Idempotency-Key per intent (the route's
// `moneyMoving` declaration). 'FX rate unavailable' keeps the last known rate of the pair as a
// marked estimate and disables the exchange.
import { isApiError } from '@invest/api';
import * as api from '@invest/api/hooks';
import { Money } from '@invest/domain';
import { formatAmount } from '@invest/i18n';
import { useLocale, useT } from '@invest/ui';
import type { FxQuote, FxRequest, FxViewProps } from '@invest/ui/FxView';
import { toastQueue } from '@invest/ui/Toast';
import { useRef, useState } from 'react';
import { useApiErrorText } from './apiErrors';
import { useLayout } from './context';
import { useFeatureAccess } from './featureAccess';
import { useAvailableCash } from './availableCash';

/** The end of a quote's lock, counted from now (ISO-8601). */
const lockedUntil = (ms: number) => new Date(Date.now() + ms).toISOString();

export function useFxScreen(onDeposit: () => void): FxViewProps {
  const t = useT('money');
  const locale = useLocale();
  const errorText = useApiErrorText();
  const client = api.useApiClient();
  const accounts = api.useAccounts();
  const exchange = api.useFxExchange();
  const cash = useAvailableCash();
  // spec 6: the fx feature, asked afresh on opening (the server refuses it too); the deposit
  // next step only for a client who may deposit
  const access = useFeatureAccess('fx', { fresh: true });
  const deposit = useFeatureAccess('deposit');
  const { openSupport } = useLayout();
  const [quote, setQuote] = useState<FxQuote | null>(null);
  const [quoting, setQuoting] = useState(false);
  const [quoteError, setQuoteError] = useState<string>();
  const [error, setError] = useState<string>();
  const [formKey, setFormKey] = useState(0);
  const lastRate = useRef(new Map<string, string>());
  // the default account first: the view proposes the first funded one as the source
  const list = [...(accounts.data ?? [])].sort(
    (a, b) => Number(b.is_default) - Number(a.is_default),
  );
  const currencyOf = (id: string) => list.find((a) => a.id === id)?.currency ?? '';

  async function onQuote(request: FxRequest) {
    const from = currencyOf(request.from_id);
    const to = currencyOf(request.to_id);
    setQuoting(true);
    setQuoteError(undefined);
    setError(undefined);
    try {
      const q = await client.request('fxRate', { query: { from, to } });
      lastRate.current.set(`${from}/${to}`, q.rate);
      setQuote({
        ...request,
        id: q.quote_id,
        rate: q.rate,
        mid_rate: q.mid_rate,
        spread_percent: q.spread_percent,
        converted: Money.of(request.amount, from).convert(q.rate, to).toString(),
        // the lock runs from when the quote arrived (the browser's clock may differ from the server's)
        expires_at: lockedUntil(q.valid_ms),
      });
    } catch (e) {
      if (access.recheckOn(e)) {
        setQuote(null);
        setQuoteError(errorText(e));
        return;
      }
      const known = lastRate.current.get(`${from}/${to}`);
      if (isApiError(e) && e.code === 'FX_RATE_UNAVAILABLE' && known) {
        // spec 8: the converted amount becomes an estimate, the exchange is disabled
        setQuote({
          ...request,
          rate: known,
          converted: Money.of(request.amount, from).convert(known, to).toString(),
          expires_at: lockedUntil(0),
          estimate: true,
        });
      } else {
        setQuote(null);
        setQuoteError(
          isApiError(e) && e.code === 'FX_RATE_UNAVAILABLE' ? t('fx.estimateHint') : errorText(e),
        );
      }
    } finally {
      setQuoting(false);
    }
  }

  async function onExchange(request: FxRequest & { quote_id?: string }) {
    if (!request.quote_id) return;
    setError(undefined);
    const from = currencyOf(request.from_id);
    const to = currencyOf(request.to_id);
    try {
      const done = await exchange.trigger({
        quote_id: request.quote_id,
        from,
        to,
        amount: request.amount,
      });
      // the toast names what left and what arrived (the server's amounts, not the estimate)
      toastQueue.add({
        title: t('fx.exchanged', {
          amount: formatAmount(done.amount, done.from, locale),
          converted: formatAmount(done.converted, done.to, locale),
        }),
        tone: 'success',
      });
      setQuote(null);
      setFormKey((k) => k + 1);
    } catch (e) {
      if (isApiError(e) && e.code === 'FX_QUOTE_EXPIRED') {
        // the server's window closed first: the view shows the expired state
        setQuote((q) => q && { ...q, expires_at: new Date(0).toISOString() });
        return;
      }
      if (access.recheckOn(e)) {
        setError(errorText(e));
        return;
      }
      // a refused form names its field: say what is wrong rather than 'Invalid form'
      const field = isApiError(e) ? e.fieldErrors[0]?.message : undefined;
      setError(field ?? errorText(e));
    }
  }

  return {
    status: accounts.error
      ? 'error'
      : accounts.data && access.status !== 'loading'
        ? 'ready'
        : 'loading',
    loadError: accounts.error ? t('fx.accountsFailed') : undefined,
    onRetry: () => void accounts.mutate(),
    accounts: list.map((a) => ({ id: a.id, currency: a.currency, available: a.available })),
    quote,
    quoting,
    quoteError,
    onQuote: (r) => void onQuote(r),
    onExchange: (r) => void onExchange(r),
    exchanging: exchange.isMutating,
    error,
    onDeposit: deposit.allowed ? onDeposit : undefined,
    unavailable: access.refusal,
    onContactSupport: openSupport,
    formKey,
    cash,
  };
}
