import { formatDate } from '@invest/i18n';
import { useLocale, useT } from '../../lib/i18n';
import { Amount } from '../../primitives/Amount';
import { Badge, type BadgeTone } from '../../primitives/Badge';
import type { Loan } from './parts';

/** An instalment's state in words with a tone (the word carries it, never the colour alone). */
const tones: Record<Loan['instalments'][number]['state'], BadgeTone> = {
  upcoming: 'neutral',
  due: 'warning',
  overdue: 'negative',
  paid: 'positive',
};

/**
 * A loan's repayment schedule: each instalment's due date in the client's time zone, its
 * principal, interest and amount, what is paid and its state (paid, due, overdue, upcoming).
 */
export function LoanSchedule({ loan, timeZone }: { loan: Loan; timeZone: string }) {
  const t = useT('loans');
  const locale = useLocale();
  const money = (value: string) => <Amount value={value} currency={loan.currency} />;
  const th = 'px-2 py-1 text-start text-xs font-medium text-fg-muted';
  const td = 'px-2 py-1 tabular-nums';
  return (
    // a keyboard user scrolls the wide table at 390 px (WCAG 2.1.1)
    <div
      className="overflow-x-auto"
      data-slot="loan-schedule"
      role="region"
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      aria-label={t('schedule.caption', { name: loan.product_name })}
    >
      <table className="w-full min-w-[32rem] text-sm">
        <caption className="sr-only">{t('schedule.caption', { name: loan.product_name })}</caption>
        <thead>
          <tr className="border-b border-border">
            <th scope="col" className={th}>
              {t('schedule.seq')}
            </th>
            <th scope="col" className={th}>
              {t('schedule.dueDate')}
            </th>
            <th scope="col" className={`${th} text-end`}>
              {t('schedule.amount')}
            </th>
            <th scope="col" className={`${th} text-end`}>
              {t('schedule.principal')}
            </th>
            <th scope="col" className={`${th} text-end`}>
              {t('schedule.interest')}
            </th>
            <th scope="col" className={`${th} text-end`}>
              {t('schedule.paid')}
            </th>
            <th scope="col" className={th}>
              {t('schedule.state')}
            </th>
          </tr>
        </thead>
        <tbody>
          {loan.instalments.map((i) => (
            <tr key={i.seq} data-state={i.state} className="border-b border-border last:border-0">
              <th scope="row" className={`${td} text-start font-normal`}>
                {i.seq}
              </th>
              <td className={td}>{formatDate(i.due_date, locale, timeZone)}</td>
              <td className={`${td} text-end`}>{money(i.amount)}</td>
              <td className={`${td} text-end`}>{money(i.principal)}</td>
              <td className={`${td} text-end`}>{money(i.interest)}</td>
              <td className={`${td} text-end`}>{money(i.paid)}</td>
              <td className={td}>
                <Badge size="sm" tone={tones[i.state]}>
                  {t(`schedule.states.${i.state}`)}
                </Badge>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
