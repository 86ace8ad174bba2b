// spec 4 KYC submission: both sides of the ID uploaded as chosen (with progress), then the form
// submitted with their ids; after a submission the record is replaced and the guard's KYC status
// checked again at once. The KYC page's wiring, kept apart so that the page stays composition.
import { useKycSubmit, useKycUploads, type useKycDetail } from '@invest/api/hooks';
import { useT } from '@invest/ui';
import { type KycSubmitValues } from '@invest/ui/KycView';
import { toastQueue } from '@invest/ui/Toast';
import { useApp } from './context';
import { useFormFailure } from './formFailure';

export function useKycSubmission(detail: ReturnType<typeof useKycDetail>) {
  const { services } = useApp();
  const t = useT('web');
  const submit = useKycSubmit();
  const uploads = useKycUploads();
  const failure = useFormFailure();

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

  return {
    uploads,
    failure,
    submitting: submit.isMutating,
    onSubmit: (values: KycSubmitValues) => void onSubmit(values),
    onResubmit: () => {
      uploads.clear();
      failure.clear();
    },
  };
}
