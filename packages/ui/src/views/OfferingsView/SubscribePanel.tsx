import { toDecimal, type Offering, type OfferingSubscription } from '@invest/domain';
import { useState } from 'react';
import { useT } from '../../lib/i18n';
import { usePacRefusal } from '../../lib/pacRefusal';
import { Amount } from '../../primitives/Amount';
import { Button } from '../../primitives/Button';
import { NumberField } from '../../primitives/NumberField';
import { Radio, RadioGroup } from '../../primitives/RadioGroup';
import { TextField } from '../../primitives/TextField';
import { FormAlert } from '../../forms/Form';
import { Figures } from '../../patterns/Figures';
import { lotCost } from './parts';

/**
 * What the client asks for: whole lots, or an amount (the whole lots it pays for), as the
 * subscription records them, with the PAC code when the offering asks for one (spec 5).
 */
export type SubscribeRequest = Partial<Pick<OfferingSubscription, 'lots' | 'amount'>> & {
  pac_code?: string;
};

/** spec 6: why the product refuses the client (the required level and the client's own). */
export type EligibilityRefusal =
  | { reason: 'vip'; required: number; level: number }
  | { reason: 'score'; required: number; score: number };

export interface SubscribePanelProps {
  offering: Offering;
  /** The client's available cash in the offering's currency, when known. */
  available?: string;
  /** The client's VIP level and score (spec 3 permission payload), for spec 6 eligibility. */
  eligibility?: { vip: number; score: number };
  /** The server's refusal, when it refused the subscription for eligibility. */
  refusal?: EligibilityRefusal;
  onSubscribe?: (request: SubscribeRequest) => Promise<unknown> | void;
  submitting?: boolean;
  /** The translated reason the last subscription failed. */
  error?: string;
  /**
   * The translated reason the server refused the PAC code (spec 5: not the client's live code,
   * or too many wrong ones): the form comes back with it next to the PAC field.
   */
  pacError?: string;
}

/** spec 6: the product's own minimum VIP level, then score. */
export function eligibilityOf(
  o: Pick<Offering, 'min_vip' | 'min_score'>,
  user: { vip: number; score: number } | undefined,
): EligibilityRefusal | undefined {
  if (!user) return undefined;
  if (user.vip < o.min_vip) return { reason: 'vip', required: o.min_vip, level: user.vip };
  if (user.score < o.min_score)
    return { reason: 'score', required: o.min_score, score: user.score };
  return undefined;
}

/**
 * The subscribe flow (spec 5, 6, 8): lots or an amount, the cost per lot and the total, the PAC
 * code where asked; an ineligible client is told why with the spec's texts instead of a form;
 * then a review the client confirms or changes (WCAG 3.3.4: a money-moving step is checked
 * before it is sent), which says whether the cash is held or, on an offering that allows it, the
 * payment falls due ('Payment required', 'IPO payment due').
 */
export function SubscribePanel({
  offering: o,
  available,
  eligibility,
  refusal,
  onSubscribe,
  submitting = false,
  error,
  pacError,
}: SubscribePanelProps) {
  const t = useT('offerings');
  const [mode, setMode] = useState<'lots' | 'amount'>('lots');
  const [lots, setLots] = useState<number>(o.min_lots);
  const [amount, setAmount] = useState('');
  const [pac, setPac] = useState('');
  const [reviewing, setReviewing] = useState(false);
  const pacRefusal = usePacRefusal(pacError, () => setReviewing(false));
  const refused = refusal ?? eligibilityOf(o, eligibility);
  if (refused) {
    return (
      <div
        role="alert"
        data-slot="not-eligible"
        className="flex flex-col gap-1 rounded-md border border-warning p-3 text-sm"
      >
        <p className="font-semibold text-fg">{t('eligibility.title')}</p>
        <p className="text-fg-muted">{t('eligibility.body')}</p>
        <p className="text-fg-muted">{t(`eligibility.${refused.reason}`, { ...refused })}</p>
      </div>
    );
  }
  const perLot = lotCost(o);
  const asked =
    mode === 'lots'
      ? Number.isInteger(lots)
        ? lots
        : 0
      : /^\d+(\.\d+)?$/.test(amount)
        ? Number(toDecimal(amount).div(perLot.toString()).round(0, 0).toFixed())
        : 0;
  const lotsOk = asked >= o.min_lots && asked <= o.max_lots;
  const pacOk = !o.pac_code_required || pac.trim() !== '';
  const total = perLot.mul(String(asked));
  const short = available !== undefined && toDecimal(available).lt(toDecimal(total.toString()));
  const request: SubscribeRequest = {
    ...(mode === 'lots' ? { lots: asked } : { amount }),
    ...(o.pac_code_required ? { pac_code: pac.trim() } : {}),
  };
  const money = (value: string) => <Amount value={value} currency={o.currency} />;
  const figures = (
    <Figures
      rows={[
        { label: t('subscribe.perLot'), value: money(perLot.toString()) },
        { label: t('subscription.lots'), value: asked },
        {
          label: t('subscribe.available'),
          value: available === undefined ? null : money(available),
        },
        { label: t('subscribe.total'), value: money(total.toString()), total: true },
      ]}
    />
  );
  if (reviewing) {
    return (
      <section
        aria-labelledby="subscribe-review"
        data-slot="subscribe-review"
        className="flex flex-col gap-3"
      >
        <h3 id="subscribe-review" className="font-semibold text-fg">
          {t('subscribe.reviewTitle')}
        </h3>
        {figures}
        {short && o.payment_later ? (
          <div
            data-slot="payment-due"
            className="flex flex-col gap-1 rounded-md border border-warning p-3 text-sm"
          >
            <p className="font-semibold text-fg">{t('payment.title')}</p>
            <p className="text-fg-muted">{t('subscribe.reviewPayment')}</p>
          </div>
        ) : (
          <p className="text-sm text-fg-muted">{t('subscribe.reviewBody')}</p>
        )}
        {error && (
          <FormAlert
            title={t('subscribe.failed')}
            message={error === t('subscribe.failed') ? undefined : error}
          />
        )}
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
      onSubmit={(e) => {
        e.preventDefault();
        if (lotsOk && pacOk) setReviewing(true);
      }}
    >
      <RadioGroup
        label={t('subscribe.by')}
        orientation="horizontal"
        value={mode}
        onChange={(v) => setMode(v as 'lots' | 'amount')}
      >
        <Radio value="lots">{t('subscribe.byLots')}</Radio>
        <Radio value="amount">{t('subscribe.byAmount')}</Radio>
      </RadioGroup>
      {mode === 'lots' ? (
        <NumberField
          kind="quantity"
          label={t('subscribe.lots')}
          minValue={o.min_lots}
          maxValue={o.max_lots}
          value={lots}
          onChange={setLots}
          isInvalid={!lotsOk}
          errorMessage={t('subscribe.lotsInvalid', { min: o.min_lots, max: o.max_lots })}
          description={t('lotsRange', { min: o.min_lots, max: o.max_lots })}
        />
      ) : (
        <NumberField
          label={t('subscribe.amount')}
          currency={o.currency}
          value={amount}
          onChange={setAmount}
          isInvalid={amount !== '' && !lotsOk}
          errorMessage={t('subscribe.lotsInvalid', { min: o.min_lots, max: o.max_lots })}
          description={t('subscribe.amountBuys', { count: asked })}
        />
      )}
      {o.pac_code_required && (
        <TextField
          label={t('subscribe.pacCode')}
          value={pac}
          onChange={(value) => {
            setPac(value);
            pacRefusal.edited();
          }}
          isRequired
          isInvalid={pacRefusal.text !== undefined}
          errorMessage={pacRefusal.text}
        />
      )}
      {figures}
      {error && (
        <FormAlert
          title={t('subscribe.failed')}
          message={error === t('subscribe.failed') ? undefined : error}
        />
      )}
      <Button type="submit" className="self-start" isDisabled={!lotsOk || !pacOk}>
        {t('subscribe.review')}
      </Button>
    </form>
  );
}
