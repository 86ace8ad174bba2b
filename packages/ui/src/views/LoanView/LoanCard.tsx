import { formatDate } from '@invest/i18n';
import { isLoanLive, toDecimal } from '@invest/domain';
import { useId, useState } from 'react';
import { useLocale, useT } from '../../lib/i18n';
import { Amount } from '../../primitives/Amount';
import { Button } from '../../primitives/Button';
import { Figures } from '../../patterns/Figures';
import { LoanRepayPanel } from './LoanRepayPanel';
import { LoanSchedule } from './LoanSchedule';
import { LoanStatus, type Loan, type LoanRepayChoice } from './parts';

export interface LoanCardProps {
  loan: Loan;
  timeZone: string;
  onRepay?: (repayment: LoanRepayChoice) => Promise<unknown> | void;
  repaying?: boolean;
  repayError?: string;
}

const positive = (value: string | null) => value !== null && toDecimal(value).gt(toDecimal('0'));

/**
 * One application or loan (spec 3): the product, purpose, status in words (spec 4), the amounts
 * applied for, approved and repaid, the advisor's remark; once paid out, what is owed, due now
 * and next, the schedule and the repayment.
 */
export function LoanCard({ loan, timeZone, onRepay, repaying, repayError }: LoanCardProps) {
  const t = useT('loans');
  const locale = useLocale();
  const headingId = useId();
  const [showSchedule, setShowSchedule] = useState(loan.status === 'recycled');
  const money = (value: string) => <Amount value={value} currency={loan.currency} />;
  const live = isLoanLive(loan.status);
  return (
    <li
      aria-labelledby={headingId}
      data-loan={loan.id}
      data-status={loan.status}
      className="flex flex-col gap-3 p-4"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex min-w-0 flex-col gap-1">
          <h3 id={headingId} className="font-semibold text-fg">
            {loan.product_name} · {loan.purpose}
          </h3>
          <span className="text-xs text-fg-muted">
            {t('mine.submitted', { date: formatDate(loan.submit_time, locale, timeZone) })}
          </span>
        </div>
        <LoanStatus status={loan.status} />
      </div>
      <Figures
        columns={2}
        rows={[
          { label: t('mine.applied'), value: money(loan.application_amount) },
          {
            label: t('mine.approved'),
            value: loan.approved_amount === null ? null : money(loan.approved_amount),
          },
          { label: t('mine.repaid'), value: live ? money(loan.repaid_amount) : null },
          { label: t('mine.owed'), value: live ? money(loan.principal_owed) : null },
          {
            label: t('mine.interestAccrued'),
            value: live && positive(loan.interest_accrued) ? money(loan.interest_accrued) : null,
          },
          {
            label: t('mine.outstanding'),
            value: positive(loan.outstanding) ? money(loan.outstanding) : null,
            total: true,
          },
          {
            label: t('mine.dueNow'),
            value: live && positive(loan.due_now) ? money(loan.due_now) : null,
            total: true,
          },
          {
            label: t('mine.nextDue'),
            value:
              live && loan.next_due_date && loan.next_due_amount !== null ? (
                <>
                  {money(loan.next_due_amount)} · {formatDate(loan.next_due_date, locale, timeZone)}
                </>
              ) : null,
          },
          { label: t('mine.payoff'), value: live ? money(loan.payoff_amount) : null },
        ]}
      />
      {loan.remark && (
        <p className="text-sm">
          <span className="text-fg-muted">{t('mine.remark')}: </span>
          {loan.remark}
        </p>
      )}
      {loan.instalments.length > 0 && (
        <div className="flex flex-col gap-2">
          <Button
            variant="ghost"
            size="sm"
            className="self-start"
            aria-expanded={showSchedule}
            onPress={() => setShowSchedule((v) => !v)}
          >
            {t(showSchedule ? 'schedule.hide' : 'schedule.show')}
          </Button>
          {showSchedule && <LoanSchedule loan={loan} timeZone={timeZone} />}
        </div>
      )}
      {live && onRepay && (
        <div className="rounded-md border border-border p-3">
          <LoanRepayPanel loan={loan} onRepay={onRepay} submitting={repaying} error={repayError} />
        </div>
      )}
    </li>
  );
}
