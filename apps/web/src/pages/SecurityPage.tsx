// issue 13 /profile/security: the security centre. Wiring only: the security hooks to
// SecurityView; the step-up dialog asks for the second factor (the PIN when it is off) before
// new backup codes (the server checks it too).
import {
  useBackupCodesRegenerate,
  useDeviceForget,
  useDevices,
  usePasskeyDelete,
  usePasskeyRegister,
  usePasskeyRename,
  useSecurityOverview,
  useSessionEnd,
  useSessionEndOthers,
  useSessions,
  useSignInHistory,
  useTotpConfirm,
  useTotpDisable,
  useTotpEnrol,
} from '@invest/api/hooks';
import { useT } from '@invest/ui';
import { SecurityView, type TwoStepEnrolment } from '@invest/ui/SecurityView';
import { useState } from 'react';
import { useApiErrorText } from '../app/apiErrors';
import { useFormFailure } from '../app/formFailure';
import { pageFrame } from '../app/frame';

export default function SecurityPage() {
  const t = useT('security');
  const errorText = useApiErrorText();
  const overview = useSecurityOverview();
  const sessions = useSessions();
  const deviceList = useDevices();
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
  const [stepUp, setStepUp] = useState<{ error?: string }>();
  const [passkeyError, setPasskeyError] = useState<string>();
  const [added, setAdded] = useState<string>();
  const [revoking, setRevoking] = useState<string[]>([]);
  const [sessionError, setSessionError] = useState<string>();
  const kind = overview.data?.step_up ?? 'none';
  const loadError = (e: unknown) => (e === undefined ? undefined : errorText(e));
  const run = (work: () => Promise<unknown>) => {
    failure.clear();
    work().catch((error: unknown) => failure.fail(error));
  };
  const newCodes = async (step_up: { code?: string; pin?: string }) => {
    setCodes((await regenerate.trigger({ step_up })).backup_codes);
    setStepUp(undefined);
  };

  return (
    <div className={pageFrame}>
      <SecurityView
        twoStep={{
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
          onStartEnrol: () => run(async () => setEnrolment(await enrol.trigger({}))),
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
          onRegenerate: () => {
            failure.clear();
            if (kind === 'none') run(() => newCodes({}));
            else setStepUp({});
          },
        }}
        passkeys={{
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
            register.trigger({}).then(
              (passkey) => setAdded(passkey.name),
              // the browser's refusal (NotAllowedError) is no ApiError
              (error: unknown) =>
                setPasskeyError(
                  error instanceof Error && error.name === 'NotAllowedError'
                    ? t('passkeys.cancelled')
                    : errorText(error),
                ),
            );
          },
          onRename: (id, name) => rename.trigger({ id, name }),
          onRemove: (id) => remove.trigger({ id }),
        }}
        devices={{
          deviceList: {
            data: deviceList.data,
            error: loadError(deviceList.error),
            onRetry: () => void deviceList.mutate(),
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
        }}
        history={{
          data: history.data,
          error: loadError(history.error),
          onRetry: () => void history.mutate(),
        }}
        stepUp={
          stepUp && {
            method: kind === 'pin' ? 'pin' : 'totp',
            error: stepUp.error,
            submitting: regenerate.isMutating,
            onCancel: () => setStepUp(undefined),
            onSubmit: (code) =>
              void newCodes(kind === 'pin' ? { pin: code } : { code }).catch((error: unknown) =>
                setStepUp({ error: errorText(error) }),
              ),
          }
        }
      />
    </div>
  );
}
