// Uploads are served only to their owner (ARCHITECTURE 'Uploads'): an <img> cannot send the
// Bearer token, so an upload's address ('/upload/app/v1/file/<id>') is fetched through the
// client and shown from an object URL. Any other address is used as it is.
import { useApiClient } from '@invest/api/hooks';
import { useEffect, useState } from 'react';

const UPLOAD_FILE = /\/upload\/app\/v1\/file\/([A-Za-z0-9_-]{1,64})(?:[?#].*)?$/;

/** The upload id in an upload's address, or null for any other address. */
export function uploadIdOf(url: string): string | null {
  return UPLOAD_FILE.exec(url)?.[1] ?? null;
}

/** An address an <img> can show for `url` (undefined while an upload is being fetched). */
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
