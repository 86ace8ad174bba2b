import type { CompanyInfo } from '@invest/domain';
import type { ReactNode, Ref } from 'react';
import { cn } from '../../lib/cn';
import { PageHeader } from '../../patterns/PageHeader';
import { useT } from '../../lib/i18n';
import { Card } from '../../primitives/Card';
import { ErrorState } from '../../primitives/ErrorState';
import { Link } from '../../primitives/Link';
import { Skeleton } from '../../primitives/Skeleton';

export interface AboutViewProps {
  /** spec 3, Company info: co_name, icp_no, co_address, app_video (the last three optional). */
  company?: CompanyInfo;
  /** spec 3, System settings: app_version. */
  appVersion?: string | null;
  /** Whether the company info is loading, failed or here. @default 'ready' */
  status?: 'loading' | 'error' | 'ready';
  /** Load the company info again after an error. */
  onRetry?: () => void;
  /** A retry is running. @default false */
  isRetrying?: boolean;
  /** Extra classes for the root. */
  className?: string;
  ref?: Ref<HTMLDivElement>;
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 md:flex-row md:gap-4">
      <dt className="text-sm text-fg-muted md:w-48 md:shrink-0">{term}</dt>
      <dd className="text-sm break-words text-fg">{children}</dd>
    </div>
  );
}

/**
 * spec 2, About us (/about) and company info: the company's name, licence number, address,
 * the app version and a link to the company video; rows without data are left out.
 */
export function AboutView({
  company,
  appVersion,
  status = 'ready',
  onRetry,
  isRetrying,
  className,
  ref,
}: AboutViewProps) {
  const t = useT('pages');
  let content: ReactNode;
  if (status === 'loading') {
    content = <Skeleton lines={4} />;
  } else if (status === 'error' || !company) {
    content = (
      <ErrorState title={t('about.loadFailed')} onRetry={onRetry} isRetrying={isRetrying} />
    );
  } else {
    content = (
      <>
        <dl className="flex flex-col gap-3">
          <Row term={t('about.companyName')}>{company.co_name}</Row>
          {company.icp_no ? <Row term={t('about.icpNo')}>{company.icp_no}</Row> : null}
          {company.co_address ? (
            <Row term={t('about.address')}>
              <span className="whitespace-pre-line">{company.co_address}</span>
            </Row>
          ) : null}
          {appVersion ? (
            <Row term={t('about.appVersion')}>
              <span className="font-mono">{appVersion}</span>
            </Row>
          ) : null}
        </dl>
        {company.app_video ? (
          <Link href={company.app_video} isExternal className="w-fit">
            {t('about.video')}
          </Link>
        ) : null}
      </>
    );
  }
  return (
    <div ref={ref} data-slot="about" className={cn('flex max-w-3xl flex-col gap-6', className)}>
      <PageHeader title={t('about.title')} subtitle={t('about.intro')} />
      <Card aria-busy={status === 'loading' || undefined}>{content}</Card>
    </div>
  );
}
