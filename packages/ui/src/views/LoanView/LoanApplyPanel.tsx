import { minorUnits, Money, validateAmount } from '@invest/domain';
import { useState } from 'react';
import { Form } from 'react-aria-components';
import { FormAlert, useForm, type FieldIssue } from '../../forms/Form';
import { Figures } from '../../patterns/Figures';
import { useT } from '../../lib/i18n';
import { Amount } from '../../primitives/Amount';
import { Button } from '../../primitives/Button';
import { NumberField } from '../../primitives/NumberField';
import { TextField } from '../../primitives/TextField';
import { costOf, type LoanApplication, type LoanProductOffer } from './parts';

export interface LoanApplyPanelProps {
  product: LoanProductOffer;
  onApply?: (application: LoanApplication) => Promise<unknown> | void;
  onCancel?: () => void;
  submitting?: boolean;
  /** The translated reason the last application failed (not about one field). */
  error?: string;
  /** The server's field errors (amount, purpose, reason), shown on their fields. */
  fieldErrors?: readonly FieldIssue[];
}

type LoanApplyValues = { purpose: string; reason: string; amount: string };

/**
 * spec 3 loan application: purpose, an optional reason and the application amount within the
 * product's range (spec 5 'Amount is required and valid'); what it costs for the amount typed;
 * then a review the client confirms or changes (WCAG 3.3.4: a money-moving step is checked
 * before it is sent). The server's field errors show on their fields.
 */
export function LoanApplyPanel({
  product: p,
  onApply,
  onCancel,
  submitting = false,
  error,
  fieldErrors,
}: LoanApplyPanelProps) {
  const t = useT('loans');
  const [pending, setPending] = useState<LoanApplication>();
  const money = (value: string) => <Amount value={value} currency={p.currency} />;
  const form = useForm<LoanApplyValues, LoanApplication>({
    initial: { purpose: '', reason: '', amount: '' },
    validate: (v) => {
      const issues: FieldIssue[] = [];
      if (v.purpose.trim() === '') issues.push({ path: 'purpose', code: 'purpose_required' });
      const amount = validateAmount(v.amount, { currency: p.currency, minAmount: p.min_amount });
      if (!amount.ok) issues.push({ path: 'amount', code: amount.code, params: amount.params });
      else if (Money.of(v.amount.trim(), p.currency).gt(Money.of(p.max_amount, p.currency)))
        issues.push({ path: 'amount', code: 'amount_above_max' });
      if (issues.length > 0) return { ok: false, issues };
      const reason = v.reason.trim();
      return {
        ok: true,
        value: {
          product_id: p.id,
          amount: v.amount.trim(),
          purpose: v.purpose.trim(),
          ...(reason ? { reason } : {}),
        },
      };
    },
    serverErrors: fieldErrors,
    messages: {
      purpose_required: t('apply.purposeRequired'),
      amount_above_max: t('apply.amountAboveMax', {
        max: `${Money.of(p.max_amount, p.currency).toString()} ${p.currency}`,
      }),
    },
    submitting,
    onValid: setPending,
  });
  const typed = form.values.amount.trim();
  const cost = (() => {
    if (!validateAmount(typed, { currency: p.currency }).ok) return undefined;
    return costOf(p, typed);
  })();
  const figures = (amount: string, c: ReturnType<typeof costOf>) => (
    <Figures
      data-slot="loan-cost"
      rows={[
        { label: t('apply.amount'), value: money(amount) },
        {
          label: t(
            p.schedule_kind === 'annuity' ? 'products.instalment' : 'products.firstInstalment',
          ),
          value: money(c.instalment),
        },
        { label: t('products.totalInterest'), value: money(c.totalInterest) },
        { label: t('products.totalRepaid'), value: money(c.total), total: true },
      ]}
    />
  );
  const alert = (error || form.unplaced.length > 0) && (
    <FormAlert
      title={t('apply.failed')}
      message={error === t('apply.failed') ? undefined : error}
      details={form.unplaced}
    />
  );
  if (pending) {
    return (
      <section
        aria-labelledby={`loan-review-${p.id}`}
        data-slot="loan-review"
        className="flex flex-col gap-3"
      >
        <h4 id={`loan-review-${p.id}`} className="font-semibold text-fg">
          {t('apply.reviewTitle')}
        </h4>
        <Figures
          rows={[
            { label: t('apply.purpose'), value: pending.purpose },
            // an empty reason was not given: left out, not shown blank
            { label: t('mine.reason'), value: pending.reason || null },
            {
              label: t('products.term'),
              value: t('products.termValue', { count: p.term_months }),
            },
          ]}
        />
        {figures(pending.amount, costOf(p, pending.amount))}
        <p className="text-sm text-fg-muted">{t('apply.reviewBody')}</p>
        {alert}
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onPress={() => setPending(undefined)} isDisabled={submitting}>
            {t('apply.edit')}
          </Button>
          <Button isPending={submitting} onPress={() => void onApply?.(pending)}>
            {t('apply.confirm')}
          </Button>
        </div>
      </section>
    );
  }
  return (
    <Form
      validationBehavior="aria"
      onSubmit={form.submit}
      className="flex flex-col gap-4"
      data-slot="loan-apply-form"
    >
      {alert}
      <TextField
        {...form.field('purpose')}
        label={t('apply.purpose')}
        description={t('apply.purposeHint')}
        isRequired
      />
      <TextField
        {...form.field('reason')}
        label={t('apply.reason')}
        description={t('apply.reasonHint')}
        multiline
        rows={3}
      />
      <NumberField
        {...form.field('amount')}
        label={t('apply.amount')}
        currency={p.currency}
        maxFractionDigits={minorUnits(p.currency)}
        description={
          <>
            {t('products.range')}: {money(p.min_amount)} – {money(p.max_amount)}
          </>
        }
        isRequired
      />
      {cost && figures(typed, cost)}
      <div className="flex flex-wrap gap-2">
        <Button type="submit">{t('apply.review')}</Button>
        {onCancel && (
          <Button variant="ghost" onPress={onCancel}>
            {t('apply.cancel')}
          </Button>
        )}
      </div>
    </Form>
  );
}
