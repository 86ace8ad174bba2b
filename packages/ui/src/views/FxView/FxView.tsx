import {
  minorUnits,
  validateFxExchange,
  type Account,
  type FxQuote as WireFxQuote,
} from '@invest/domain';
import { formatNumber } from '@invest/i18n';
import { type Ref } from 'react';
import { useIssueMessage } from '../../forms/Form';
import { cn } from '../../lib/cn';
import type { AvailableCashProps } from '../../patterns/AvailableCash';
import { useT } from '../../lib/i18n';
import { Button } from '../../primitives/Button';
import { EmptyState } from '../../primitives/EmptyState';
import { FeatureUnavailable, type FeatureRefusal } from '../money/featureAccess';
import { LoadGate, MoneyHeader, MoneySection, type LoadStatus } from '../money/parts';
import { FxForm } from './FxForm';

/** A cash account of the client in one currency (available: a decimal string). */
export type FxAccountOption = Pick<Account, 'id' | 'currency' | 'available'>;

/**
 * The quote of the form's request: the wire quote's rate and lock (`id` is its `quote_id`,
 * sent back with the exchange) and the converted amount in the target currency; an estimate
 * when the rate is unavailable (spec 8: 'FX rate unavailable': no exchange).
 */
export type FxQuote = FxRequest &
  Pick<WireFxQuote, 'rate' | 'expires_at'> &
  // the mid and the spread of a quote from the server (an estimate has neither)
  Partial<Pick<WireFxQuote, 'mid_rate' | 'spread_percent'>> & {
    id?: WireFxQuote['quote_id'];
    converted: string;
    estimate?: boolean;
  };

export interface FxRequest {
  from_id: string;
  to_id: string;
  amount: string;
}

export interface FxViewProps {
  /** The accounts are loading, failed ('Unable to fetch accounts') or here. @default 'ready' */
  status?: LoadStatus;
  loadError?: string;
  onRetry?: () => void;
  accounts?: readonly FxAccountOption[];
  /** The current quote, if any. */
  quote?: FxQuote | null;
  /** A quote is being fetched. @default false */
  quoting?: boolean;
  /** The translated reason the last quote failed ('Unable to fetch rate'). */
  quoteError?: string;
  /** Ask for a (new) quote. */
  onQuote?: (request: FxRequest) => void;
  /** Exchange at the quote. */
  onExchange?: (request: FxRequest & { quote_id?: string }) => void;
  /** @default false */
  exchanging?: boolean;
  /** The translated reason the last exchange failed ('Exchange failed'). */
  error?: string;
  /** Go and deposit ('All accounts zero balance'). */
  onDeposit?: () => void;
  /**
   * spec 6 Feature access: why the client may not exchange (the `fx` feature refused); the
   * form gives way to the reason.
   */
  unavailable?: FeatureRefusal;
  /** Opens customer service (exchange not enabled). */
  onContactSupport?: () => void;
  /** The clock (ms since the epoch), for the countdown. @default Date.now */
  now?: () => number;
  /** Changing it empties the form (after an exchange). */
  formKey?: string | number;
  /** The available cash shown in the header (spec 2 money screens). */
  cash?: AvailableCashProps;
  className?: string;
  ref?: Ref<HTMLDivElement>;
}

/**
 * spec 2/5/8 FX exchange: from account, to account, amount; a rate locked for a short time
 * with a visible countdown ('Please get the latest quotation again' after it); the converted
 * amount; an estimate only when the rate is unavailable.
 */
export function FxView({
  status = 'ready',
  loadError,
  onRetry,
  accounts = [],
  onDeposit,
  unavailable,
  onContactSupport,
  formKey,
  cash,
  className,
  ref,
  ...props
}: FxViewProps) {
  const t = useT('money');
  const tv = useIssueMessage();
  const rule = validateFxExchange({ accounts, fromId: undefined, toId: undefined });
  const refusal =
    !rule.ok &&
    (rule.code === 'fx_two_accounts_required' || rule.code === 'all_accounts_zero_balance')
      ? rule.code
      : undefined;
  return (
    <div ref={ref} data-slot="fx-view" className={cn('flex flex-col gap-5', className)}>
      <MoneyHeader cash={cash} screen="fx" />
      <MoneySection id="fx-form" title={t('fx.sectionTitle')} busy={status === 'loading'}>
        <LoadGate status={status} error={loadError ?? t('fx.accountsFailed')} onRetry={onRetry} />
        {status === 'ready' &&
          (unavailable ? (
            <FeatureUnavailable
              feature="fx"
              refusal={unavailable}
              actionLabel={t('fx.exchange')}
              onContactSupport={onContactSupport}
            />
          ) : refusal ? (
            // spec 5/8: at least two accounts; 'All accounts zero balance'
            <EmptyState
              data-refusal={refusal}
              title={
                refusal === 'all_accounts_zero_balance'
                  ? t('fx.zeroBalance')
                  : tv({ path: '', code: refusal })
              }
              description={t('fx.zeroBalanceHint')}
              action={onDeposit && <Button onPress={onDeposit}>{t('fx.deposit')}</Button>}
            />
          ) : (
            <FxForm key={formKey} accounts={accounts} {...props} />
          ))}
      </MoneySection>
    </div>
  );
}

export const formatAmountText = (value: string, currency: string, locale: string) =>
  `${formatNumber(value, locale, { minimumFractionDigits: minorUnits(currency), maximumFractionDigits: minorUnits(currency) })}`;
