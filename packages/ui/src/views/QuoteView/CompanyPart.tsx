import { formatDate, formatNumber } from '@invest/i18n';
import { type ReactNode } from 'react';
import { useT } from '../../lib/i18n';
import { useCompanyDescription } from '../../lib/companyDescription';
import { useIndustryName } from '../../lib/industryName';
import { Amount } from '../../primitives/Amount';
import { ErrorState } from '../../primitives/ErrorState';
import { Skeleton } from '../../primitives/Skeleton';
import { GuestLimitNotice } from '../../patterns/GuestLimitPrompt/GuestLimitNotice';
import { type QuoteCompany, type QuotePart } from './QuoteView';

export function CompanyPart({
  part,
  locale,
  onLogin,
}: {
  part: QuotePart<QuoteCompany> | undefined;
  locale: string;
  onLogin?: () => void;
}) {
  const t = useT('quote');
  const tm = useT('market');
  const industryName = useIndustryName();
  if (!part || part.status === 'loading')
    return (
      <div role="status">
        <span className="sr-only">{t('company.loading')}</span>
        <div aria-hidden="true">
          <Skeleton lines={4} />
        </div>
      </div>
    );
  if (part.status === 'guestLimit')
    return <GuestLimitNotice quota={part.quota} onLogin={() => onLogin?.()} />;
  if (part.status === 'error')
    return <ErrorState title={t('company.failed')} onRetry={part.onRetry} />;
  const c = part.data;
  return (
    <div className="flex flex-col gap-3">
      <Description company={c} />
      <dl className="grid gap-3 sm:grid-cols-2">
        <Item label={t('company.sector')}>{tm(`sector.${c.sector}`)}</Item>
        <Item label={t('company.industry')}>{industryName(c.industry)}</Item>
        <Item label={t('company.listed')}>
          {formatDate(`${c.listing_date}T00:00:00Z`, locale, 'UTC')}
        </Item>
        <Item label={t('company.shares')}>
          <span className="tabular-nums">
            {formatNumber(c.shares_outstanding, locale, { notation: 'compact' })}
          </span>
        </Item>
        <Item label={t('company.marketCap')}>
          <Amount value={c.market_cap} currency={c.currency} notation="compact" />
        </Item>
      </dl>
    </div>
  );
}

export function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col">
      <dt className="text-sm text-fg-muted">{label}</dt>
      <dd className="font-medium text-fg">{children}</dd>
    </div>
  );
}

/** The company's description in the client's language (a placeholder line while it loads). */
function Description({ company }: { company: QuoteCompany }) {
  const text = useCompanyDescription(company);
  if (text === undefined)
    return (
      <div aria-hidden="true">
        <Skeleton lines={1} />
      </div>
    );
  return <p className="text-sm text-fg">{text}</p>;
}
