// spec 2/3 KYC identification upload: each side of the ID uploads as soon as it is chosen
// (purpose kyc_front / kyc_back) with its progress; the answers' ids go into the submission.
import { useUploadImage } from '@invest/api/hooks';
import type { ImageUploadStatus, KycDocumentSide } from '@invest/ui';
import { useCallback, useEffect, useRef, useState } from 'react';

interface SideUpload {
  file: File;
  status: ImageUploadStatus;
  progress: number;
  /** The upload's id once the server has it. */
  id?: string;
}

const PURPOSE = { front: 'kyc_front', back: 'kyc_back' } as const;

export function useKycUploads() {
  const { trigger } = useUploadImage();
  const [sides, setSides] = useState<Partial<Record<KycDocumentSide, SideUpload>>>({});
  const running = useRef<Partial<Record<KycDocumentSide, AbortController>>>({});

  const patch = useCallback(
    (side: KycDocumentSide, change: Partial<SideUpload>) =>
      setSides((all) => {
        const current = all[side];
        return current ? { ...all, [side]: { ...current, ...change } } : all;
      }),
    [],
  );

  const stop = useCallback((side: KycDocumentSide) => {
    running.current[side]?.abort();
    delete running.current[side];
  }, []);

  const start = useCallback(
    (side: KycDocumentSide, file: File) => {
      stop(side);
      const controller = new AbortController();
      running.current[side] = controller;
      const live = () => !controller.signal.aborted;
      setSides((all) => ({ ...all, [side]: { file, status: 'uploading', progress: 0 } }));
      trigger({
        file,
        purpose: PURPOSE[side],
        signal: controller.signal,
        onProgress: ({ percent }) => {
          // 100 % sent is not yet stored: 'done' waits for the answer
          if (live()) patch(side, { progress: Math.min(percent, 99) });
        },
      }).then(
        (answer) => {
          if (live()) patch(side, { status: 'done', progress: 100, id: answer.id });
        },
        () => {
          if (live()) patch(side, { status: 'error' });
        },
      );
    },
    [trigger, patch, stop],
  );

  const remove = useCallback(
    (side: KycDocumentSide) => {
      stop(side);
      setSides(({ [side]: _gone, ...rest }) => rest);
    },
    [stop],
  );

  const retry = useCallback(
    (side: KycDocumentSide) => {
      const file = sides[side]?.file;
      if (file) start(side, file);
    },
    [sides, start],
  );

  const clear = useCallback(() => {
    stop('front');
    stop('back');
    setSides({});
  }, [stop]);

  // leaving the page stops what is still on its way
  useEffect(
    () => () => {
      stop('front');
      stop('back');
    },
    [stop],
  );

  return {
    start,
    remove,
    retry,
    clear,
    ids: { front: sides.front?.id, back: sides.back?.id },
    progress: { front: sides.front?.progress, back: sides.back?.progress },
    status: { front: sides.front?.status, back: sides.back?.status },
  };
}
