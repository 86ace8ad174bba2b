// The security centre's calls, HTTP only: the rules are in service.ts and the files beside it.
// Every call runs in one unit of work; a refused code is recorded and kept. The step-up of a
// factor change is declared in the contract and bound by the platform (platform/stepUp.ts).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../platform/errors';
import { route } from '../../platform/route';
import type { StepUpVerifier } from '../../platform/stepUp';
import { unitOfWork } from '../../platform/unitOfWork';
import type { Config } from '../../config';
import type { RelyingParty } from './passkeys';
import { requireStepUp } from './stepUp';
import {
  addPasskey,
  devices,
  disableTotp,
  endOtherSessions,
  endSession,
  forgetDevice,
  mfaMethods,
  passkeyRegistrationOptions,
  passkeys,
  regenerateBackupCodes,
  removePasskey,
  renameUserPasskey,
  securityOverview,
  sessions,
  signInHistory,
  stepUpPasskeyOptions,
} from './service';

/** The relying party's display name when the tenant has none. */
const RP_NAME = 'Invest';

/**
 * The relying party of a WebAuthn ceremony: the web app's origin (the request's Origin header),
 * which must be this server's own or one of CORS_ORIGINS; its host name is the RP ID.
 */
export function relyingParty(
  request: FastifyRequest,
  deps: { config: Pick<Config, 'CORS_ORIGINS'> },
): RelyingParty {
  const origin = request.headers.origin;
  const own = `${request.protocol}://${request.headers.host ?? ''}`;
  if (
    typeof origin !== 'string' ||
    (origin !== own && !deps.config.CORS_ORIGINS.includes(origin))
  ) {
    throw new AppError('PASSKEY_INVALID', 400, 'Passkeys need the web app’s origin.');
  }
  return { origin, id: new URL(origin).hostname, name: RP_NAME };
}

/**
 * The platform's check of a declared step-up (AppDeps.verifyStepUp, wired by app.ts): a passkey
 * proof is checked against the web app's origin, the relying party of the request.
 */
export const stepUpVerifier =
  (config: Pick<Config, 'CORS_ORIGINS'>): StepUpVerifier =>
  (deps, owner, proof, action, request) =>
    requireStepUp(
      deps,
      owner,
      proof,
      action,
      proof?.passkey === undefined || request === undefined
        ? undefined
        : relyingParty(request, { config }),
    );

export async function securityArea(app: FastifyInstance): Promise<void> {
  route(app, 'securityOverview', async ({ auth, deps }) =>
    unitOfWork(deps, (tx) => securityOverview(tx, auth)),
  );

  route(app, 'totpDisable', async ({ auth, body, deps }) => {
    await unitOfWork(deps, (tx) =>
      disableTotp(tx, auth, { password: body.password, code: body.code }),
    );
    return { ok: true as const };
  });

  route(app, 'backupCodesRegenerate', async ({ auth, deps, stepUp }) => {
    const codes = await unitOfWork(deps, (tx) => regenerateBackupCodes(tx, auth, stepUp));
    return { backup_codes: codes };
  });

  route(app, 'stepUpPasskeyOptions', async ({ auth, deps, request }) => {
    const rp = relyingParty(request, deps);
    return unitOfWork(deps, (tx) => stepUpPasskeyOptions(tx, auth, rp));
  });

  route(app, 'passkeyList', async ({ auth, deps }) => unitOfWork(deps, (tx) => passkeys(tx, auth)));

  route(app, 'passkeyRegisterOptions', async ({ auth, deps, request, stepUp }) => {
    const rp = relyingParty(request, deps);
    return unitOfWork(deps, (tx) => passkeyRegistrationOptions(tx, auth, rp, stepUp));
  });

  route(app, 'passkeyRegister', async ({ auth, body, deps, request }) => {
    const rp = relyingParty(request, deps);
    return unitOfWork(deps, (tx) =>
      addPasskey(tx, auth, rp, {
        name: body.name,
        response: body.response,
        userAgent: request.headers['user-agent'] ?? '',
      }),
    );
  });

  route(app, 'passkeyRename', async ({ auth, body, params, deps }) =>
    unitOfWork(deps, (tx) => renameUserPasskey(tx, auth, params.id, body.name)),
  );

  route(app, 'passkeyDelete', async ({ auth, params, deps, stepUp }) => {
    await unitOfWork(deps, (tx) => removePasskey(tx, auth, params.id, stepUp));
    return { ok: true as const };
  });

  route(app, 'mfaMethods', async ({ mfa, deps }) => {
    const owner =
      mfa.kind === 'pending' ? { tenantId: mfa.claims.tid, userId: mfa.claims.sub } : mfa.auth;
    return unitOfWork(deps, (tx) => mfaMethods(tx, owner));
  });

  route(app, 'deviceList', async ({ auth, deps, query }) =>
    unitOfWork(deps, (tx) => devices(tx, auth, query)),
  );

  route(app, 'deviceForget', async ({ auth, params, deps }) =>
    unitOfWork(deps, (tx) => forgetDevice(tx, auth, params.id)),
  );

  route(app, 'sessionList', async ({ auth, deps }) => unitOfWork(deps, (tx) => sessions(tx, auth)));

  route(app, 'sessionEnd', async ({ auth, params, deps }) => {
    await unitOfWork(deps, (tx) => endSession(tx, auth, params.id));
    return { ok: true as const };
  });

  route(app, 'sessionEndOthers', async ({ auth, deps }) =>
    unitOfWork(deps, (tx) => endOtherSessions(tx, auth)),
  );

  route(app, 'signInHistory', async ({ auth, deps }) =>
    unitOfWork(deps, (tx) => signInHistory(tx, auth)),
  );
}
