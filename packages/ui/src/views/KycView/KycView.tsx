import {
  getLocalTimeZone,
  parseDate,
  today as todayIn,
  type CalendarDate,
} from '@internationalized/date';
import {
  canAcceptAgreement,
  DEFAULT_COUNTRY_CODES,
  idNumberSchema,
  KYC_REVIEW_HOURS,
  MAX_IMAGE_BYTES,
  validateDateOfBirth,
  validateFullName,
  validateImageUpload,
  validateKycAgreement,
  validatePhone,
  type KycStatus,
} from '@invest/domain';
import { formatDate, formatDateTime } from '@invest/i18n';
import { useEffect, useId, useRef, useState, type ReactNode, type Ref } from 'react';
import { Form } from 'react-aria-components';
import { cn } from '../../lib/cn';
import { useLocale, useT } from '../../lib/i18n';
import { Button } from '../../primitives/Button';
import { Card } from '../../primitives/Card';
import { Checkbox } from '../../primitives/Checkbox';
import { DateField } from '../../primitives/DateField';
import { ErrorState } from '../../primitives/ErrorState';
import { ImageUpload, type ImageUploadStatus } from '../../primitives/ImageUpload';
import { PhoneField, type PhoneCountry } from '../../primitives/PhoneField';
import { Skeleton } from '../../primitives/Skeleton';
import { StatusBadge } from '../../primitives/StatusBadge';
import { TextField } from '../../primitives/TextField';
import { FormAlert, useAccountForm, type FieldCheck } from '../LoginView/accountForm';
import { focusRingNative } from '../../lib/focusRing';

/** What the screen shows: a KYC status of spec 4, or the state of loading it. */
export type KycViewStatus = KycStatus | 'loading' | 'error';

/** A side of the identity document. */
export type KycDocumentSide = 'front' | 'back';

/** spec 3 KYC form: what the form submits. */
export interface KycSubmitValues {
  full_name: string;
  /** Dialling code without '+'. */
  countryCode: string;
  /** The national number, digits only. */
  mobile: string;
  /** 'YYYY-MM-DD'. */
  dob: string;
  /** A PAN or an Aadhaar number, normalised (uppercase, no blanks). */
  id_no: string;
  id_front: File;
  id_back: File;
  /** The agreement was read to the end and accepted (spec 5). */
  declaration: true;
}

/** spec 3 KYC record, as far as the approved screen shows it ('view KYC'). */
export interface KycRecordSummary {
  full_name?: string | null;
  /** The mobile number as stored ('+919876543210'). */
  mobile?: string | null;
  /** 'YYYY-MM-DD'. */
  dob?: string | null;
  /** Shown masked: only its last four characters. */
  id_no?: string | null;
  /** ISO-8601 UTC. */
  submit_time?: string | null;
  /** ISO-8601 UTC. */
  approve_time?: string | null;
}

/** Values the form starts with (a resubmission after a rejection). */
export interface KycDefaultValues {
  full_name?: string;
  countryCode?: string;
  mobile?: string;
  /** 'YYYY-MM-DD'. */
  dob?: string;
  id_no?: string;
}

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
  /** Retries loading (status `error`). */
  onRetry?: () => void;
  /** The app's (translated) detail of a failed load, under 'Failed to load KYC information'. */
  loadError?: string;
  /** The app's (translated) reason the submission failed, under 'Unable to submit your KYC right now.' */
  error?: string;
  /** Server errors by field: full_name, mobile, dob, id_no, id_front, id_back (translated). */
  fieldErrors?: Record<string, string>;
  /** The submission is running. @default false */
  submitting?: boolean;
  className?: string;
  ref?: Ref<HTMLDivElement>;
}

/** Only the last four characters of an identity number show ('••••••1234'). */
export function maskIdNumber(value: string): string {
  const compact = value.replace(/\s+/g, '');
  const visible = compact.slice(-4);
  return '•'.repeat(Math.max(0, compact.length - visible.length)) + visible;
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
    </div>
  );
}

type PartProps = Omit<KycViewProps, 'status' | 'className' | 'ref'>;

const localToday = () => todayIn(getLocalTimeZone()).toString();
const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

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
function Pending({ record, timeZone }: PartProps) {
  const t = useT('kyc');
  const locale = useLocale();
  return (
    // issue 11: the title says "Under review"; a badge saying it again is left out
    <StatusPanel status="pending" title={t('pending.title')} badge={false}>
      <p className="text-sm text-fg">{t('pending.message', { hours: KYC_REVIEW_HOURS })}</p>
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
function Rejected({ rejectReason, onResubmit }: PartProps) {
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
function Approved({ record, timeZone }: PartProps) {
  const t = useT('kyc');
  const locale = useLocale();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const zone = timeZone ?? browserTimeZone();
  const none = t('details.none');
  const rows: [string, string][] = [
    [t('details.fullName'), record?.full_name || none],
    [t('details.mobile'), record?.mobile || none],
    // a calendar date: formatted in UTC so that no timezone moves it a day
    [t('details.dob'), record?.dob ? formatDate(record.dob, locale, 'UTC') : none],
    [t('details.idNo'), record?.id_no ? maskIdNumber(record.id_no) : none],
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

interface KycFormState {
  full_name: string;
  countryCode: string;
  mobile: string;
  dob: CalendarDate | null;
  id_no: string;
  id_front: File | null;
  id_back: File | null;
  accepted: boolean;
}

const sides = ['front', 'back'] as const satisfies readonly KycDocumentSide[];

const parseDob = (value: string | undefined): CalendarDate | null => {
  if (!value) return null;
  try {
    return parseDate(value);
  } catch {
    return null;
  }
};

/** spec 3: agreement, basic information, identification. */
function KycForm({
  agreement,
  record,
  countries,
  defaultCountryCode = DEFAULT_COUNTRY_CODES.default,
  defaultValues,
  today,
  onSelectImage,
  onRemoveImage,
  uploadProgress,
  uploadStatus,
  uploadError,
  onRetryUpload,
  onSubmit,
  error,
  fieldErrors,
  submitting = false,
}: PartProps) {
  const t = useT('kyc');
  const tv = useT('validation');
  const ids = useId();
  const [read, setRead] = useState(false);

  const sideStatus = (side: KycDocumentSide): ImageUploadStatus => {
    const explicit = uploadStatus?.[side];
    if (explicit) return explicit;
    const progress = uploadProgress?.[side];
    if (progress === undefined) return 'idle';
    return progress < 100 ? 'uploading' : 'done';
  };

  const imageCheck = (file: File | null, side: KycDocumentSide): FieldCheck => {
    const state = sideStatus(side);
    if (file && state === 'uploading') return t('documents.stillUploading');
    if (file && state === 'error') return t('documents.uploadAgain');
    // spec 5: images only, at most MAX_IMAGE_BYTES; required
    return validateImageUpload(file);
  };

  const form = useAccountForm<KycFormState>({
    initial: {
      full_name: defaultValues?.full_name ?? record?.full_name ?? '',
      countryCode: defaultValues?.countryCode ?? defaultCountryCode,
      mobile: defaultValues?.mobile ?? '',
      dob: parseDob(defaultValues?.dob ?? record?.dob ?? undefined),
      id_no: defaultValues?.id_no ?? '',
      id_front: null,
      id_back: null,
      accepted: false,
    },
    validate: (v) => {
      const id = v.id_no.trim() === '' ? null : idNumberSchema.safeParse(v.id_no);
      return {
        // spec 5: full name required
        full_name: validateFullName(v.full_name),
        mobile: validatePhone(v.mobile, {
          countryCode: v.countryCode,
          knownCountryCodes: countries.map((c) => c.code),
        }),
        // spec 5/9: a valid date, 18 or older
        dob: validateDateOfBirth(v.dob?.toString() ?? '', { today: today ?? localToday() }),
        // spec 3: id_no is a PAN or an Aadhaar number
        id_no:
          id === null
            ? t('basic.idNoRequired')
            : id.success
              ? undefined
              : String(tv('entity.invalid_id_no')),
        id_front: imageCheck(v.id_front, 'front'),
        id_back: imageCheck(v.id_back, 'back'),
        // spec 5: accepted, and only once the agreement was read to the end
        accepted: validateKycAgreement(read, v.accepted),
      };
    },
    fieldErrors,
    submitting,
    onValid: (v) => {
      if (!v.id_front || !v.id_back || !v.dob) return;
      onSubmit?.({
        full_name: v.full_name.trim().replace(/\s+/g, ' '),
        countryCode: v.countryCode,
        mobile: v.mobile,
        dob: v.dob.toString(),
        id_no: idNumberSchema.parse(v.id_no),
        id_front: v.id_front,
        id_back: v.id_back,
        declaration: true,
      });
    },
  });

  const field = <K extends 'full_name' | 'mobile' | 'dob' | 'id_no'>(name: K) => ({
    name,
    isInvalid: !!form.errorOf(name),
    errorMessage: form.errorOf(name),
    isDisabled: submitting,
  });

  return (
    <Form validationBehavior="aria" onSubmit={form.submit} className="flex flex-col gap-4">
      {/* spec 8: 'Unable to submit your KYC right now.' */}
      {error && <FormAlert title={t('submitFailed')} message={error} />}

      <Card title={t('agreement.title')} headingLevel={2} className="p-6">
        <Agreement agreement={agreement} onRead={() => setRead(true)} />
        <Checkbox
          name="declaration"
          isSelected={form.values.accepted}
          onChange={(value) => form.setValue('accepted', value)}
          // spec 5: enabled only after scrolling to the bottom of the agreement
          isDisabled={!read || submitting}
          description={
            read || form.errorOf('accepted') ? undefined : String(tv('agreement_not_read'))
          }
          errorMessage={form.errorOf('accepted')}
        >
          {t('agreement.accept')}
        </Checkbox>
      </Card>

      <Card title={t('basic.title')} headingLevel={2} className="p-6">
        <TextField
          {...field('full_name')}
          label={t('basic.fullName')}
          description={t('basic.fullNameHint')}
          autoComplete="name"
          isRequired
          value={form.values.full_name}
          onChange={(value) => form.setValue('full_name', value)}
        />
        <PhoneField
          {...field('mobile')}
          label={t('basic.mobile')}
          countries={countries}
          isRequired
          value={{ countryCode: form.values.countryCode, number: form.values.mobile }}
          onChange={({ countryCode, number }) => {
            if (countryCode !== form.values.countryCode) form.setValue('countryCode', countryCode);
            if (number !== form.values.mobile) form.setValue('mobile', number);
          }}
        />
        <DateField
          {...field('dob')}
          label={t('basic.dob')}
          isRequired
          value={form.values.dob}
          onChange={(value) => form.setValue('dob', value)}
        />
        <TextField
          {...field('id_no')}
          label={t('basic.idNo')}
          description={t('basic.idNoHint')}
          autoComplete="off"
          isRequired
          value={form.values.id_no}
          onChange={(value) => form.setValue('id_no', value)}
        />
      </Card>

      <Card
        title={t('documents.title')}
        description={t('documents.description')}
        headingLevel={2}
        className="p-6"
      >
        <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
          {sides.map((side) => {
            const name = side === 'front' ? 'id_front' : 'id_back';
            const message = form.errorOf(name);
            const label = t(`documents.${side}`);
            return (
              <div
                key={side}
                role="group"
                aria-label={label}
                aria-describedby={message ? `${ids}-${side}-error` : undefined}
                className="flex flex-col gap-1.5"
              >
                <ImageUpload
                  label={label}
                  maxSize={MAX_IMAGE_BYTES}
                  isDisabled={submitting}
                  status={sideStatus(side)}
                  progress={uploadProgress?.[side]}
                  // spec 8: 'KYC image upload failed (contact support)'
                  errorMessage={uploadError?.[side] ?? t('documents.uploadFailed')}
                  onRetry={onRetryUpload && (() => onRetryUpload(side))}
                  onSelect={(file) => {
                    // the picker checks type and size; the domain rule is the last word
                    if (!validateImageUpload(file).ok) return;
                    form.setValue(name, file);
                    onSelectImage?.(side, file);
                  }}
                  onRemove={() => {
                    form.setValue(name, null);
                    onRemoveImage?.(side);
                  }}
                />
                {message && (
                  <p id={`${ids}-${side}-error`} className="text-xs font-medium text-negative">
                    {message}
                  </p>
                )}
              </div>
            );
          })}
        </div>
      </Card>

      <div className="flex justify-end">
        <Button type="submit" isPending={submitting} className="w-full md:w-auto">
          {t('submit')}
        </Button>
      </div>
    </Form>
  );
}

/** spec 5: the agreement counts as read once its box is scrolled to the end. */
function measureBox(box: HTMLElement, onRead: () => void) {
  if (canAcceptAgreement(box.scrollTop, box.clientHeight, box.scrollHeight)) onRead();
}

/**
 * spec 5: the agreement in a scrolling region; `onRead` fires once it has been scrolled to the
 * end (domain `canAcceptAgreement`), or at once when it fits without scrolling.
 */
function Agreement({ agreement, onRead }: { agreement: ReactNode; onRead: () => void }) {
  const t = useT('kyc');
  const boxRef = useRef<HTMLDivElement>(null);
  const endRef = useRef<HTMLDivElement>(null);
  const onReadRef = useRef(onRead);
  useEffect(() => {
    onReadRef.current = onRead;
  });

  // the end marker coming into view (a text that fits, a resize, a scroll) re-measures
  useEffect(() => {
    const box = boxRef.current;
    const end = endRef.current;
    if (!box || !end || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) measureBox(box, onReadRef.current);
      },
      { root: box, threshold: 0 },
    );
    observer.observe(end);
    return () => observer.disconnect();
  }, [agreement]);

  if (agreement == null || agreement === '') {
    // spec 8: 'Agreement content is unavailable.'
    return (
      <p role="alert" className="text-sm text-fg-muted">
        {t('agreement.unavailable')}
      </p>
    );
  }
  return (
    <div
      ref={boxRef}
      role="region"
      aria-label={t('agreement.region')}
      // a scrolling region must take focus so that keyboard users can scroll it (WCAG 2.1.1)
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      onScroll={(e) => measureBox(e.currentTarget, onRead)}
      data-slot="agreement"
      className={cn(
        'max-h-56 overflow-y-auto rounded-md border border-border bg-surface-sunken p-3 text-sm text-fg',
        focusRingNative,
      )}
    >
      <div className="flex flex-col gap-2 whitespace-pre-line">{agreement}</div>
      <div ref={endRef} aria-hidden="true" className="h-px" />
    </div>
  );
}
