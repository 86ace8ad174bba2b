import { MAX_IMAGE_BYTES, validateImageUpload } from '@invest/domain';
import { useState } from 'react';
import { useT } from '../../lib/i18n';
import { Avatar } from '../../primitives/Avatar';
import { Button } from '../../primitives/Button';
import { Modal } from '../../primitives/Dialog';
import { ImageUpload, type ImageUploadStatus } from '../../primitives/ImageUpload';

export interface AvatarUploadProps {
  /** Whether the modal is open (controlled). */
  isOpen?: boolean;
  /** Whether the modal starts open (uncontrolled). */
  defaultOpen?: boolean;
  /** Called when the modal opens or closes (close button, Escape, outside, cancel). */
  onOpenChange?: (isOpen: boolean) => void;
  /** The user's display name, for the current picture's text alternative and initials. */
  name?: string;
  /** The current picture's address. */
  currentSrc?: string;
  /** Called with the chosen image (type and size checked) when the user confirms or retries. */
  onUpload?: (file: File) => void;
  /** The app's upload state. @default 'idle' */
  status?: ImageUploadStatus;
  /** Upload progress, 0-100, while `status` is 'uploading'. */
  progress?: number;
  /** The app's (translated) detail of a failed upload, after 'Avatar upload failed'. */
  error?: string;
}

/**
 * spec 2 Avatar upload (modal): the current picture, an image picker with preview (images only,
 * spec 5), upload progress and the failure 'Avatar upload failed' with a retry. It never
 * uploads: `onUpload` hands the file to the app, which reports back through `status`.
 */
export function AvatarUpload({ isOpen, defaultOpen, onOpenChange, ...props }: AvatarUploadProps) {
  const t = useT('auth');
  return (
    <Modal
      isOpen={isOpen}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      // no dismissal by a stray click while a picture is on its way
      isDismissable={props.status !== 'uploading'}
      title={t('avatar.title')}
    >
      {({ close }) => <AvatarUploadBody {...props} close={close} />}
    </Modal>
  );
}

/** The body lives inside the modal, so a closed modal forgets the chosen file. */
function AvatarUploadBody({
  name,
  currentSrc,
  onUpload,
  status = 'idle',
  progress,
  error,
  close,
}: Omit<AvatarUploadProps, 'isOpen' | 'defaultOpen' | 'onOpenChange'> & { close: () => void }) {
  const t = useT('auth');
  const [file, setFile] = useState<File | null>(null);
  const uploading = status === 'uploading';
  const failed = t('avatar.failed');

  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-center gap-3">
        <Avatar name={name} src={currentSrc} size="lg" />
        <p className="text-sm text-fg-muted">{t('avatar.hint')}</p>
      </div>
      <ImageUpload
        label={t('avatar.picker')}
        maxSize={MAX_IMAGE_BYTES}
        status={status}
        progress={progress}
        // spec 8: 'Avatar upload failed'
        errorMessage={
          <span>
            {failed}
            {error && error !== failed && <span className="font-normal"> {error}</span>}
          </span>
        }
        onRetry={file && onUpload ? () => onUpload(file) : undefined}
        // spec 5: images only ('Only image files are allowed'), up to MAX_IMAGE_BYTES
        onSelect={(picked) => validateImageUpload(picked).ok && setFile(picked)}
        onRemove={() => setFile(null)}
      />
      <div className="flex flex-col-reverse gap-2 border-t border-border pt-3 md:flex-row md:justify-end">
        <Button variant="secondary" onPress={close} isDisabled={uploading}>
          {status === 'done' ? t('avatar.close') : t('avatar.cancel')}
        </Button>
        {status !== 'done' && (
          <Button isDisabled={!file} isPending={uploading} onPress={() => file && onUpload?.(file)}>
            {t('avatar.upload')}
          </Button>
        )}
      </div>
    </div>
  );
}
