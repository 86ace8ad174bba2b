// The loans pages' wiring (spec 2 /loan and the trust profile): the loan products with the
// client's eligibility, applying (one Idempotency-Key per intent), the client's applications and
// loans with their schedule, repaying (one Idempotency-Key per intent), and the trust profile.
import * as api from '@invest/api/hooks';
import { browserTimeZone } from '@invest/i18n';
import { useT } from '@invest/ui';
import type { LoanViewProps, TrustProfileViewProps } from '@invest/ui/LoanView';
import { toastQueue } from '@invest/ui/Toast';
import { useState } from 'react';
import { paths } from '../../paths';
import { eligibilityRefusalOf, useApiErrorText } from '../apiErrors';
import { useFormFailure } from '../formFailure';
import { loadStatus } from '../loadStatus';

export function useLoanScreen(): LoanViewProps {
  const t = useT('loans');
  const errorText = useApiErrorText();
  const products = api.useLoanProducts();
  const loans = api.useWholeList('loanApplications');
  const apply = api.useLoanApply();
  const repay = api.useLoanRepay();
  const failure = useFormFailure();
  const [refusal, setRefusal] = useState<LoanViewProps['applyRefusal']>();
  const [repaying, setRepaying] = useState<string>();
  const [repayError, setRepayError] = useState<LoanViewProps['repayError']>();
  return {
    productsStatus: loadStatus(products),
    onProductsRetry: () => void products.mutate(),
    products: products.data,
    loansStatus: loadStatus(loans),
    onLoansRetry: () => void loans.mutate(),
    loans: loans.data?.list,
    onApply: async (body) => {
      failure.clear();
      setRefusal(undefined);
      try {
        await apply.trigger({ body });
        apply.reset();
        toastQueue.add({ title: t('apply.submitted'), tone: 'success' });
        return true;
      } catch (error) {
        // spec 6: refused for the client's level or score: said on the product with both
        // levels, and the list read again so that it agrees with the server
        const refused = eligibilityRefusalOf(error);
        if (refused) {
          setRefusal({ ...refused, product_id: body.product_id });
          void products.mutate();
        } else failure.fail(error);
        return false;
      }
    },
    applying: apply.isMutating,
    applyError: failure.error,
    applyFieldErrors: failure.fieldErrors,
    applyRefusal: refusal,
    onRepay: async (loan, body) => {
      setRepaying(loan.id);
      setRepayError(undefined);
      try {
        await repay.trigger({ params: { id: loan.id }, body });
        repay.reset();
        toastQueue.add({ title: t('repay.done'), tone: 'success' });
      } catch (error) {
        setRepayError({ loanId: loan.id, text: errorText(error) });
      } finally {
        setRepaying(undefined);
      }
    },
    repayingId: repaying,
    repayError,
    trustHref: paths.trust,
    timeZone: browserTimeZone(),
  };
}

export function useTrustScreen(): TrustProfileViewProps {
  const profile = api.useCreditScore();
  return {
    status: loadStatus(profile),
    onRetry: () => void profile.mutate(),
    profile: profile.data,
    itemHref: (item) => (item.kind === 'loan_product' ? paths.loan : paths.discover),
    loansHref: paths.loan,
  };
}
