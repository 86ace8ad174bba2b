import {
  checkSubscriptionMinimums,
  toDecimal,
  unitsFor,
  type CatalogueProduct,
} from '@invest/domain';
import { useState } from 'react';
import { useT } from '../../lib/i18n';
import { usePacRefusal } from '../../lib/pacRefusal';
import { Amount } from '../../primitives/Amount';
import { Button } from '../../primitives/Button';
import { NumberField } from '../../primitives/NumberField';
import { TextField } from '../../primitives/TextField';
import { FormAlert } from '../../forms/Form';
import { Figures } from '../../patterns/Figures';
import { useUnits } from './parts';

/** What the client asks for: an amount in the product's currency, the PAC code when asked. */
export type ProductSubscribeRequest = { amount: string; pac_code?: string };

export interface ProductSubscribePanelProps {
  product: Pick<
    CatalogueProduct,
    | 'currency'
    | 'offer_price'
    | 'min_investment'
    | 'min_quantity'
    | 'pac_code_required'
    | 'trading_type'
  >;
  /** The client's available cash in the product's currency, when known. */
  available?: string;
  onSubscribe?: (request: ProductSubscribeRequest) => Promise<unknown> | void;
  submitting?: boolean;
  /** The translated reason the last subscription failed. */
  error?: string;
  /**
   * The translated reason the server refused the PAC code (spec 5: not the client's live code,
   * or too many wrong ones): the form comes back with it next to the PAC field.
   */
  pacError?: string;
}

const isAmount = (s: string) => /^\d+(\.\d+)?$/.test(s);

/**
 * The subscribe flow (spec 5, 8): an amount with the minimum investment and quantity shown and
 * checked (the domain rule the server applies) and the available cash ('Amount exceeds
 * available funds', 'No available funds'), the PAC code where asked; then a review the client
 * confirms or changes (WCAG 3.3.4), which says whether the units are theirs at once or an
 * advisor reviews the subscription with the amount held (spec 4 `review`).
 */
export function ProductSubscribePanel({
  product: p,
  available,
  onSubscribe,
  submitting = false,
  error,
  pacError,
}: ProductSubscribePanelProps) {
  const t = useT('products');
  const tv = useT('validation');
  const units = useUnits();
  const [amount, setAmount] = useState('');
  const [pac, setPac] = useState('');
  const [reviewing, setReviewing] = useState(false);
  const [touched, setTouched] = useState(false);
  const pacRefusal = usePacRefusal(pacError, () => setReviewing(false));
  const valid = isAmount(amount);
  const bought = valid && toDecimal(p.offer_price).gt('0') ? unitsFor(amount, p.offer_price) : '0';
  const rule = checkSubscriptionMinimums(p, {
    amount: valid ? amount : '0',
    units: bought,
    pacCode: pac,
  });
  let problem: string | undefined;
  if (amount === '' || !valid || toDecimal(amount).lte('0'))
    problem = tv(amount === '' ? 'amount_required' : 'amount_not_positive');
  else if (available !== undefined && toDecimal(available).lte('0'))
    problem = tv('no_available_funds');
  else if (available !== undefined && toDecimal(amount).gt(toDecimal(available)))
    problem = tv('amount_exceeds_available');
  else if (!rule.ok && rule.code !== 'pac_code_required')
    problem = tv(rule.code, { ...rule.params });
  const pacProblem = !rule.ok && rule.code === 'pac_code_required' ? tv(rule.code) : undefined;
  const money = (value: string) => <Amount value={value} currency={p.currency} />;
  const request: ProductSubscribeRequest = {
    amount,
    ...(p.pac_code_required ? { pac_code: pac.trim() } : {}),
  };
  const failed = error && (
    <FormAlert
      title={t('subscribe.failed')}
      message={error === t('subscribe.failed') ? undefined : error}
    />
  );
  if (reviewing) {
    return (
      <section
        aria-labelledby="product-review"
        data-slot="subscribe-review"
        className="flex flex-col gap-3"
      >
        <h3 id="product-review" className="font-semibold text-fg">
          {t('subscribe.reviewTitle')}
        </h3>
        <Figures
          rows={[
            { label: t('subscribe.price'), value: money(p.offer_price) },
            { label: t('subscribe.unitsEstimate'), value: units(bought) },
            {
              label: t('subscribe.available'),
              value: available === undefined ? null : money(available),
            },
            { label: t('subscribe.total'), value: money(amount), total: true },
          ]}
        />
        <p className="text-sm text-fg-muted" data-trading-type={p.trading_type}>
          {t(p.trading_type === 'review' ? 'subscribe.reviewReview' : 'subscribe.reviewHolding')}
        </p>
        {failed}
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onPress={() => setReviewing(false)} isDisabled={submitting}>
            {t('subscribe.edit')}
          </Button>
          <Button isPending={submitting} onPress={() => void onSubscribe?.(request)}>
            {t('subscribe.confirm')}
          </Button>
        </div>
      </section>
    );
  }
  return (
    <form
      data-slot="subscribe-form"
      className="flex flex-col gap-4"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        setTouched(true);
        if (!problem && !pacProblem) setReviewing(true);
      }}
    >
      <NumberField
        label={t('subscribe.amount')}
        currency={p.currency}
        value={amount}
        onChange={setAmount}
        isRequired
        isInvalid={touched && problem !== undefined}
        errorMessage={problem}
      />
      {p.pac_code_required && (
        <TextField
          label={t('subscribe.pacCode')}
          value={pac}
          onChange={(value) => {
            setPac(value);
            pacRefusal.edited();
          }}
          isRequired
          isInvalid={(touched && pacProblem !== undefined) || pacRefusal.text !== undefined}
          errorMessage={(touched ? pacProblem : undefined) ?? pacRefusal.text}
        />
      )}
      <Figures
        rows={[
          { label: t('fields.minInvestment'), value: money(p.min_investment) },
          { label: t('fields.minQuantity'), value: units(p.min_quantity) },
          { label: t('subscribe.price'), value: money(p.offer_price) },
          { label: t('subscribe.unitsEstimate'), value: valid ? units(bought) : null },
          {
            label: t('subscribe.available'),
            value: available === undefined ? null : money(available),
          },
        ]}
      />
      {failed}
      <Button type="submit" className="self-start">
        {t('subscribe.review')}
      </Button>
    </form>
  );
}
