import { IMAGE_MIME_TYPES, MAX_IMAGE_BYTES } from '@invest/domain';
import { formatNumber } from '@invest/i18n';
import {
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { DropZone, FileTrigger, isFileDropItem } from 'react-aria-components';
import { cn } from '../../lib/cn';
import { useLocale, useT } from '../../lib/i18n';
import { Button } from '../Button';
import { ProgressBar } from '../ProgressBar';
import { focusRing } from '../../lib/focusRing';

export type ImageUploadStatus = 'idle' | 'uploading' | 'done' | 'error';

export interface ImageUploadProps {
  /** The visible label, e.g. "Front of your ID card". */
  label: ReactNode;
  /** Called with a valid image (type accepted, size within `maxSize`). The caller uploads it. */
  onSelect?: (file: File) => void;
  /** Largest accepted file, in bytes. @default MAX_IMAGE_BYTES (5 MiB) */
  maxSize?: number;
  /** Accepted MIME types (spec 5: images only). @default IMAGE_MIME_TYPES */
  acceptedTypes?: readonly string[];
  /** The caller's upload state. @default 'idle' */
  status?: ImageUploadStatus;
  /** Upload progress, 0-100, while `status` is 'uploading'; without it the bar is indeterminate. */
  progress?: number;
  /** The message for `status: 'error'`. @default ui:imageUpload.failed */
  errorMessage?: ReactNode;
  /** Shows a retry button when `status` is 'error'. */
  onRetry?: () => void;
  /** Shows a remove button once an image is chosen; the preview is cleared too. */
  onRemove?: () => void;
  /** @default false */
  isDisabled?: boolean;
  /** Classes for the outer element (label, drop zone, messages). */
  className?: string;
  /** A ref to the rendered `HTMLDivElement` (React 19 passes `ref` as a prop). */
  ref?: Ref<HTMLDivElement>;
}

type Problem = 'tooBig' | 'onlyImages';

/**
 * Picks one image by the file dialog or by drag and drop (or paste), checks its type and size
 * (spec 5: 'Image is too big'), previews it and hands it to `onSelect`. It never uploads: the
 * caller does, and reports back through `status` and `progress`.
 */
export function ImageUpload({
  label,
  onSelect,
  maxSize = MAX_IMAGE_BYTES,
  acceptedTypes = IMAGE_MIME_TYPES,
  status = 'idle',
  progress,
  errorMessage,
  onRetry,
  onRemove,
  isDisabled = false,
  className,
  ref,
}: ImageUploadProps) {
  const t = useT();
  const locale = useLocale();
  const labelId = useId();
  const [problem, setProblem] = useState<Problem | null>(null);
  const [preview, setPreview] = useState<{ url: string; name: string } | null>(null);
  // the object URL lives as long as its preview: revoked on change and on unmount
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview.url);
    },
    [preview],
  );

  const choose = (file: File | undefined) => {
    if (!file || isDisabled) return;
    if (!acceptedTypes.includes(file.type)) return setProblem('onlyImages');
    if (file.size > maxSize) return setProblem('tooBig');
    setProblem(null);
    setPreview({ url: URL.createObjectURL(file), name: file.name });
    onSelect?.(file);
  };
  const busy = isDisabled || status === 'uploading';
  const zoneRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  // The drop zone takes focus (its own hidden button, for a keyboard drag and drop or a paste),
  // so Enter and Space there open the file picker as the "Choose image" button does (WCAG
  // 2.1.1). Caught before the drop button's press handling stops the key; not during a keyboard
  // drag over the zone, where Enter is the drop.
  const pickOnKey = (e: KeyboardEvent<HTMLDivElement>) => {
    const zone = zoneRef.current;
    if (busy || !zone || (e.key !== 'Enter' && e.key !== ' ')) return;
    if (e.target !== zone.querySelector('button') || zone.hasAttribute('data-drop-target')) return;
    e.preventDefault();
    e.stopPropagation();
    inputRef.current?.click();
  };
  const size = formatNumber(maxSize / 2 ** 20, locale, {
    style: 'unit',
    unit: 'megabyte',
    maximumFractionDigits: 1,
  });

  return (
    <div
      ref={ref}
      data-slot="image-upload"
      className={cn('flex flex-col gap-1.5', className)}
      onKeyDownCapture={pickOnKey}
    >
      <span id={labelId} className="text-sm font-medium text-fg">
        {label}
      </span>
      <DropZone
        ref={zoneRef}
        isDisabled={busy}
        aria-labelledby={labelId}
        aria-label={t('imageUpload.dropHint')}
        onDrop={async (e) => choose(await e.items.find(isFileDropItem)?.getFile())}
        className={cn(
          'flex flex-col items-center gap-3 rounded-lg border-2 border-dashed border-border-strong bg-surface p-4 text-center data-[disabled]:border-border data-[drop-target]:border-primary data-[drop-target]:bg-surface-sunken',
          focusRing,
        )}
      >
        {preview ? (
          <figure className="flex max-w-full flex-col items-center gap-1">
            <img
              src={preview.url}
              alt={t('imageUpload.preview', { name: preview.name })}
              className="max-h-40 max-w-full rounded-md object-contain"
            />
            <figcaption className="max-w-full truncate text-xs text-fg-muted">
              {preview.name}
            </figcaption>
          </figure>
        ) : (
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.5"
            strokeLinecap="round"
            strokeLinejoin="round"
            className="size-8 text-fg-muted"
          >
            <rect x="3" y="4" width="18" height="16" rx="2" />
            <circle cx="9" cy="10" r="1.75" />
            <path d="M21 16l-5-5-9 9" />
          </svg>
        )}
        <div className="flex flex-col text-sm text-fg-muted">
          <span>{t('imageUpload.dropHint')}</span>
          <span className="text-xs">{t('imageUpload.limits', { size })}</span>
        </div>
        <div className="flex flex-wrap justify-center gap-2">
          <FileTrigger
            ref={inputRef}
            acceptedFileTypes={acceptedTypes}
            onSelect={(files) => choose(files?.[0])}
          >
            <Button variant="secondary" size="sm" isDisabled={busy}>
              {preview ? t('imageUpload.replace') : t('imageUpload.choose')}
            </Button>
          </FileTrigger>
          {preview && onRemove && (
            <Button
              variant="ghost"
              size="sm"
              isDisabled={busy}
              onPress={() => {
                setPreview(null);
                setProblem(null);
                onRemove();
              }}
            >
              {t('imageUpload.remove')}
            </Button>
          )}
        </div>
      </DropZone>
      {problem && (
        <p role="alert" className="text-xs font-medium text-negative">
          {t(`imageUpload.${problem}`)}
        </p>
      )}
      <div aria-live="polite" className="empty:hidden">
        {status === 'uploading' && (
          <ProgressBar
            label={t('imageUpload.uploading')}
            value={progress}
            isIndeterminate={progress === undefined}
            size="sm"
          />
        )}
        {status === 'done' && (
          <p className="flex items-center gap-1.5 text-sm font-medium text-positive">
            <StatusIcon d="M5 8.25l2 2 4-4.5" />
            {t('imageUpload.uploaded')}
          </p>
        )}
        {status === 'error' && (
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="flex items-center gap-1.5 text-sm font-medium text-negative">
              <StatusIcon d="M8 4.75v4M8 11v.25" />
              {errorMessage ?? t('imageUpload.failed')}
            </p>
            {onRetry && (
              <Button variant="secondary" size="sm" onPress={onRetry}>
                {t('imageUpload.retry')}
              </Button>
            )}
          </div>
        )}
      </div>
    </div>
  );
}

function StatusIcon({ d }: { d: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 16 16"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
      className="size-4 shrink-0"
    >
      <circle cx="8" cy="8" r="6.5" />
      <path d={d} />
    </svg>
  );
}
