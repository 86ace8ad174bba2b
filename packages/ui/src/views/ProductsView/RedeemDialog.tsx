import {
  checkRedemption,
  UNIT_DECIMALS,
  minorUnits,
  type ProductHolding,
  type RedemptionMode,
} from '@invest/domain';
import { useContext, useState } from 'react';
import { OverlayTriggerStateContext } from 'react-aria-components';
import { useT } from '../../lib/i18n';
import { Amount } from '../../primitives/Amount';
import { Button } from '../../primitives/Button';
import { Modal } from '../../primitives/Dialog';
import { NumberField } from '../../primitives/NumberField';
import { Radio, RadioGroup } from '../../primitives/RadioGroup';
import { Figures } from '../../patterns/Figures';
import { useUnits } from './parts';

/** What a redemption asks the server: `units` to sell, absent for all of them. */
export type HoldingRedeemRequest = { units?: string };

export interface RedeemDialogProps {
  holding: Pick<ProductHolding, 'name' | 'units' | 'price' | 'value' | 'currency'>;
  onRedeem: (request: HoldingRedeemRequest) => Promise<unknown> | void;
  /** The step to open on (stories). @default 'enter' */
  defaultStep?: 'enter' | 'review';
  /** The choice to open with (stories). @default 'all' */
  defaultMode?: RedemptionMode;
  /** The value to open with (stories). */
  defaultValue?: string;
}

/**
 * Redeeming a holding, all or part (spec 5: a rule in the domain, checked before the review):
 * all its units, a number of units (up to those held, 4 decimals) or an amount of cash (up to
 * what the holding is worth, sold as the units it buys back at the day's price, rounded down);
 * then a review of the units sold, what they pay and the units kept, confirmed or changed.
 */
export function RedeemDialog({
  holding: h,
  onRedeem,
  defaultStep = 'enter',
  defaultMode = 'all',
  defaultValue = '',
}: RedeemDialogProps) {
  const t = useT('products');
  const units = useUnits();
  const state = useContext(OverlayTriggerStateContext);
  const [mode, setMode] = useState<RedemptionMode>(defaultMode);
  const [value, setValue] = useState(defaultValue);
  const [touched, setTouched] = useState(defaultStep === 'review');
  const [step, setStep] = useState(defaultStep);
  const [busy, setBusy] = useState(false);
  // the dialog opens afresh each time: the last choice and review are not kept once it closes
  // (state adjusted while rendering, when the overlay's open state changes)
  const isOpen = state?.isOpen ?? true;
  const [wasOpen, setWasOpen] = useState(isOpen);
  if (wasOpen !== isOpen) {
    setWasOpen(isOpen);
    if (!isOpen) {
      setMode(defaultMode);
      setValue(defaultValue);
      setTouched(defaultStep === 'review');
      setStep(defaultStep);
    }
  }
  const check = checkRedemption({
    mode,
    value,
    held: h.units,
    price: h.price,
    currency: h.currency,
  });
  const problem = check.ok
    ? undefined
    : t(`redeem.errors.${check.code}`, {
        ...check.params,
        ...(check.params?.max ? { max: check.params.max, currency: h.currency } : {}),
      });
  const confirm = () => {
    if (!check.ok) return;
    const result = onRedeem(mode === 'all' || check.left === '0' ? {} : { units: check.units });
    // pending only while a promise runs: a pending button is announced (react-aria live region)
    if (!(result instanceof Promise)) {
      state?.close();
      return;
    }
    setBusy(true);
    result
      .then(
        () => state?.close(),
        // the screen shows why it failed; the dialog stays open to change or retry
        () => undefined,
      )
      .finally(() => setBusy(false));
  };
  const footer =
    step === 'enter' ? (
      <>
        <Button variant="secondary" onPress={() => state?.close()}>
          {t('holdings.redeemKeep')}
        </Button>
        <Button
          onPress={() => {
            setTouched(true);
            if (check.ok) setStep('review');
          }}
        >
          {t('redeem.review')}
        </Button>
      </>
    ) : (
      <>
        <Button variant="secondary" isDisabled={busy} onPress={() => setStep('enter')}>
          {t('redeem.change')}
        </Button>
        <Button isPending={busy} onPress={confirm}>
          {t('holdings.redeemConfirm')}
        </Button>
      </>
    );
  return (
    <Modal title={t('holdings.redeemTitle', { name: h.name })} footer={footer}>
      {step === 'enter' || !check.ok ? (
        <div className="flex flex-col gap-4" data-slot="redeem-form">
          <p className="flex justify-between gap-4 text-sm">
            <span className="text-fg-muted">{t('redeem.held', { units: units(h.units) })}</span>
            <Amount value={h.value} currency={h.currency} />
          </p>
          <RadioGroup
            label={t('redeem.how')}
            value={mode}
            onChange={(next) => {
              setMode(next as RedemptionMode);
              setValue('');
              setTouched(false);
            }}
          >
            <Radio value="all">{t('redeem.all')}</Radio>
            <Radio value="units">{t('redeem.byUnits')}</Radio>
            <Radio value="amount">{t('redeem.byAmount')}</Radio>
          </RadioGroup>
          {mode === 'all' && (
            <p className="text-sm">{t('holdings.redeemBody', { units: units(h.units) })}</p>
          )}
          {mode === 'units' && (
            <NumberField
              label={t('redeem.unitsLabel')}
              value={value}
              onChange={setValue}
              maxFractionDigits={UNIT_DECIMALS}
              isRequired
              isInvalid={touched && problem !== undefined}
              errorMessage={problem}
            />
          )}
          {mode === 'amount' && (
            <NumberField
              label={t('redeem.amountLabel')}
              currency={h.currency}
              value={value}
              onChange={setValue}
              maxFractionDigits={minorUnits(h.currency)}
              isRequired
              isInvalid={touched && problem !== undefined}
              errorMessage={problem}
            />
          )}
        </div>
      ) : (
        <section aria-label={t('redeem.reviewTitle')} data-slot="redeem-review">
          <Figures
            rows={[
              {
                label: t('subscribe.price'),
                value: <Amount value={h.price} currency={h.currency} />,
              },
              { label: t('redeem.sells'), value: units(check.units) },
              { label: t('redeem.left'), value: units(check.left) },
              {
                label: t('redeem.proceeds'),
                value: <Amount value={check.proceeds} currency={h.currency} />,
                total: true,
              },
            ]}
          />
        </section>
      )}
    </Modal>
  );
}
