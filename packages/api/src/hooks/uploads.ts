// Area uploads: an image (avatar, KYC sides, deposit proof) as multipart, with progress.
import { useCallback } from 'react';
import type { ApiClient } from '../client';
import type { UploadPurpose, UploadResponse } from '../contract/uploads';
import type { UploadProgress } from '../transport';
import { useApiClient } from './context';
import { useMutation } from './mutation';

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
