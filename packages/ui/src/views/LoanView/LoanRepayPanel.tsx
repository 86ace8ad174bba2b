import { minorUnits, Money, toDecimal, validateAmount } from '@invest/domain';
import { useState } from 'react';
import { FormAlert, useIssueMessage } from '../../forms/Form';
import { useT } from '../../lib/i18n';
import { Amount } from '../../primitives/Amount';
import { Button } from '../../primitives/Button';
import { NumberField } from '../../primitives/NumberField';
import { Radio, RadioGroup } from '../../primitives/RadioGroup';
import { Figures } from '../../patterns/Figures';
import type { Loan, LoanRepayMode, LoanRepayChoice } from './parts';

export interface LoanRepayPanelProps {
  loan: Loan;
  onRepay?: (repayment: LoanRepayChoice) => Promise<unknown> | void;
  submitting?: boolean;
  /** The translated reason the last repayment failed. */
  error?: string;
}

const positive = (value: string | null | undefined) =>
  value !== null && value !== undefined && toDecimal(value).gt(toDecimal('0'));

/** What each mode pays today; undefined where the mode pays nothing. */
function amountsOf(loan: Loan): Partial<Record<LoanRepayMode, string>> {
  const next = loan.instalments.find((i) => i.state !== 'paid');
  const rest = next ? toDecimal(next.amount).minus(toDecimal(next.paid)).toFixed() : undefined;
  return {
    ...(positive(loan.due_now) ? { due: loan.due_now } : {}),
    ...(rest && positive(rest) && !positive(loan.due_now) ? { instalment: rest } : {}),
    ...(positive(loan.payoff_amount) ? { full: loan.payoff_amount } : {}),
  };
}

/**
 * Repaying a live loan from the available cash: what is due now (the outstanding amount first,
 * spec 6), the next instalment early, the whole loan, or another amount up to the payoff; then a
 * review the client confirms or changes (WCAG 3.3.4).
 */
export function LoanRepayPanel({ loan, onRepay, submitting = false, error }: LoanRepayPanelProps) {
  const t = useT('loans');
  const issueText = useIssueMessage();
  const amounts = amountsOf(loan);
  const modes = (['due', 'instalment', 'full'] as const).filter((m) => amounts[m] !== undefined);
  const [mode, setMode] = useState<LoanRepayMode>(modes[0] ?? 'amount');
  const [typed, setTyped] = useState('');
  const [tried, setTried] = useState(false);
  const [reviewing, setReviewing] = useState(false);
  const money = (value: string) => <Amount value={value} currency={loan.currency} />;
  const check = validateAmount(typed, { currency: loan.currency });
  const typedIssue =
    mode !== 'amount'
      ? undefined
      : !check.ok
        ? issueText({ path: 'amount', code: check.code, params: check.params })
        : Money.of(typed.trim(), loan.currency).gt(Money.of(loan.payoff_amount, loan.currency))
          ? t('apply.amountAboveMax', {
              max: `${Money.of(loan.payoff_amount, loan.currency).toString()} ${loan.currency}`,
            })
          : undefined;
  const paying = mode === 'amount' ? typed.trim() : (amounts[mode] ?? '0');
  const request: LoanRepayChoice = mode === 'amount' ? { mode, amount: paying } : { mode };
  const failed = error && (
    <FormAlert
      title={t('repay.failed')}
      message={error === t('repay.failed') ? undefined : error}
    />
  );
  if (reviewing) {
    return (
      <section
        aria-label={t('repay.reviewTitle')}
        data-slot="repay-review"
        className="flex flex-col gap-3"
      >
        <h4 className="font-semibold text-fg">{t('repay.reviewTitle')}</h4>
        <Figures rows={[{ label: t(`repay.modes.${mode}`), value: money(paying), total: true }]} />
        <p className="text-sm text-fg-muted">{t('repay.reviewBody')}</p>
        {failed}
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onPress={() => setReviewing(false)} isDisabled={submitting}>
            {t('repay.edit')}
          </Button>
          <Button isPending={submitting} onPress={() => void onRepay?.(request)}>
            {t('repay.pay')}
          </Button>
        </div>
      </section>
    );
  }
  return (
    <form
      data-slot="repay-form"
      aria-label={t('repay.title')}
      className="flex flex-col gap-3"
      onSubmit={(e) => {
        e.preventDefault();
        setTried(true);
        if (!typedIssue) setReviewing(true);
      }}
    >
      <RadioGroup
        label={t('repay.title')}
        value={mode}
        onChange={(v) => setMode(v as LoanRepayMode)}
      >
        {modes.map((m) => (
          <Radio key={m} value={m}>
            <span className="flex flex-wrap gap-x-2">
              <span>{t(`repay.modes.${m}`)}</span>
              <span className="text-fg-muted">{money(amounts[m] ?? '0')}</span>
            </span>
          </Radio>
        ))}
        <Radio value="amount">{t('repay.modes.amount')}</Radio>
      </RadioGroup>
      {mode === 'amount' && (
        <NumberField
          label={t('repay.amount')}
          currency={loan.currency}
          maxFractionDigits={minorUnits(loan.currency)}
          value={typed}
          onChange={setTyped}
          isInvalid={tried && !!typedIssue}
          errorMessage={tried ? typedIssue : undefined}
          isRequired
        />
      )}
      {failed}
      <Button type="submit" className="self-start">
        {t('repay.review')}
      </Button>
    </form>
  );
}
