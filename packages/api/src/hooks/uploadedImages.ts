// The way to show an upload (ARCHITECTURE 'Uploads'): it is served only to its owner, so an <img>
// shows it from an object URL fetched through the client. Apart from uploads.ts because every page
// shows the header's avatar, and a module's code goes wherever any of it is needed: the upload
// slots would come with the avatar into every first visit.
import { useEffect, useRef, useState } from 'react';
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

/** An upload as a screen shows it: being fetched, ready at `src` (an object URL), or failed. */
export type UploadedImage =
  { status: 'loading' } | { status: 'ready'; src: string } | { status: 'error' };

/**
 * The images at `urls` (a chat conversation's attachments), keyed by address. As for
 * `useUploadedImageSrc`, an upload is served only to its owner and an <img> cannot send the
 * Bearer token (which never goes into an address): each upload is fetched once through the
 * client and shown from an object URL, revoked when the component unmounts. An address that is
 * not an upload is shown as it is. An address not fetched yet is absent (the screen shows it
 * loading).
 */
export function useUploadedImages(
  urls: readonly string[],
): Readonly<Record<string, UploadedImage>> {
  const client = useApiClient();
  const [images, setImages] = useState<Record<string, UploadedImage>>({});
  const started = useRef(new Map<string, AbortController>());
  const objectUrls = useRef<string[]>([]);
  const wanted = [...new Set(urls)].join('\n');

  useEffect(() => {
    const set = (url: string, image: UploadedImage) =>
      setImages((prev) => ({ ...prev, [url]: image }));
    for (const url of wanted === '' ? [] : wanted.split('\n')) {
      if (started.current.has(url)) continue;
      const controller = new AbortController();
      started.current.set(url, controller);
      const id = uploadIdOf(url);
      if (id === null) {
        set(url, { status: 'ready', src: url });
        continue;
      }
      set(url, { status: 'loading' });
      client
        .request('uploadFile', { params: { id }, responseType: 'blob', signal: controller.signal })
        .then(
          (blob) => {
            if (controller.signal.aborted) return;
            if (!(blob instanceof Blob)) {
              set(url, { status: 'error' });
              return;
            }
            const src = URL.createObjectURL(blob);
            objectUrls.current.push(src);
            set(url, { status: 'ready', src });
          },
          () => {
            if (!controller.signal.aborted) set(url, { status: 'error' });
          },
        );
    }
  }, [client, wanted]);

  useEffect(
    () => () => {
      for (const controller of started.current.values()) controller.abort();
      for (const src of objectUrls.current) URL.revokeObjectURL(src);
      started.current.clear();
      objectUrls.current = [];
      // a remount (StrictMode) fetches again from nothing
      setImages({});
    },
    [],
  );
  return images;
}
