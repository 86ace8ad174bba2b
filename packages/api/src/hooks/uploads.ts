// Area uploads: an image (avatar, KYC sides, deposit proof) as multipart, with progress.
// And image uploads as the screens use them (ARCHITECTURE 'Uploads'): a slot per image (the two sides
// of a KYC ID, an avatar, a deposit proof) that uploads as soon as a file is chosen, with its
// progress; and the images of a conversation, each fetched through the client (the header's avatar
// is uploadedImages.ts's).
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApiClient } from '../client';
import type { UploadPurpose, UploadResponse } from '../contract/uploads';
import type { UploadProgress } from '../transport';
import { useApiClient } from './context';
import { useSetAvatar } from './client';
import { useMutation } from './mutation';
import { uploadIdOf } from './uploadedImages';

export interface UploadImageInput {
  file: Blob;
  /** What the image is for (avatar, KYC front/back, deposit proof). */
  purpose: UploadPurpose;
  /** Upload progress (the KYC screen shows it). */
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
}

/** Builds the multipart body of POST /upload/app/v1/image. */
export function uploadForm(file: Blob, purpose: UploadPurpose): FormData {
  const form = new FormData();
  form.append('purpose', purpose);
  const name = (file as Blob & { name?: string }).name ?? 'image';
  form.append('file', file, name);
  return form;
}

/** The upload itself, for callers outside React. */
export function uploadImage(client: ApiClient, input: UploadImageInput): Promise<UploadResponse> {
  return client.request('uploadImage', {
    form: uploadForm(input.file, input.purpose),
    ...(input.onProgress ? { onUploadProgress: input.onProgress } : {}),
    ...(input.signal ? { signal: input.signal } : {}),
  });
}

/** Uploads an image (multipart), reporting progress; resolves its id and URL. */
export function useUploadImage() {
  const client = useApiClient();
  const run = useCallback(
    (input: UploadImageInput): Promise<UploadResponse> => uploadImage(client, input),
    [client],
  );
  return useMutation(run);
}

/** Where one slot's upload stands (the ImageUpload states of @invest/ui). */
export type UploadSlotStatus = 'uploading' | 'done' | 'error';

interface SlotUpload {
  file: File;
  status: UploadSlotStatus;
  progress: number;
  /** The upload's id once the server has it. */
  id?: string;
}

/**
 * Upload slots by name, each with the purpose its uploads are stored under: a chosen file
 * uploads at once (`start`); `remove` drops it (and stops it), `retry` sends it again, `clear`
 * empties every slot. Leaving the screen stops what is still on its way. `purposes` must be a
 * stable object (a module constant).
 */
export function useUploadSlots<Slot extends string>(
  purposes: Readonly<Record<Slot, UploadPurpose>>,
) {
  const { trigger } = useUploadImage();
  const [slots, setSlots] = useState<Partial<Record<Slot, SlotUpload>>>({});
  const running = useRef<Partial<Record<Slot, AbortController>>>({});

  const patch = useCallback(
    (slot: Slot, change: Partial<SlotUpload>) =>
      setSlots((all) => {
        const current = all[slot];
        return current ? { ...all, [slot]: { ...current, ...change } } : all;
      }),
    [],
  );

  const stop = useCallback((slot: Slot) => {
    running.current[slot]?.abort();
    delete running.current[slot];
  }, []);

  const stopAll = useCallback(() => {
    for (const slot of Object.keys(purposes) as Slot[]) stop(slot);
  }, [purposes, stop]);

  const start = useCallback(
    (slot: Slot, file: File) => {
      stop(slot);
      const controller = new AbortController();
      running.current[slot] = controller;
      const live = () => !controller.signal.aborted;
      setSlots((all) => ({ ...all, [slot]: { file, status: 'uploading', progress: 0 } }));
      trigger({
        file,
        purpose: purposes[slot],
        signal: controller.signal,
        onProgress: ({ percent }) => {
          // 100 % sent is not yet stored: 'done' waits for the answer
          if (live()) patch(slot, { progress: Math.min(percent, 99) });
        },
      }).then(
        (answer) => {
          if (live()) patch(slot, { status: 'done', progress: 100, id: answer.id });
        },
        () => {
          if (live()) patch(slot, { status: 'error' });
        },
      );
    },
    [trigger, patch, stop, purposes],
  );

  const remove = useCallback(
    (slot: Slot) => {
      stop(slot);
      setSlots((all) => {
        const rest = { ...all };
        delete rest[slot];
        return rest;
      });
    },
    [stop],
  );

  const retry = useCallback(
    (slot: Slot) => {
      const file = slots[slot]?.file;
      if (file) start(slot, file);
    },
    [slots, start],
  );

  const clear = useCallback(() => {
    stopAll();
    setSlots({});
  }, [stopAll]);

  // leaving the screen stops what is still on its way
  useEffect(() => stopAll, [stopAll]);

  const pick = <K extends keyof SlotUpload>(key: K) =>
    Object.fromEntries(
      (Object.keys(purposes) as Slot[]).map((slot) => [slot, slots[slot]?.[key]]),
    ) as Record<Slot, SlotUpload[K] | undefined>;

  return {
    start,
    remove,
    retry,
    clear,
    ids: pick('id'),
    progress: pick('progress'),
    status: pick('status'),
  };
}

/** spec 3 KYC: the two sides of the ID, stored under their purposes. */
export const KYC_UPLOAD_PURPOSES = {
  front: 'kyc_front',
  back: 'kyc_back',
} as const satisfies Record<string, UploadPurpose>;

/** spec 2/3 KYC identification: each side of the ID uploads as soon as it is chosen. */
export const useKycUploads = () => useUploadSlots(KYC_UPLOAD_PURPOSES);

/** Where the avatar upload stands: its status and progress, and the failure when it failed. */
export interface AvatarUploadState {
  status: 'idle' | UploadSlotStatus;
  progress?: number;
  error?: unknown;
}

/**
 * spec 2 Profile, the avatar: the image is uploaded (purpose avatar), then set as the avatar.
 * `start` resolves true once both are done, false when either failed (see `error`).
 */
export function useAvatarUpload() {
  const { trigger: upload } = useUploadImage();
  const { trigger: setAvatar } = useSetAvatar();
  const [state, setState] = useState<AvatarUploadState>({ status: 'idle' });
  const start = useCallback(
    async (file: File): Promise<boolean> => {
      setState({ status: 'uploading', progress: 0 });
      try {
        const image = await upload({
          file,
          purpose: 'avatar',
          onProgress: ({ percent }) =>
            setState({ status: 'uploading', progress: Math.min(percent, 99) }),
        });
        await setAvatar({ url: image.url });
        setState({ status: 'done', progress: 100 });
        return true;
      } catch (error) {
        setState({ status: 'error', error });
        return false;
      }
    },
    [upload, setAvatar],
  );
  return { ...state, start };
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
