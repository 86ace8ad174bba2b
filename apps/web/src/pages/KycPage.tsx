// spec 2/3/4/5 KYC: the agreement, basic information and both sides of the ID (uploaded as
// chosen, with progress); pending, rejected with the reason and resubmit, approved with the
// view-KYC details. After a submission the status is checked again (spec 4), and a `redirect`
// query (spec 4 step 5: forced KYC) lets the user continue where they were going.
import * as api from '@invest/api/hooks';
import { KYC_REVIEW_HOURS, REDIRECT_QUERY_PARAM, safeRedirectTarget } from '@invest/domain';
import { useLocale, useT } from '@invest/ui';
import { KycView } from '@invest/ui/KycView';
import { useNavigate, useSearchParams } from 'react-router';
import { useApiErrorText } from '../app/apiErrors';
import { useApp } from '../app/context';
import { pageFrame } from '../app/frame';
import { useKycSubmission } from '../app/kycSubmission';

export default function KycPage() {
  const { services } = useApp();
  const t = useT('web');
  const navigate = useNavigate();
  const continueTo = safeRedirectTarget(useSearchParams()[0].get(REDIRECT_QUERY_PARAM));
  const detail = api.useKycDetail();
  const info = api.useClientInfo();
  const { uploads, failure, ...submission } = useKycSubmission(detail);
  const countries = api.usePhoneCountries(useLocale());
  const errorText = useApiErrorText();
  const status = detail.data?.status ?? (detail.error ? 'error' : 'loading');
  const ready = status !== 'loading' && (info.data !== undefined || info.error !== undefined);

  return (
    <div className={pageFrame}>
      <KycView
        status={ready ? status : 'loading'}
        agreement={t('kyc.agreement', { hours: KYC_REVIEW_HOURS })}
        record={detail.data}
        countries={countries}
        defaultCountryCode={services.profile.defaultCountryCode}
        defaultValues={info.data && { ...info.data, full_name: info.data.full_name ?? undefined }}
        onSelectImage={uploads.start}
        onRemoveImage={uploads.remove}
        onRetryUpload={uploads.retry}
        uploadProgress={uploads.progress}
        uploadStatus={uploads.status}
        onSubmit={submission.onSubmit}
        onResubmit={submission.onResubmit}
        onRetry={() => void detail.mutate()}
        onContinue={continueTo ? () => void navigate(continueTo, { replace: true }) : undefined}
        loadError={detail.error ? errorText(detail.error) : undefined}
        error={failure.error}
        fieldErrors={failure.fieldErrors}
        submitting={submission.submitting}
      />
    </div>
  );
}
