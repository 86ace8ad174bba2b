import {
  EXCHANGES,
  FRACTIONAL_MIN_AMOUNT,
  lotRule,
  needsLimitPrice,
  needsStopPrice,
  orderSides,
  orderTypes,
  supportsFractional,
  timeInForces,
  validateOrderForm,
  type OrderSide,
  type OrderTicket,
  type OrderType,
  type TimeInForce,
} from '@invest/domain';
import { Form, ToggleButton, ToggleButtonGroup } from 'react-aria-components';
import { FormAlert, useForm } from '../../forms/Form';
import { cn, focusRing } from '../../lib/cn';
import { useT } from '../../lib/i18n';
import { Amount } from '../../primitives/Amount';
import { Button } from '../../primitives/Button';
import { NumberField } from '../../primitives/NumberField';
import { Select } from '../../primitives/Select';
import type { TradeInstrument } from './types';

/** What the client fills in; `by` chooses shares or, for a fractional buy, a cash amount. */
export interface TicketValues {
  side: OrderSide;
  type: OrderType;
  time_in_force: TimeInForce;
  by: 'quantity' | 'amount';
  quantity: string;
  amount: string;
  limit_price: string;
  stop_price: string;
}

export const emptyTicket = (side: OrderSide): TicketValues => ({
  side,
  type: 'market',
  time_in_force: 'day',
  by: 'quantity',
  quantity: '',
  amount: '',
  limit_price: '',
  stop_price: '',
});

/**
 * A buy by amount (fractional shares) is a US market order for the day (spec 5, the domain's
 * `validateOrderForm`); any other ticket is by quantity whatever was chosen before.
 */
export const byAmount = (v: TicketValues, exchange: TradeInstrument['exchange']): boolean =>
  v.by === 'amount' &&
  supportsFractional(exchange) &&
  v.side === 'buy' &&
  v.type === 'market' &&
  v.time_in_force === 'day';

const segment = cn(
  focusRing,
  'inline-flex min-h-11 flex-1 cursor-default items-center justify-center rounded-md px-3 text-sm font-semibold text-fg-muted outline-none data-[hovered]:text-fg data-[selected]:bg-surface-raised data-[selected]:text-fg data-[selected]:shadow-sm',
);

export function TicketForm({
  instrument,
  values,
  onChange,
  available,
  holding = '0',
  quoting,
  quoteError,
  onReview,
}: {
  instrument: TradeInstrument;
  values: TicketValues;
  onChange: (values: TicketValues) => void;
  /** Cash available to the order, in the account's currency. */
  available?: { amount: string; currency: string };
  /** Shares held free for sale, a wire decimal. */
  holding?: string;
  quoting: boolean;
  quoteError?: string;
  onReview: (ticket: OrderTicket) => void;
}) {
  const t = useT('trade');
  const { exchange, symbol, currency } = instrument;
  const lot = lotRule(exchange, symbol);
  const fractional = supportsFractional(exchange);
  const amountMode = byAmount(values, exchange);
  const form = useForm<TicketValues, OrderTicket>({
    initial: values,
    // spec 3/5: the same validator the order service runs on the request
    validate: (v) =>
      validateOrderForm(
        {
          side: v.side,
          type: v.type,
          time_in_force: v.time_in_force,
          ...(byAmount(v, exchange) ? { amount: v.amount } : { quantity: v.quantity }),
          ...(needsLimitPrice(v.type) ? { limit_price: v.limit_price } : {}),
          ...(needsStopPrice(v.type) ? { stop_price: v.stop_price } : {}),
        },
        { exchange, symbol, holding, marketPrice: instrument.price },
      ),
    onValid: onReview,
    submitting: quoting,
  });
  // the panel keeps the ticket (it survives the review step); the form reports each change
  const set = <K extends keyof TicketValues>(name: K, value: TicketValues[K]) => {
    form.setValue(name, value);
    onChange({ ...form.values, [name]: value });
  };
  const priceDigits = EXCHANGES[exchange].priceDecimals;
  const v = form.values;
  // spec 4: outside the session a market order is refused; the ticket says so before any review
  const closedToMarket = instrument.marketOpen === false && v.type === 'market';

  return (
    <Form
      validationBehavior="aria"
      onSubmit={form.submit}
      className="flex flex-col gap-4"
      data-slot="trade-ticket"
    >
      <ToggleButtonGroup
        aria-label={t('panel.side')}
        selectionMode="single"
        disallowEmptySelection
        selectedKeys={[v.side]}
        onSelectionChange={(keys) => {
          const next = [...keys][0];
          if (next === 'buy' || next === 'sell') set('side', next);
        }}
        className="flex gap-1 rounded-lg bg-surface-sunken p-1"
      >
        {orderSides.map((side) => (
          <ToggleButton key={side} id={side} className={segment} data-side={side}>
            {t(`panel.${side}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {/* one column: the panel is narrow beside the chart, and the hints need the width */}
      <div className="grid gap-4">
        <Select
          label={t('panel.orderType')}
          selectedKey={v.type}
          onSelectionChange={(key) => set('type', key as OrderType)}
          items={orderTypes.map((id) => ({ id, label: t(`panel.types.${id}`) }))}
          description={closedToMarket ? t('panel.marketClosed') : t(`panel.typeHints.${v.type}`)}
          errorMessage={form.errorOf('type')}
        />
        <Select
          label={t('panel.timeInForce')}
          selectedKey={v.time_in_force}
          onSelectionChange={(key) => set('time_in_force', key as TimeInForce)}
          items={timeInForces.map((id) => ({ id, label: t(`panel.tif.${id}`) }))}
          errorMessage={form.errorOf('time_in_force')}
        />
      </div>
      {fractional && v.side === 'buy' && v.type === 'market' && v.time_in_force === 'day' && (
        <ToggleButtonGroup
          aria-label={t('panel.orderBy')}
          selectionMode="single"
          disallowEmptySelection
          selectedKeys={[v.by]}
          onSelectionChange={(keys) => {
            const next = [...keys][0];
            if (next === 'quantity' || next === 'amount') set('by', next);
          }}
          className="flex gap-1 self-start rounded-lg bg-surface-sunken p-1"
        >
          <ToggleButton id="quantity" className={segment}>
            {t('panel.byQuantity')}
          </ToggleButton>
          <ToggleButton id="amount" className={segment}>
            {t('panel.byAmount')}
          </ToggleButton>
        </ToggleButtonGroup>
      )}
      {amountMode ? (
        <NumberField
          {...form.field('amount')}
          onChange={(value: string) => set('amount', value)}
          label={t('panel.amount')}
          currency={currency}
          description={t('panel.fractional', { min: `${FRACTIONAL_MIN_AMOUNT} ${currency}` })}
          isRequired
        />
      ) : (
        <NumberField
          {...form.field('quantity')}
          onChange={(value: string) => set('quantity', value)}
          label={t('panel.quantity')}
          maxFractionDigits={lot.decimals}
          description={
            v.side === 'sell' ? (
              <>
                {t('panel.holding')}: <span className="tabular-nums">{holding}</span>
              </>
            ) : lot.buyStep > 1 ? (
              t('panel.boardLot', { lot: lot.buyStep })
            ) : undefined
          }
          isRequired
        />
      )}
      {needsStopPrice(v.type) && (
        <NumberField
          {...form.field('stop_price')}
          onChange={(value: string) => set('stop_price', value)}
          label={t('panel.stopPrice')}
          currency={currency}
          maxFractionDigits={priceDigits}
          isRequired
        />
      )}
      {needsLimitPrice(v.type) && (
        <NumberField
          {...form.field('limit_price')}
          onChange={(value: string) => set('limit_price', value)}
          label={t('panel.limitPrice')}
          currency={currency}
          maxFractionDigits={priceDigits}
          isRequired
        />
      )}
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        {instrument.price && (
          <>
            <dt className="text-fg-muted">{t('panel.lastPrice')}</dt>
            <dd className="text-end">
              <Amount value={instrument.price} currency={currency} />
            </dd>
          </>
        )}
        {available && v.side === 'buy' && (
          <>
            <dt className="text-fg-muted">{t('panel.available')}</dt>
            <dd className="text-end">
              <Amount value={available.amount} currency={available.currency} />
            </dd>
          </>
        )}
      </dl>
      {quoteError && (
        <FormAlert
          title={t('panel.quoteFailed')}
          message={quoteErrorText(quoteError, t('panel.quoteFailed'))}
        />
      )}
      <Button type="submit" isPending={quoting} isDisabled={closedToMarket} fullWidth>
        {t('panel.review')}
      </Button>
    </Form>
  );
}

/** The alert's detail: nothing when the reason is the title itself. */
const quoteErrorText = (error: string, title: string) => (error === title ? undefined : error);
