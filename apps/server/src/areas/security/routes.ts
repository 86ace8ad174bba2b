// The security centre's calls (two-step verification, passkeys, devices, sessions), HTTP only:
// the rules are in service.ts and the files beside it. Every call runs in one unit of work; a
// refused code is recorded and kept.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sha256 } from '../../platform/auth/tokens';
import { AppError } from '../../platform/errors';
import { route, type AppDeps, type MfaCaller } from '../../platform/route';
import { unitOfWork } from '../../platform/unitOfWork';
import { giveDeviceToken, presentedDeviceToken } from '../auth/devices';
import { completeMfaLogin, requireUnspentPendingLogin } from '../auth/mfa';
import { verifyPasskeyAssertion, type RelyingParty } from './passkeys';
import {
  addPasskey,
  confirmTotpEnrolment,
  devices,
  disableTotp,
  endOtherSessions,
  endSession,
  forgetDevice,
  mfaMethods,
  passkeyLoginOptions,
  passkeyRegistrationOptions,
  passkeys,
  regenerateBackupCodes,
  removePasskey,
  renameUserPasskey,
  securityOverview,
  sessions,
  signInHistory,
  startTotpEnrolment,
  stepUpPasskeyOptions,
} from './service';

/** The relying party's display name when the tenant has none. */
const RP_NAME = 'Invest';

/**
 * The relying party of a WebAuthn ceremony: the web app's origin (the request's Origin header),
 * which must be this server's own or one of CORS_ORIGINS; its host name is the RP ID. Other
 * areas' routes pass it to `requireStepUp` for a passkey proof.
 */
export function relyingParty(request: FastifyRequest, deps: AppDeps): RelyingParty {
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

/** The caller of a pending login (the pending-MFA token); a signed-in caller has none. */
function pendingLogin(mfa: MfaCaller) {
  if (mfa.kind !== 'pending') throw AppError.unauthorized('No pending session.');
  return mfa.claims;
}

function bearerToken(request: FastifyRequest): string {
  const match = /^Bearer +(\S+)$/i.exec(request.headers.authorization ?? '');
  return match?.[1] ?? '';
}

export async function securityArea(app: FastifyInstance): Promise<void> {
  route(app, 'securityOverview', async ({ auth, deps }) =>
    unitOfWork(deps, (tx) => securityOverview(tx, auth)),
  );

  route(app, 'totpEnrol', async ({ auth, body, deps }) =>
    unitOfWork(deps, (tx) => startTotpEnrolment(tx, auth, body?.step_up)),
  );

  route(app, 'totpConfirm', async ({ auth, body, deps }) =>
    unitOfWork(deps, (tx) => confirmTotpEnrolment(tx, auth, body.code)),
  );

  route(app, 'totpDisable', async ({ auth, body, deps }) => {
    await unitOfWork(deps, (tx) =>
      disableTotp(tx, auth, { password: body.password, code: body.code }),
    );
    return { ok: true as const };
  });

  route(app, 'backupCodesRegenerate', async ({ auth, body, deps, request }) => {
    const rp = body.step_up.passkey === undefined ? undefined : relyingParty(request, deps);
    const codes = await unitOfWork(deps, (tx) => regenerateBackupCodes(tx, auth, body.step_up, rp));
    return { backup_codes: codes };
  });

  route(app, 'stepUpPasskeyOptions', async ({ auth, deps, request }) => {
    const rp = relyingParty(request, deps);
    return unitOfWork(deps, (tx) => stepUpPasskeyOptions(tx, auth, rp));
  });

  route(app, 'passkeyList', async ({ auth, deps }) => unitOfWork(deps, (tx) => passkeys(tx, auth)));

  route(app, 'passkeyRegisterOptions', async ({ auth, body, deps, request }) => {
    const rp = relyingParty(request, deps);
    return unitOfWork(deps, (tx) => passkeyRegistrationOptions(tx, auth, rp, body?.step_up));
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

  route(app, 'passkeyDelete', async ({ auth, body, params, deps, request }) => {
    const proof = body?.step_up;
    const rp = proof?.passkey === undefined ? undefined : relyingParty(request, deps);
    await unitOfWork(deps, (tx) => removePasskey(tx, auth, params.id, proof, rp));
    return { ok: true as const };
  });

  route(app, 'mfaMethods', async ({ mfa, deps }) => {
    const owner =
      mfa.kind === 'pending' ? { tenantId: mfa.claims.tid, userId: mfa.claims.sub } : mfa.auth;
    return unitOfWork(deps, (tx) => mfaMethods(tx, owner));
  });

  route(app, 'passkeyLoginOptions', async ({ mfa, deps, request }) => {
    const claims = pendingLogin(mfa);
    const rp = relyingParty(request, deps);
    // a pending login that already completed is refused as its completion refuses it
    const pendingHash = sha256(bearerToken(request));
    return unitOfWork(deps, async (tx) => {
      await requireUnspentPendingLogin(tx, pendingHash);
      return passkeyLoginOptions(tx, { tenantId: claims.tid, userId: claims.sub }, rp);
    });
  });

  route(app, 'passkeyLogin', async ({ mfa, body, deps, request, reply }) => {
    const claims = pendingLogin(mfa);
    const rp = relyingParty(request, deps);
    const device = {
      token: presentedDeviceToken(request),
      userAgent: request.headers['user-agent'],
      address: request.ip,
    };
    const pendingHash = sha256(bearerToken(request));
    const done = await unitOfWork(deps, (tx) =>
      completeMfaLogin(
        tx,
        claims,
        pendingHash,
        {
          method: 'passkey',
          check: (d, owner) => verifyPasskeyAssertion(d, owner, rp, 'login', body.response),
        },
        device,
      ),
    );
    giveDeviceToken(request, reply, done.deviceToken);
    return done.tokens;
  });

  route(app, 'deviceList', async ({ auth, deps }) => unitOfWork(deps, (tx) => devices(tx, auth)));

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
