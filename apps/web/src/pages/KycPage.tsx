// spec 2/3/4/5 KYC: the agreement, basic information and both sides of the ID (uploaded as
// chosen, with progress); pending, rejected with the reason and resubmit, approved with the
// view-KYC details. After a submission the status is checked again (spec 4), and a `redirect`
// query (spec 4 step 5: forced KYC) lets the user continue where they were going.
import * as api from '@invest/api/hooks';
import { KYC_REVIEW_HOURS, REDIRECT_QUERY_PARAM, safeRedirectTarget } from '@invest/domain';
import { useLocale, useT } from '@invest/ui';
import { KycView, type KycSubmitValues } from '@invest/ui/KycView';
import { toastQueue } from '@invest/ui/Toast';
import { useNavigate, useSearchParams } from 'react-router';
import { useApiErrorText } from '../app/apiErrors';
import { useApp } from '../app/context';
import { useFormFailure } from '../app/formFailure';
import { pageFrame } from '../app/frame';

export default function KycPage() {
  const { services } = useApp();
  const t = useT('web');
  const navigate = useNavigate();
  const continueTo = safeRedirectTarget(useSearchParams()[0].get(REDIRECT_QUERY_PARAM));
  const detail = api.useKycDetail();
  const info = api.useClientInfo();
  const submit = api.useKycSubmit();
  const uploads = api.useKycUploads();
  const countries = api.usePhoneCountries(useLocale());
  const errorText = useApiErrorText();
  const failure = useFormFailure();
  const status = detail.data?.status ?? (detail.error ? 'error' : 'loading');
  const ready = status !== 'loading' && (info.data !== undefined || info.error !== undefined);

  async function onSubmit(values: KycSubmitValues) {
    const { front, back } = uploads.ids;
    if (!front || !back) return; // the view waits for both uploads to finish
    failure.clear();
    try {
      const submitted = await submit.trigger({ ...values, id_front: front, id_back: back });
      void detail.mutate(submitted, { revalidate: false });
      toastQueue.add({ title: t('toasts.kycSubmitted'), tone: 'success' });
      // spec 4: the guard's KYC status follows at once
      await services.cache.checkKyc({ force: true });
    } catch (error) {
      failure.fail(error);
    }
  }

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
        onSubmit={(values) => void onSubmit(values)}
        onResubmit={() => {
          uploads.clear();
          failure.clear();
        }}
        onRetry={() => void detail.mutate()}
        onContinue={continueTo ? () => void navigate(continueTo, { replace: true }) : undefined}
        loadError={detail.error ? errorText(detail.error) : undefined}
        error={failure.error}
        fieldErrors={failure.fieldErrors}
        submitting={submit.isMutating}
      />
    </div>
  );
}
