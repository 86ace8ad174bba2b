// spec 2/3/4/5 KYC: the agreement, basic information and both sides of the ID (uploaded as
// chosen, with progress); pending, rejected with the reason and resubmit, approved with the
// view-KYC details. After a submission the status is checked again (spec 4), and a `redirect`
// query (spec 4 step 5: forced KYC) lets the user continue where they were going.
import { useClientInfo, useKycDetail, useKycSubmit } from '@invest/api/hooks';
import {
  KYC_REVIEW_HOURS,
  normalizeCountryCode,
  REDIRECT_QUERY_PARAM,
  safeRedirectTarget,
} from '@invest/domain';
import {
  Button,
  KycView,
  toastQueue,
  useT,
  type KycSubmitValues,
  type KycViewStatus,
} from '@invest/ui';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useApp } from '../app/context';
import { useApiErrorText } from './support/apiErrors';
import { formatMobile, usePhoneCountries } from './support/countries';
import { useFormErrors, type FormErrorTexts } from './support/fieldErrors';
import { pageFrame } from './support/frame';
import { useKycUploads } from './support/kycUploads';

const FIELDS = {
  declaration: 'accepted',
  full_name: 'full_name',
  country_code: 'mobile',
  mobile: 'mobile',
  dob: 'dob',
  id_no: 'id_no',
  id_front: 'id_front',
  id_back: 'id_back',
} as const;

export default function KycPage() {
  const { services } = useApp();
  const t = useT('web');
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const detail = useKycDetail();
  const info = useClientInfo();
  const countries = usePhoneCountries();
  const submit = useKycSubmit();
  const uploads = useKycUploads();
  const errorText = useApiErrorText();
  const formErrors = useFormErrors();
  const [failure, setFailure] = useState<FormErrorTexts>({});

  const kyc = detail.data;
  const user = info.data;
  const status: KycViewStatus = kyc ? kyc.status : detail.error ? 'error' : 'loading';
  const ready = status !== 'loading' && (user !== undefined || info.error !== undefined);
  const continueTo = safeRedirectTarget(searchParams.get(REDIRECT_QUERY_PARAM));

  async function onSubmit(values: KycSubmitValues) {
    const { front, back } = uploads.ids;
    if (!front || !back) return; // the view waits for both uploads to finish
    setFailure({});
    try {
      const submitted = await submit.trigger({
        declaration: values.declaration,
        full_name: values.full_name,
        country_code: values.countryCode,
        mobile: values.mobile,
        dob: values.dob,
        id_no: values.id_no,
        id_front: front,
        id_back: back,
      });
      void detail.mutate(submitted, { revalidate: false });
      toastQueue.add({ title: t('toasts.kycSubmitted'), tone: 'success' });
      // spec 4: the guard's KYC status follows at once
      await services.cache.checkKyc({ force: true });
    } catch (error) {
      setFailure(formErrors(error, FIELDS, { params: { code: values.countryCode } }));
    }
  }

  return (
    <div className={pageFrame}>
      <KycView
        status={ready ? status : 'loading'}
        agreement={t('kyc.agreement', { hours: KYC_REVIEW_HOURS })}
        record={
          kyc && {
            full_name: kyc.full_name,
            mobile: formatMobile(kyc.country_code, kyc.mobile),
            dob: kyc.dob,
            id_no: kyc.id_no_masked,
            submit_time: kyc.submit_time,
            approve_time: kyc.approve_time,
          }
        }
        rejectReason={kyc?.reject_reason ?? undefined}
        countries={countries}
        defaultCountryCode={services.profile.defaultCountryCode}
        // the form starts from the last submission (a resubmission), else the profile
        defaultValues={{
          full_name: kyc?.full_name ?? user?.full_name ?? undefined,
          countryCode: normalizeCountryCode(kyc?.country_code ?? user?.country_code ?? ''),
          mobile: kyc?.mobile ?? user?.mobile ?? undefined,
          dob: kyc?.dob ?? undefined,
        }}
        onSelectImage={uploads.start}
        onRemoveImage={uploads.remove}
        onRetryUpload={uploads.retry}
        uploadProgress={uploads.progress}
        uploadStatus={uploads.status}
        onSubmit={(values) => void onSubmit(values)}
        onResubmit={() => {
          uploads.clear();
          setFailure({});
        }}
        onRetry={() => void detail.mutate()}
        loadError={detail.error ? errorText(detail.error) : undefined}
        error={failure.error}
        fieldErrors={failure.fieldErrors}
        submitting={submit.isMutating}
      />
      {continueTo && (status === 'pending' || status === 'approved') && (
        <div className="mx-auto mt-4 flex w-full max-w-2xl justify-end">
          <Button onPress={() => void navigate(continueTo, { replace: true })}>
            {t('kyc.continue')}
          </Button>
        </div>
      )}
    </div>
  );
}
