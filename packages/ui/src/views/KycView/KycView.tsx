import type { KycDetail, KycStatus, KycSubmitForm } from '@invest/domain';
import { useState, type ReactNode, type Ref } from 'react';
import type { FieldIssue } from '../../forms/Form';
import { cn } from '../../lib/cn';
import { useT } from '../../lib/i18n';
import { Button } from '../../primitives/Button';
import { Card } from '../../primitives/Card';
import { ErrorState } from '../../primitives/ErrorState';
import type { ImageUploadStatus } from '../../primitives/ImageUpload';
import type { PhoneCountry } from '../../primitives/PhoneField';
import { Skeleton } from '../../primitives/Skeleton';
import { KycForm } from './KycForm';
import { Approved, Pending, Rejected } from './KycStatusPanels';

/** What the screen shows: a KYC status of spec 4, or the state of loading it. */
export type KycViewStatus = KycStatus | 'loading' | 'error';

/** A side of the identity document. */
export type KycDocumentSide = 'front' | 'back';

/**
 * spec 3 KYC form: what the form submits, under the wire's names (POST /identify/app/v1): the
 * picked images in place of the uploads' ids, which the app has.
 */
export type KycSubmitValues = KycSubmitForm<File>;

/**
 * spec 3 KYC record (the wire's KYC detail fits), as far as the screens show it: 'view KYC',
 * and the values a resubmission starts from.
 */
export type KycRecordSummary = Partial<
  Pick<
    KycDetail,
    | 'full_name'
    | 'country_code'
    | 'mobile'
    | 'dob'
    | 'id_no_masked'
    | 'submit_time'
    | 'approve_time'
    | 'reject_reason'
  >
> & {
  /** The full ID number (shown masked: only its last four characters), when known. */
  id_no?: string | null;
};

/** Values the form starts with where `record` (the last submission) has none (the profile's). */
export type KycDefaultValues = Partial<
  Pick<KycSubmitForm, 'full_name' | 'country_code' | 'mobile' | 'dob' | 'id_no'>
>;

export interface KycViewProps {
  /**
   * spec 4 KYC status: `unverified` (and `unknown`) show the form; `pending` under review (up to
   * 48 hours); `rejected` the reason and a resubmit action; `approved` the details on demand.
   * `loading` and `error` are the states of fetching it.
   */
  status: KycViewStatus;
  /** The agreement text; without it, 'Agreement content is unavailable.' and no acceptance. */
  agreement?: ReactNode;
  /** The submitted record (pending, rejected, approved): values and times. */
  record?: KycRecordSummary;
  /** Why the review rejected the submission. */
  rejectReason?: string;
  /** The countries of the mobile number's code picker. */
  countries: readonly PhoneCountry[];
  /** The dialling code to start with (spec 5). @default DEFAULT_COUNTRY_CODES.default ('1') */
  defaultCountryCode?: string;
  /** Values the form starts with. */
  defaultValues?: KycDefaultValues;
  /** The local day the age rule is judged on, 'YYYY-MM-DD'. @default today in the local timezone */
  today?: string;
  /** The timezone of the submit and approve times. @default the browser's */
  timeZone?: string;
  /** Called with an image that passed the type and size checks, so the app can upload it. */
  onSelectImage?: (side: KycDocumentSide, file: File) => void;
  /** Called when an image is removed. */
  onRemoveImage?: (side: KycDocumentSide) => void;
  /** Upload progress per side, 0-100; a side with progress below 100 counts as uploading. */
  uploadProgress?: Partial<Record<KycDocumentSide, number>>;
  /** Upload state per side (overrides what `uploadProgress` implies). */
  uploadStatus?: Partial<Record<KycDocumentSide, ImageUploadStatus>>;
  /** A failed upload's (translated) message per side. @default 'KYC image upload failed (contact support)' */
  uploadError?: Partial<Record<KycDocumentSide, string>>;
  /** Shows a retry button on a failed upload. */
  onRetryUpload?: (side: KycDocumentSide) => void;
  /** Called with valid values and both images. */
  onSubmit?: (values: KycSubmitValues) => void;
  /** Called when the user chooses to resubmit after a rejection (the form then shows). */
  onResubmit?: () => void;
  /**
   * spec 4 step 5 (forced KYC): continues where the user was going; shown once the submission is
   * pending or approved. Without it, no continue button.
   */
  onContinue?: () => void;
  /** Retries loading (status `error`). */
  onRetry?: () => void;
  /** The app's (translated) detail of a failed load, under 'Failed to load KYC information'. */
  loadError?: string;
  /** The app's (translated) reason the submission failed, under 'Unable to submit your KYC right now.' */
  error?: string;
  /**
   * The server's field errors (declaration, full_name, country_code, mobile, dob, id_no,
   * id_front, id_back), translated here with their params.
   */
  fieldErrors?: readonly FieldIssue[];
  /** The submission is running. @default false */
  submitting?: boolean;
  className?: string;
  ref?: Ref<HTMLDivElement>;
}

/**
 * spec 2/3/4/5 KYC: the agreement (accepted only once read to the end), basic information and
 * the identity document's two sides, driven by the KYC status; and the view-KYC details.
 */
export function KycView({ status, className, ref, ...props }: KycViewProps) {
  const t = useT('kyc');
  const [resubmitting, setResubmitting] = useState(false);
  const showForm =
    status === 'unverified' || status === 'unknown' || (status === 'rejected' && resubmitting);

  return (
    <div
      ref={ref}
      data-slot="kyc-view"
      data-status={status}
      className={cn('mx-auto flex w-full max-w-2xl flex-col gap-4', className)}
    >
      <div className="flex flex-col gap-1">
        <h1 className="font-display text-2xl font-semibold text-fg">{t('title')}</h1>
        <p className="text-sm text-fg-muted">{t('description')}</p>
      </div>
      {status === 'loading' ? (
        <Card aria-busy="true" className="p-6">
          <Skeleton lines={6} />
        </Card>
      ) : status === 'error' ? (
        <Card className="p-2">
          {/* spec 8: 'Failed to load KYC information' */}
          <ErrorState
            title={t('loadFailed')}
            description={props.loadError}
            onRetry={props.onRetry}
          />
        </Card>
      ) : showForm ? (
        <KycForm {...props} />
      ) : status === 'pending' ? (
        <Pending {...props} />
      ) : status === 'rejected' ? (
        <Rejected
          {...props}
          onResubmit={() => {
            setResubmitting(true);
            props.onResubmit?.();
          }}
        />
      ) : (
        <Approved {...props} />
      )}
      {props.onContinue && (status === 'pending' || status === 'approved') && (
        <div className="flex justify-end">
          <Button onPress={props.onContinue}>{t('continue')}</Button>
        </div>
      )}
    </div>
  );
}

export type PartProps = Omit<KycViewProps, 'status' | 'className' | 'ref'>;
