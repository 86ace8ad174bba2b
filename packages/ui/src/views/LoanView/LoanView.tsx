import { toDecimal } from '@invest/domain';
import { useState, type Ref } from 'react';
import type { FieldIssue } from '../../forms/Form';
import { cn } from '../../lib/cn';
import { useT } from '../../lib/i18n';
import { Amount } from '../../primitives/Amount';
import { EmptyState } from '../../primitives/EmptyState';
import { ErrorState } from '../../primitives/ErrorState';
import { Link } from '../../primitives/Link';
import { Skeleton } from '../../primitives/Skeleton';
import { PageHeader } from '../../patterns/PageHeader';
import type { LoadStatus } from '../money/parts';
import { LoanCard } from './LoanCard';
import { LoanProductCard } from './LoanProductCard';
import type {
  EligibilityRefusal,
  Loan,
  LoanApplication,
  LoanProductOffer,
  LoanRepayChoice,
} from './parts';

export interface LoanViewProps {
  /** The loan products: @default 'ready' */
  productsStatus?: LoadStatus;
  onProductsRetry?: () => void;
  products?: readonly LoanProductOffer[];
  /** The client's applications and loans: @default 'ready' */
  loansStatus?: LoadStatus;
  onLoansRetry?: () => void;
  loans?: readonly Loan[];
  /** Sends an application; resolves true once the server accepted it (the form then closes). */
  onApply?: (application: LoanApplication) => Promise<boolean | void>;
  applying?: boolean;
  /** The translated reason the last application failed (not about one field). */
  applyError?: string;
  /** The server's field errors on the last application. */
  applyFieldErrors?: readonly FieldIssue[];
  /**
   * The server's spec 6 refusal of the last application (NOT_ELIGIBLE, with the required and
   * the client's own level or score), shown on the product it refused.
   */
  applyRefusal?: EligibilityRefusal & Pick<LoanApplication, 'product_id'>;
  onRepay?: (loan: Loan, repayment: LoanRepayChoice) => Promise<unknown> | void;
  /** The loan whose repayment is being sent. */
  repayingId?: string;
  /** The translated reason the last repayment of a loan failed. */
  repayError?: { loanId: string; text: string };
  /** The trust profile's href. */
  trustHref?: string;
  /** The IANA time zone the dates are shown in. @default 'UTC' */
  timeZone?: string;
  className?: string;
  ref?: Ref<HTMLDivElement>;
}

const owing = (l: Loan) => toDecimal(l.outstanding).gt(toDecimal('0'));

/**
 * spec 1-2 /loan: the loan products (amount range, term, rate, what it costs, spec 6
 * eligibility), the application with its review, the client's applications and loans with their
 * status in words (spec 4), schedule and repayment, and an outstanding balance with the spec 8
 * texts and its spec 6 consequences until it is paid. Loading, empty and error in each list.
 */
export function LoanView({
  productsStatus = 'ready',
  onProductsRetry,
  products = [],
  loansStatus = 'ready',
  onLoansRetry,
  loans = [],
  onApply,
  applying = false,
  applyError,
  applyFieldErrors,
  applyRefusal,
  onRepay,
  repayingId,
  repayError,
  trustHref,
  timeZone = 'UTC',
  className,
  ref,
}: LoanViewProps) {
  const t = useT('loans');
  const [open, setOpen] = useState<string>();
  const overdue = loans.filter(owing);
  const productList =
    productsStatus === 'loading' ? (
      <Skeleton shape="table" lines={3} />
    ) : productsStatus === 'error' ? (
      <ErrorState description={t('loadFailed')} onRetry={onProductsRetry} />
    ) : products.length === 0 ? (
      <EmptyState title={t('products.empty')} description={t('products.emptyBody')} />
    ) : (
      <ul className="flex flex-col divide-y divide-border rounded-lg border border-border bg-surface">
        {products.map((p) => (
          <LoanProductCard
            key={p.id}
            product={p}
            applying={open === p.id}
            onOpen={() => setOpen(p.id)}
            onClose={() => setOpen(undefined)}
            onApply={async (application) => {
              if ((await onApply?.(application)) === true) setOpen(undefined);
            }}
            submitting={applying}
            error={open === p.id ? applyError : undefined}
            fieldErrors={open === p.id ? applyFieldErrors : undefined}
            refusal={applyRefusal?.product_id === p.id ? applyRefusal : undefined}
          />
        ))}
      </ul>
    );
  const loanList =
    loansStatus === 'loading' ? (
      <Skeleton shape="table" lines={3} />
    ) : loansStatus === 'error' ? (
      <ErrorState description={t('loadFailed')} onRetry={onLoansRetry} />
    ) : loans.length === 0 ? (
      <EmptyState title={t('mine.empty')} description={t('mine.emptyBody')} />
    ) : (
      <ul className="flex flex-col divide-y divide-border rounded-lg border border-border bg-surface">
        {loans.map((l) => (
          <LoanCard
            key={l.id}
            loan={l}
            timeZone={timeZone}
            onRepay={onRepay && ((r) => onRepay(l, r))}
            repaying={repayingId === l.id}
            repayError={repayError && repayError.loanId === l.id ? repayError.text : undefined}
          />
        ))}
      </ul>
    );
  return (
    <div ref={ref} data-slot="loan-view" className={cn('flex flex-col gap-6', className)}>
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        actions={trustHref ? <Link href={trustHref}>{t('trustLink')}</Link> : undefined}
      />
      {overdue.length > 0 && (
        // spec 6/8: an outstanding balance blocks withdrawals, with its consequences
        <section
          role="alert"
          data-refusal="outstanding_balance"
          className="flex flex-col gap-2 rounded-md border border-negative bg-surface-sunken p-4 text-sm text-fg"
        >
          <p className="font-semibold">{t('outstanding.title')}</p>
          {overdue.map((l) => (
            <p key={l.id}>
              {t('mine.outstanding')} ({l.product_name}):{' '}
              <Amount value={l.outstanding} currency={l.currency} />
            </p>
          ))}
          <p>{t('outstanding.body')}</p>
          <ul className="list-disc ps-5">
            <li>{t('outstanding.trading')}</li>
            <li>{t('outstanding.score')}</li>
            <li>{t('outstanding.execution')}</li>
          </ul>
          <p className="text-fg-muted">{t('outstanding.payOff')}</p>
        </section>
      )}
      <section aria-labelledby="loan-products" className="flex flex-col gap-3">
        <h2 id="loan-products" className="text-section-title text-fg">
          {t('products.title')}
        </h2>
        {productList}
      </section>
      <section aria-labelledby="loan-mine" className="flex flex-col gap-3">
        <h2 id="loan-mine" className="text-section-title text-fg">
          {t('mine.title')}
        </h2>
        {loanList}
      </section>
    </div>
  );
}
