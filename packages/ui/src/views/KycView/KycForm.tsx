import {
  getLocalTimeZone,
  parseDate,
  today as todayIn,
  type CalendarDate,
} from '@internationalized/date';
import {
  DEFAULT_COUNTRY_CODES,
  idDocumentsFor,
  MAX_IMAGE_BYTES,
  normalizeCountryCode,
  validateImageUpload,
  validateKyc,
  type IdDocumentType,
} from '@invest/domain';
import { useId, useState } from 'react';
import { Form } from 'react-aria-components';
import { FormAlert, useForm, type FieldIssue } from '../../forms/Form';
import { useT } from '../../lib/i18n';
import { Button } from '../../primitives/Button';
import { Card } from '../../primitives/Card';
import { Checkbox } from '../../primitives/Checkbox';
import { DateField } from '../../primitives/DateField';
import { ImageUpload, type ImageUploadStatus } from '../../primitives/ImageUpload';
import { PhoneField } from '../../primitives/PhoneField';
import { Select } from '../../primitives/Select';
import { TextField } from '../../primitives/TextField';
import { KycAgreement } from './KycAgreement';
import type { KycDocumentSide, PartProps } from './KycView';

const localToday = () => todayIn(getLocalTimeZone()).toString();

const sides = ['front', 'back'] as const satisfies readonly KycDocumentSide[];
const imageField = { front: 'id_front', back: 'id_back' } as const;

/**
 * spec 3 KYC: the document chosen if the mobile number's country offers it, else that country's
 * first (a new country code brings its own documents).
 */
const offeredType = (countryCode: string, chosen: IdDocumentType | undefined): IdDocumentType => {
  const offered = idDocumentsFor(countryCode);
  return chosen !== undefined && offered.includes(chosen) ? chosen : (offered[0] ?? 'passport');
};

const parseDob = (value: string | undefined): CalendarDate | null => {
  if (!value) return null;
  try {
    return parseDate(value);
  } catch {
    return null;
  }
};

/** spec 3: agreement, basic information, identification; validated by domain's `validateKyc`. */
export function KycForm({
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

  // what the domain cannot know: an image still on its way, or one whose upload failed
  const uploadIssues = (values: { id_front: File | null; id_back: File | null }): FieldIssue[] =>
    sides.flatMap((side) => {
      const path = imageField[side];
      const state = sideStatus(side);
      if (!values[path] || (state !== 'uploading' && state !== 'error')) return [];
      const message = t(
        state === 'uploading' ? 'documents.stillUploading' : 'documents.uploadAgain',
      );
      return [{ path, code: `upload_${state}`, message }];
    });

  const form = useForm({
    initial: {
      declaration: false,
      // a resubmission starts from the last submission, else from the defaults (the profile)
      full_name: record?.full_name ?? defaultValues?.full_name ?? '',
      country_code:
        normalizeCountryCode(record?.country_code ?? defaultValues?.country_code ?? '') ??
        defaultCountryCode,
      mobile: (record?.country_code && record.mobile) || defaultValues?.mobile || '',
      dob: parseDob(record?.dob ?? defaultValues?.dob ?? undefined),
      id_type: undefined as IdDocumentType | undefined,
      id_no: defaultValues?.id_no ?? '',
      id_front: null as File | null,
      id_back: null as File | null,
    },
    // spec 3/5: accepted once read, full name, mobile, 18 or older, a document of the client's
    // country (India: PAN or Aadhaar) with a number that fits it, both images
    validate: (v) => {
      const result = validateKyc(
        { ...v, id_type: offeredType(v.country_code, v.id_type), dob: v.dob?.toString() ?? '' },
        {
          today: today ?? localToday(),
          agreementRead: read,
          knownCountryCodes: countries.map((c) => c.code),
        },
      );
      const pending = uploadIssues(v);
      if (pending.length === 0) return result;
      const issues = result.ok ? [] : result.issues;
      return { ok: false as const, issues: [...pending, ...issues] };
    },
    serverErrors: fieldErrors,
    submitting,
    onValid: (body) => onSubmit?.(body),
  });

  const idType = offeredType(form.values.country_code, form.values.id_type);

  return (
    <Form validationBehavior="aria" onSubmit={form.submit} className="flex flex-col gap-4">
      {/* spec 8: 'Unable to submit your KYC right now.' */}
      {(error || form.unplaced.length > 0) && (
        <FormAlert title={t('submitFailed')} message={error} details={form.unplaced} />
      )}

      <Card title={t('agreement.title')} headingLevel={2} className="p-6">
        <KycAgreement agreement={agreement} onRead={() => setRead(true)} />
        <Checkbox
          name="declaration"
          isSelected={form.values.declaration}
          onChange={(value) => form.setValue('declaration', value)}
          // spec 5: enabled only after scrolling to the bottom of the agreement
          isDisabled={!read || submitting}
          description={
            read || form.errorOf('declaration') ? undefined : String(tv('agreement_not_read'))
          }
          errorMessage={form.errorOf('declaration')}
        >
          {t('agreement.accept')}
        </Checkbox>
      </Card>

      <Card title={t('basic.title')} headingLevel={2} className="p-6">
        <TextField
          {...form.field('full_name')}
          label={t('basic.fullName')}
          description={t('basic.fullNameHint')}
          autoComplete="name"
          isRequired
        />
        <PhoneField
          {...form.phoneField()}
          label={t('basic.mobile')}
          countries={countries}
          isRequired
        />
        <DateField {...form.field('dob')} label={t('basic.dob')} isRequired />
        <Select
          label={t('idDocument.label')}
          selectedKey={idType}
          onSelectionChange={(key) => form.setValue('id_type', key as IdDocumentType)}
          items={idDocumentsFor(form.values.country_code).map((type) => ({
            id: type,
            label: t(`idDocument.${type}.name`),
          }))}
          errorMessage={form.errorOf('id_type')}
          isDisabled={submitting}
          isRequired
        />
        <TextField
          {...form.field('id_no')}
          label={t(`idDocument.${idType}.number`)}
          description={t(`idDocument.${idType}.hint`)}
          autoComplete="off"
          isRequired
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
            const name = imageField[side];
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
