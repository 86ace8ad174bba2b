// /profile/security: the security centre. Wiring only: the security hooks to SecurityView.
// Every factor added, replaced or removed goes through the shared step-up (the second factor
// when it is on, else the PIN, else the password): turning two-step verification on, a passkey
// added or removed, new backup codes (the server checks it too).
import {
  isStepUpCancelled,
  useBackupCodesRegenerate,
  useDeviceForget,
  useMoreList,
  usePasskeyDelete,
  usePasskeyRegister,
  usePasskeyRename,
  useSessionEnd,
  useSessionEndOthers,
  useSessions,
  useSignInHistory,
  useTotpConfirm,
  useTotpDisable,
  useTotpEnrol,
} from '@invest/api/hooks';
import { useT } from '@invest/ui';
import type { SecurityViewProps, TwoStepEnrolment } from '@invest/ui/SecurityView';
import { useState } from 'react';
import { useApiErrorText } from '../apiErrors';
import { useFormFailure } from '../formFailure';
import { useStepUpDialog } from '../stepUp';

/** The devices each 'Show more devices' adds. */
const DEVICE_PAGE = 10;

export function useSecurityView(): SecurityViewProps {
  const t = useT('security');
  const errorText = useApiErrorText();
  const stepUp = useStepUpDialog();
  const { overview } = stepUp;
  const sessions = useSessions();
  const devices = useMoreList('deviceList', {}, { pageSize: DEVICE_PAGE });
  const forget = useDeviceForget();
  const [forgetting, setForgetting] = useState<string[]>([]);
  const history = useSignInHistory();
  const enrol = useTotpEnrol();
  const confirm = useTotpConfirm();
  const disable = useTotpDisable();
  const regenerate = useBackupCodesRegenerate();
  const register = usePasskeyRegister();
  const rename = usePasskeyRename();
  const remove = usePasskeyDelete();
  const endSession = useSessionEnd();
  const endOthers = useSessionEndOthers();
  const failure = useFormFailure();
  const [enrolment, setEnrolment] = useState<TwoStepEnrolment>();
  const [codes, setCodes] = useState<string[]>();
  const [passkeyError, setPasskeyError] = useState<string>();
  const [added, setAdded] = useState<string>();
  const [revoking, setRevoking] = useState<string[]>([]);
  const [sessionError, setSessionError] = useState<string>();
  const loadError = (e: unknown) => (e === undefined ? undefined : errorText(e));
  const run = (work: () => Promise<unknown>) => {
    failure.clear();
    work().catch((error: unknown) => {
      if (!isStepUpCancelled(error)) failure.fail(error);
    });
  };

  return {
    twoStep: {
      data: overview.data && {
        enabled: overview.data.mfa_enabled,
        backup_codes_left: overview.data.backup_codes_left,
      },
      error: loadError(overview.error),
      onRetry: () => void overview.mutate(),
      enrolment,
      backupCodes: codes,
      pending: enrol.isMutating
        ? 'enrol'
        : confirm.isMutating
          ? 'confirm'
          : disable.isMutating
            ? 'disable'
            : regenerate.isMutating
              ? 'regenerate'
              : undefined,
      actionError: failure.error,
      fieldErrors: failure.fieldErrors,
      onStartEnrol: () =>
        run(async () => setEnrolment(await stepUp.run((step_up) => enrol.trigger({ step_up })))),
      onCancelEnrol: () => {
        failure.clear();
        setEnrolment(undefined);
      },
      onConfirmEnrol: (code) =>
        run(async () => {
          setCodes(await confirm.trigger({ code }));
          setEnrolment(undefined);
        }),
      onDisable: (body) => run(() => disable.trigger(body)),
      onBackupCodesSaved: () => setCodes(undefined),
      onRegenerate: () =>
        run(async () => {
          const fresh = await stepUp.run((step_up) => regenerate.trigger({ step_up }));
          setCodes(fresh.backup_codes);
        }),
    },
    passkeys: {
      data: overview.data?.passkeys,
      needsTwoStep: overview.data !== undefined && !overview.data.mfa_enabled,
      error: loadError(overview.error),
      onRetry: () => void overview.mutate(),
      added,
      actionError: passkeyError,
      pending: register.isMutating ? 'add' : rename.isMutating ? 'rename' : undefined,
      onAdd: () => {
        setPasskeyError(undefined);
        setAdded(undefined);
        stepUp
          .run((step_up) => register.trigger({ step_up }))
          .then(
            (passkey) => setAdded(passkey.name),
            // the browser's refusal (NotAllowedError) is no ApiError
            (error: unknown) => {
              if (isStepUpCancelled(error)) return;
              setPasskeyError(
                error instanceof Error && error.name === 'NotAllowedError'
                  ? t('passkeys.cancelled')
                  : errorText(error),
              );
            },
          );
      },
      onRename: (id, name) => rename.trigger({ id, name }),
      onRemove: (id) => {
        setPasskeyError(undefined);
        return stepUp
          .run((step_up) => remove.trigger({ id, step_up }))
          .catch((error: unknown) => {
            if (!isStepUpCancelled(error)) setPasskeyError(errorText(error));
          });
      },
    },
    devices: {
      deviceList: {
        data: devices.data?.list,
        error: loadError(devices.error),
        onRetry: devices.retry,
        total: devices.data?.total,
        hasMore: devices.hasMore,
        loadingMore: devices.loadingMore,
        onLoadMore: devices.loadMore,
        forgetting,
        onForget: (id) => {
          setSessionError(undefined);
          setForgetting((ids) => [...ids, id]);
          forget
            .trigger({ id })
            .catch((error: unknown) => setSessionError(errorText(error)))
            .finally(() => setForgetting((ids) => ids.filter((x) => x !== id)));
        },
      },
      data: sessions.data?.map((s) => ({
        id: s.id,
        browser: s.browser,
        os: s.os,
        first_seen_at: s.created_at,
        last_seen_at: s.last_active_at,
        place: s.place,
        current: s.current,
      })),
      error: loadError(sessions.error),
      onRetry: () => void sessions.mutate(),
      revoking,
      revokingOthers: endOthers.isMutating,
      actionError: sessionError,
      onEnd: (id) => {
        setSessionError(undefined);
        setRevoking((ids) => [...ids, id]);
        endSession
          .trigger({ id })
          .catch((error: unknown) => setSessionError(errorText(error)))
          .finally(() => setRevoking((ids) => ids.filter((x) => x !== id)));
      },
      onEndOthers: () => {
        setSessionError(undefined);
        return endOthers.trigger({}).catch((error: unknown) => {
          setSessionError(errorText(error));
        });
      },
    },
    history: {
      data: history.data,
      error: loadError(history.error),
      onRetry: () => void history.mutate(),
    },
    stepUp: stepUp.dialogProps.isOpen ? stepUp.dialogProps : undefined,
  };
}
