// The header's avatar when it is an upload (ARCHITECTURE 'Uploads'): served only to its owner, so
// an <img> shows it from an object URL fetched through the client. Apart from uploads.ts because
// every page shows the header, and a module's code goes wherever any of it is needed: the upload
// slots and the chat's attachments would come with the avatar into every first visit.
import { useEffect, useState } from 'react';
import { routes } from '../contract/routes';
import { useApiClient } from './context';

// the upload file route ('/upload/app/v1/file/:id') as a pattern that captures the id
const UPLOAD_FILE = new RegExp(
  `${routes.uploadFile.path.replace(':id', '([A-Za-z0-9_-]{1,64})')}(?:[?#].*)?$`,
);

/** The upload id in an upload's address, or null for any other address. */
export function uploadIdOf(url: string): string | null {
  return UPLOAD_FILE.exec(url)?.[1] ?? null;
}

/**
 * An address an <img> can show for `url` (undefined while an upload is being fetched). Uploads
 * are served only to their owner and an <img> cannot send the Bearer token, so an upload's
 * address is fetched through the client and shown from an object URL; any other address is
 * used as it is.
 */
export function useUploadedImageSrc(url: string | null | undefined): string | undefined {
  const client = useApiClient();
  const id = url ? uploadIdOf(url) : null;
  const [loaded, setLoaded] = useState<{ id: string; src: string }>();

  useEffect(() => {
    if (id === null) return;
    const controller = new AbortController();
    let objectUrl: string | undefined;
    client
      .request('uploadFile', { params: { id }, responseType: 'blob', signal: controller.signal })
      .then(
        (blob) => {
          if (controller.signal.aborted || !(blob instanceof Blob)) return;
          objectUrl = URL.createObjectURL(blob);
          setLoaded({ id, src: objectUrl });
        },
        () => {
          // no picture: the avatar shows the initials
        },
      );
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [client, id]);

  if (!url) return undefined;
  if (id === null) return url;
  return loaded?.id === id ? loaded.src : undefined;
}
