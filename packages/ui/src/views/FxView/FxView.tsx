import {
  minorUnits,
  validateFxExchange,
  validateFxForm,
  type Account,
  type FormResult,
  type FxQuote as WireFxQuote,
} from '@invest/domain';
import { formatNumber } from '@invest/i18n';
import { useEffect, useState, type Ref } from 'react';
import { Form } from 'react-aria-components';
import { FormAlert, useForm, useIssueMessage } from '../../forms/Form';
import { cn } from '../../lib/cn';
import { useLocale, useT } from '../../lib/i18n';
import { Badge } from '../../primitives/Badge';
import { Button } from '../../primitives/Button';
import { EmptyState } from '../../primitives/EmptyState';
import { NumberField } from '../../primitives/NumberField';
import { Select } from '../../primitives/Select';
import { Amount } from '../money/Amount';
import {
  FeatureUnavailable,
  LoadGate,
  MoneyHeader,
  MoneySection,
  type FeatureRefusal,
  type LoadStatus,
} from '../money/parts';

/** A cash account of the client in one currency (available: a decimal string). */
export type FxAccountOption = Pick<Account, 'id' | 'currency' | 'available'>;

/**
 * The quote of the form's request: the wire quote's rate and lock (`id` is its `quote_id`,
 * sent back with the exchange) and the converted amount in the target currency; an estimate
 * when the rate is unavailable (spec 8: 'FX rate unavailable': no exchange).
 */
export type FxQuote = FxRequest &
  Pick<WireFxQuote, 'rate' | 'expires_at'> & {
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
      <MoneyHeader screen="fx" />
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

type Values = { from_id: string; to_id: string; amount: string };

function FxForm({
  accounts,
  quote,
  quoting = false,
  quoteError,
  onQuote,
  onExchange,
  exchanging = false,
  error,
  now = Date.now,
}: Omit<FxViewProps, 'accounts'> & { accounts: readonly FxAccountOption[] }) {
  const t = useT('money');
  const locale = useLocale();
  const source = accounts.find((a) => Number(a.available) > 0) ?? accounts[0];
  const target = accounts.find((a) => a.currency !== source?.currency);
  const form = useForm<Values, FxRequest>({
    initial: { from_id: source?.id ?? '', to_id: target?.id ?? '', amount: '' },
    // issue 10/14: the form validator the FX service runs on the request (its `from`/`to`
    // are the accounts' currencies; its issues are placed on the matching selects)
    validate: (v): FormResult<FxRequest> => {
      const currencyOf = (id: string) => accounts.find((a) => a.id === id)?.currency;
      const result = validateFxForm(
        { from: currencyOf(v.from_id), to: currencyOf(v.to_id), amount: v.amount },
        { accounts: accounts.map(({ currency, available }) => ({ currency, available })) },
      );
      return result.ok
        ? { ok: true, value: { from_id: v.from_id, to_id: v.to_id, amount: result.value.amount } }
        : {
            ok: false,
            issues: result.issues.map((issue) => ({
              ...issue,
              path: issue.path === 'from' || issue.path === 'to' ? `${issue.path}_id` : issue.path,
            })),
          };
    },
    onValid: (request) => onQuote?.(request),
    submitting: quoting || exchanging,
  });
  const from = accounts.find((a) => a.id === form.values.from_id);
  const to = accounts.find((a) => a.id === form.values.to_id);
  // a quote answers the inputs it was asked for; another input makes it stale
  const current =
    quote &&
    quote.from_id === form.values.from_id &&
    quote.to_id === form.values.to_id &&
    quote.amount === form.values.amount
      ? quote
      : null;

  const options = accounts.map((a) => ({
    id: a.id,
    label: `${a.currency} · ${formatAmountText(a.available, a.currency, locale)}`,
  }));

  return (
    <Form validationBehavior="aria" onSubmit={form.submit} className="flex flex-col gap-4">
      {error && (
        <FormAlert title={t('fx.failed')} message={error === t('fx.failed') ? undefined : error} />
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <Select
          label={t('fx.from')}
          selectedKey={form.values.from_id || null}
          onSelectionChange={(key) => form.setValue('from_id', String(key))}
          items={options}
          errorMessage={form.errorOf('from_id')}
          isRequired
        />
        <Select
          label={t('fx.to')}
          selectedKey={form.values.to_id || null}
          onSelectionChange={(key) => form.setValue('to_id', String(key))}
          items={options}
          errorMessage={form.errorOf('to_id')}
          isRequired
        />
      </div>
      <NumberField
        {...form.field('amount')}
        label={t('common.amount')}
        currency={from?.currency}
        maxFractionDigits={minorUnits(from?.currency ?? 'USD')}
        description={
          from && (
            <>
              {t('common.available')}: <Amount value={from.available} currency={from.currency} />
            </>
          )
        }
        isRequired
      />
      {quoteError && !current && (
        <FormAlert
          title={t('fx.rateFailed')}
          message={quoteError === t('fx.rateFailed') ? undefined : quoteError}
        />
      )}
      {current && from && to ? (
        <QuotePanel
          quote={current}
          from={from.currency}
          to={to.currency}
          now={now}
          quoting={quoting}
          exchanging={exchanging}
          onRefresh={() =>
            onQuote?.({ from_id: current.from_id, to_id: current.to_id, amount: current.amount })
          }
          onExchange={() =>
            onExchange?.({
              from_id: current.from_id,
              to_id: current.to_id,
              amount: current.amount,
              quote_id: current.id,
            })
          }
        />
      ) : (
        <Button type="submit" isPending={quoting} className="self-start">
          {t('fx.getQuote')}
        </Button>
      )}
    </Form>
  );
}

const formatAmountText = (value: string, currency: string, locale: string) =>
  `${formatNumber(value, locale, { minimumFractionDigits: minorUnits(currency), maximumFractionDigits: minorUnits(currency) })}`;

/** Seconds left until `expiresAt`, re-rendered once a second until it reaches zero. */
function useSecondsLeft(expiresAt: string, now: () => number): number {
  const left = Math.max(0, Math.ceil((Date.parse(expiresAt) - now()) / 1000));
  const [, setTick] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => {
      setTick((n) => n + 1);
      if (Date.parse(expiresAt) <= now()) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [expiresAt, now]);
  return left;
}

function QuotePanel({
  quote,
  from,
  to,
  now,
  quoting,
  exchanging,
  onRefresh,
  onExchange,
}: {
  quote: FxQuote;
  from: string;
  to: string;
  now: () => number;
  quoting: boolean;
  exchanging: boolean;
  onRefresh: () => void;
  onExchange: () => void;
}) {
  const t = useT('money');
  const locale = useLocale();
  const seconds = useSecondsLeft(quote.expires_at, now);
  const expired = !quote.estimate && seconds === 0;
  return (
    <div
      data-slot="fx-quote"
      data-state={quote.estimate ? 'estimate' : expired ? 'expired' : 'locked'}
      className="flex flex-col gap-3 rounded-md bg-surface-sunken p-3"
    >
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-fg-muted">{t('fx.rate')}</dt>
        <dd className="text-fg tabular-nums">
          {t('fx.rateValue', {
            from,
            to,
            rate: formatNumber(quote.rate, locale, { maximumFractionDigits: 6 }),
          })}
        </dd>
        <dt className="text-fg-muted">{t('fx.converted')}</dt>
        <dd className="flex flex-wrap items-center gap-2 text-lg font-semibold text-fg tabular-nums">
          {quote.estimate && <span aria-hidden="true">≈</span>}
          <Amount value={quote.converted} currency={to} />
          {quote.estimate && (
            <Badge tone="warning" size="sm">
              {t('fx.estimate')}
            </Badge>
          )}
        </dd>
      </dl>
      {quote.estimate ? (
        // spec 8: 'FX rate unavailable': the converted amount is an estimate; no exchange
        <p role="alert" className="text-sm text-fg">
          {t('fx.estimateHint')}
        </p>
      ) : expired ? (
        <p role="alert" className="text-sm font-medium text-negative">
          {t('fx.expired')}
        </p>
      ) : (
        <p role="timer" aria-live="off" className="text-sm text-fg-muted tabular-nums">
          {t('fx.expiresIn', { seconds })}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button
          onPress={onExchange}
          isDisabled={quote.estimate || expired || quoting}
          isPending={exchanging}
        >
          {t('fx.exchange')}
        </Button>
        <Button
          variant={expired || quote.estimate ? 'primary' : 'secondary'}
          onPress={onRefresh}
          isPending={quoting}
        >
          {t('fx.refresh')}
        </Button>
      </div>
    </div>
  );
}
