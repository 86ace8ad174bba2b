import { formatMobile, KYC_REVIEW_HOURS, maskIdNumber, type KycStatus } from '@invest/domain';
import { browserTimeZone, formatDate, formatDateTime } from '@invest/i18n';
import { useId, useState, type ReactNode } from 'react';
import { useLocale, useT } from '../../lib/i18n';
import { Button } from '../../primitives/Button';
import { Card } from '../../primitives/Card';
import { StatusBadge } from '../../primitives/StatusBadge';
import type { PartProps } from './KycView';

// The panels of a submitted KYC (spec 4): pending, rejected, approved; the form is KycForm.

function StatusPanel({
  status,
  title,
  badge = true,
  children,
}: {
  status: KycStatus;
  title: string;
  /** Whether the status badge shows beside the title (not when the title already says it). */
  badge?: boolean;
  children: ReactNode;
}) {
  return (
    <Card className="p-6">
      <div className="flex flex-wrap items-center gap-3">
        <h2 className="text-lg font-semibold text-fg">{title}</h2>
        {badge && <StatusBadge kind="kyc" status={status} />}
      </div>
      {children}
    </Card>
  );
}

/** spec 4: pending, under review up to 48 hours. */
export function Pending({ record, timeZone }: PartProps) {
  const t = useT('kyc');
  const locale = useLocale();
  return (
    // The title says "Under review"; a badge saying it again is left out
    <StatusPanel status="pending" title={t('pending.title')} badge={false}>
      <p className="text-sm text-fg">{t('pending.message', { count: KYC_REVIEW_HOURS })}</p>
      {record?.submit_time && (
        <p className="text-sm text-fg-muted">
          {t('pending.submittedAt', {
            time: formatDateTime(record.submit_time, locale, timeZone ?? browserTimeZone()),
          })}
        </p>
      )}
    </StatusPanel>
  );
}

/** spec 4: rejected, with the reason and a resubmit action. */
export function Rejected({ rejectReason: given, record, onResubmit }: PartProps) {
  const rejectReason = given ?? record?.reject_reason;
  const t = useT('kyc');
  return (
    <StatusPanel status="rejected" title={t('rejected.title')}>
      <p className="text-sm text-fg">{t('rejected.message')}</p>
      {rejectReason && (
        <div className="rounded-md border border-border bg-surface-sunken p-3 text-sm">
          <p className="font-medium text-fg">{t('rejected.reason')}</p>
          <p className="text-fg">{rejectReason}</p>
        </div>
      )}
      <div>
        <Button onPress={onResubmit}>{t('rejected.resubmit')}</Button>
      </div>
    </StatusPanel>
  );
}

/** spec 2: approved, with the view-KYC details (id number masked, times). */
export function Approved({ record, timeZone }: PartProps) {
  const t = useT('kyc');
  const locale = useLocale();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const zone = timeZone ?? browserTimeZone();
  const none = t('details.none');
  const idNo = record?.id_no_masked ?? record?.id_no;
  const rows: [string, string][] = [
    [t('details.fullName'), record?.full_name || none],
    [t('details.mobile'), formatMobile(record?.country_code, record?.mobile) || none],
    // a calendar date: formatted in UTC so that no timezone moves it a day
    [t('details.dob'), record?.dob ? formatDate(record.dob, locale, 'UTC') : none],
    [t('details.idNo'), idNo ? maskIdNumber(idNo, '•') : none],
    [
      t('details.submitTime'),
      record?.submit_time ? formatDateTime(record.submit_time, locale, zone) : none,
    ],
    [
      t('details.approveTime'),
      record?.approve_time ? formatDateTime(record.approve_time, locale, zone) : none,
    ],
  ];
  return (
    <StatusPanel status="approved" title={t('approved.title')}>
      <p className="text-sm text-fg">{t('approved.message')}</p>
      <div>
        <Button
          variant="secondary"
          aria-expanded={open}
          aria-controls={panelId}
          onPress={() => setOpen((o) => !o)}
        >
          {t(open ? 'approved.hide' : 'approved.view')}
        </Button>
      </div>
      <section
        id={panelId}
        hidden={!open}
        aria-labelledby={`${panelId}-title`}
        className="flex flex-col gap-3"
      >
        <h3 id={`${panelId}-title`} className="text-base font-semibold text-fg">
          {t('details.title')}
        </h3>
        <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm md:grid-cols-[auto_1fr]">
          {rows.map(([term, value]) => (
            <div key={term} className="contents">
              <dt className="text-fg-muted">{term}</dt>
              <dd className="font-medium text-fg tabular-nums">{value}</dd>
            </div>
          ))}
        </dl>
      </section>
    </StatusPanel>
  );
}
