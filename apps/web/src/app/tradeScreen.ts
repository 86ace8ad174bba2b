// The trade panel's wiring on the quote page (spec 2 stock detail; spec 3-5 orders; spec 6 the
// `trade` feature; spec 8 the trading texts): the paying account, the free shares, the server's
// expiring quote, and placing the order. The session's trading unlock (PIN or second factor,
// once per session like a broker's trade password) is asked when the server answers
// TRADING_LOCKED, and the order is then placed with the same Idempotency-Key.
import { isApiError } from '@invest/api';
import type { TradeOrderRequest } from '@invest/api/contract';
import * as api from '@invest/api/hooks';
import type { OrderSide, OrderTicket } from '@invest/domain';
import type { StepUpDialogProps } from '@invest/ui/SecurityView';
import type { TradeInstrument, TradePanelProps } from '@invest/ui/TradePanel';
import { useLocation } from 'react-router';
import { hrefs, paths } from '../paths';
import { useApiErrorText } from './apiErrors';
import { useLayout } from './context';
import { useFeatureAccess } from './featureAccess';
import { useStepUpDialogProps } from './stepUp';

export interface TradeScreen {
  panel: TradePanelProps;
  dialog: StepUpDialogProps;
}

/**
 * The cash account an order pays from or is paid into (spec 5): the account in the listing's
 * currency when the client has one, else the default account (the quote then converts, and the
 * balance is judged after conversion).
 */
export function payingAccount<A extends { currency: string; is_default?: boolean }>(
  accounts: readonly A[] | undefined,
  currency: string,
): A | undefined {
  if (!accounts) return undefined;
  return (
    accounts.find((a) => a.currency === currency) ??
    accounts.find((a) => a.is_default) ??
    accounts[0]
  );
}

/** A failure to show: a cancelled step-up is not one. */
const shown = (error: unknown) =>
  error === undefined || api.isStepUpCancelled(error) ? undefined : error;

export function useTradeScreen(
  instrument: TradeInstrument,
  { defaultSide = 'buy' }: { defaultSide?: OrderSide } = {},
): TradeScreen {
  const location = useLocation();
  const errorText = useApiErrorText();
  const { openSupport } = useLayout();
  const session = api.useSessionSnapshot();
  const signedIn = session?.auth.status === 'authenticated';
  const accounts = api.useAccounts({ enabled: signedIn });
  const positions = api.useTradePositions({ enabled: signedIn });
  const kyc = api.useKycVerified({ enabled: signedIn });
  // spec 6: the trade feature (the server refuses the order without it too)
  const access = useFeatureAccess('trade');
  const quote = api.useTradeQuote();
  const place = api.usePlaceOrder();
  const unlock = api.useTradeUnlockConfirmed({ enabled: signedIn });
  const dialog = useStepUpDialogProps(unlock.dialog);

  const account = payingAccount(accounts.data, instrument.currency);
  const held = positions.data?.list.find(
    (p) => p.symbol === instrument.symbol && p.exchange === instrument.exchange,
  );
  const reads = [accounts, positions, kyc];
  const loading = reads.some((q) => !q.data && !q.error) || access.status === 'loading';
  const failed = reads.find((q) => q.error);

  const request = (ticket: OrderTicket): TradeOrderRequest => ({
    ...ticket,
    account: account?.currency ?? instrument.currency,
  });

  async function onPlace({ ticket, quote_id }: { ticket: OrderTicket; quote_id: string }) {
    const body = { ...request(ticket), quote_id };
    try {
      await place.trigger(body);
    } catch (error) {
      if (access.recheckOn(error)) return;
      if (!isApiError(error) || error.code !== 'TRADING_LOCKED') return;
      // spec 5: the session's trading unlock, then the same order (its key unchanged)
      try {
        await unlock.trigger({});
        await place.trigger(body);
      } catch {
        // the refusal shows on the review (a cancelled unlock shows nothing)
      }
    }
  }

  const placeError = shown(place.error?.code === 'TRADING_LOCKED' ? unlock.error : place.error);
  const refusal: TradePanelProps['refusal'] =
    kyc.data && kyc.data.status !== 'approved' ? { code: 'kyc_required' } : access.refusal;

  const panel: TradePanelProps = {
    instrument,
    signedIn,
    loginHref: hrefs.login(location.pathname + location.search),
    status: loading ? 'loading' : failed ? 'error' : 'ready',
    loadError: failed?.error ? errorText(failed.error) : undefined,
    onRetry: () => {
      for (const q of reads) void q.mutate();
      access.recheck();
    },
    refusal,
    verifyHref: paths.kyc,
    onContactSupport: openSupport,
    available: account && { amount: account.available, currency: account.currency },
    holding: held?.available ?? '0',
    defaultSide,
    quote: quote.data ?? null,
    quoting: quote.isMutating,
    quoteError: quote.error ? errorText(quote.error) : undefined,
    onQuote: (ticket) => void quote.trigger(request(ticket)).catch(() => undefined),
    onPlace: (order) => void onPlace(order),
    placing: place.isMutating || unlock.isMutating,
    placeError: placeError ? errorText(placeError) : undefined,
    placed: place.data ?? null,
    orderHref: place.data ? hrefs.order(place.data.id) : undefined,
    onReset: () => {
      quote.reset();
      place.reset();
      unlock.reset();
    },
  };
  return { panel, dialog };
}
