// The auth calls of spec 7 (login, MFA, refresh, logout, register, codes, passwords, PIN).
// HTTP only: the rules live in service.ts, mfa.ts, codes.ts and platform/rateLimit.ts, which the
// back-office CLI calls too.
import { HEADERS } from '@invest/api/contract';
import { VISITOR_ID_HEADER } from '@invest/domain';
import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { revokeSessions, rotateRefreshToken } from './sessions';
import { sha256 } from '../../platform/auth/tokens';
import { AppError } from '../../platform/errors';
import { route, type MfaCaller } from '../../platform/route';
import { documentFailures } from '../../platform/docs';
import { AUTH_TRANSACTION, unitOfWork } from '../../platform/unitOfWork';
import { resetPassword, sendVerificationCode } from './codes';
import { resetVisitorQuota } from '../market';
import {
  giveDeviceToken,
  passkeyLoginOptions,
  presentedDeviceToken,
  relyingParty,
  verifyPasskeyAssertion,
} from '../security';
import {
  completeMfaLogin,
  confirmMfaBinding,
  confirmTotpEnrolment,
  requireUnspentPendingLogin,
  startTotpEnrolment,
} from './mfa';
import { changePassword, login, registerUser, setPin, verifyPassword, verifyPin } from './service';

/** The Bearer token of a request the route layer already authenticated. */
function bearerToken(request: FastifyRequest): string {
  const match = /^Bearer +(\S+)$/i.exec(request.headers.authorization ?? '');
  return match?.[1] ?? '';
}

/** The claims of a pending login (the pending-MFA token); a signed-in caller has none. */
function pendingLogin(mfa: MfaCaller) {
  if (mfa.kind !== 'pending') throw AppError.unauthorized('No pending session.');
  return mfa.claims;
}

/** The browser's visitor id sent with a sign-in (its guest counters reset: spec 4/6). */
function visitorOf(request: FastifyRequest): string | undefined {
  const value = request.headers[VISITOR_ID_HEADER.toLowerCase()];
  return typeof value === 'string' ? value : undefined;
}

/** A unit of work of an auth call: READ COMMITTED with explicit locks (AUTH_TRANSACTION). */
const authWork: typeof unitOfWork = (deps, fn, options = AUTH_TRANSACTION) =>
  unitOfWork(deps, fn, options);

export async function authArea(app: FastifyInstance): Promise<void> {
  // reply.setCookie and parseCookie for the device token of a sign-in (areas/security/devices.ts),
  // only here: the plugin's onSend hook runs for every answer of the scope it is registered in,
  // and no other area sets or reads a cookie. The cookie header is parsed by the one call that
  // reads it, not by a hook on every request.
  await app.register(cookie, { hook: false });
  // what the services answer beyond the routes' declarations (the OpenAPI document): wrong
  // credentials, an existing account, and the throttles of platform/rateLimit.ts
  documentFailures({
    login: [401, 429],
    mfaVerify: [429],
    register: [409, 429],
    sendCode: [429],
    resetPassword: [429],
    verifyPassword: [429],
    verifyPin: [429],
  });

  route(app, 'login', async ({ body, tenantId, deps, request, reply }) => {
    const outcome = await authWork(deps, async (tx) => {
      const done = await login(tx, {
        tenantId,
        username: body.username,
        password: body.password,
        remember: body.remember === true,
        address: request.ip,
        deviceToken: presentedDeviceToken(request),
        userAgent: request.headers['user-agent'],
        code: body.code,
      });
      // signed in (not waiting for its second factor): spec 4/6, the guest counters reset
      if (done.answer.access_token !== undefined) await resetVisitorQuota(tx, visitorOf(request));
      return done;
    });
    if (outcome.deviceToken !== undefined) giveDeviceToken(request, reply, outcome.deviceToken);
    return outcome.answer;
  });

  // binding an authenticator replaces the calling session, so the security centre's enrolment
  // calls are auth's: totp/enrol + totp/confirm, and the older mfa/bind pair on the same rules
  // (409 when on, else the step-up of a factor change, declared in the contract)
  route(app, 'mfaBind', async ({ auth, deps, stepUp }) =>
    unitOfWork(deps, (tx) => startTotpEnrolment(tx, auth, stepUp)),
  );

  route(app, 'totpEnrol', async ({ auth, deps, stepUp }) =>
    unitOfWork(deps, (tx) => startTotpEnrolment(tx, auth, stepUp)),
  );

  route(app, 'totpConfirm', async ({ auth, body, deps }) =>
    unitOfWork(deps, (tx) => confirmTotpEnrolment(tx, auth, body.code)),
  );

  // the second step of a login with a passkey (the security area checks the assertion)
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
    const done = await unitOfWork(deps, async (tx) => {
      const signedIn = await completeMfaLogin(
        tx,
        claims,
        pendingHash,
        {
          method: 'passkey',
          check: (d, owner) => verifyPasskeyAssertion(d, owner, rp, 'login', body.response),
        },
        device,
      );
      await resetVisitorQuota(tx, visitorOf(request));
      return signedIn;
    });
    giveDeviceToken(request, reply, done.deviceToken);
    return done.tokens;
  });

  route(app, 'mfaVerify', async ({ body, mfa, deps, request, reply }) => {
    if (mfa.kind === 'user') {
      return unitOfWork(deps, (tx) => confirmMfaBinding(tx, mfa.auth, body.code));
    }
    const device = {
      token: presentedDeviceToken(request),
      userAgent: request.headers['user-agent'],
      address: request.ip,
    };
    const pendingHash = sha256(bearerToken(request));
    const done = await authWork(deps, async (tx) => {
      const signedIn = await completeMfaLogin(tx, mfa.claims, pendingHash, body.code, device);
      await resetVisitorQuota(tx, visitorOf(request));
      return signedIn;
    });
    giveDeviceToken(request, reply, done.deviceToken);
    return done.tokens;
  });

  // spec 7: no body; the refresh token travels in X-Refresh-Token
  route(app, 'refresh', async ({ tenantId, deps, request }) => {
    const token = request.headers[HEADERS.refreshToken.toLowerCase()];
    if (typeof token !== 'string' || token === '') throw AppError.noRefreshToken();
    return unitOfWork(deps, (tx) => rotateRefreshToken(tx, token, tenantId));
  });

  route(app, 'logout', async ({ auth, deps }) => {
    await unitOfWork(deps, (tx) => revokeSessions(tx, { sessionId: auth.sessionId }, 'logout'));
    return { ok: true as const };
  });

  route(app, 'register', async ({ body, tenantId, deps, request }) =>
    authWork(deps, (tx) =>
      registerUser(tx, {
        tenantId,
        countryCode: body.country_code,
        mobile: body.mobile,
        password: body.password,
        confirmPassword: body.confirm_password,
        invitationCode: body.invitation_code,
        ...(body.username === undefined ? {} : { username: body.username }),
        address: request.ip,
      }),
    ),
  );

  route(app, 'sendCode', async ({ body, tenantId, deps, request }) =>
    authWork(deps, (tx) =>
      sendVerificationCode(tx, {
        tenantId,
        countryCode: body.country_code,
        mobile: body.mobile,
        purpose: body.purpose,
        address: request.ip,
      }),
    ),
  );

  route(app, 'resetPassword', async ({ body, tenantId, deps, request }) => {
    await authWork(deps, (tx) =>
      resetPassword(tx, {
        tenantId,
        countryCode: body.country_code,
        mobile: body.mobile,
        code: body.code,
        password: body.password,
        confirmPassword: body.confirm_password,
        address: request.ip,
      }),
    );
    return { ok: true as const };
  });

  route(app, 'changePassword', async ({ body, auth, deps, stepUp }) => {
    await authWork(deps, (tx) =>
      changePassword(
        tx,
        auth,
        {
          oldPassword: body.old_password,
          newPassword: body.new_password,
          confirmPassword: body.confirm_password,
        },
        stepUp,
      ),
    );
    return { ok: true as const };
  });

  route(app, 'verifyPassword', async ({ body, auth, deps }) => {
    await authWork(deps, (tx) => verifyPassword(tx, auth, body.password));
    return { verified: true };
  });

  route(app, 'setPin', async ({ body, auth, deps, stepUp }) => {
    await authWork(deps, (tx) =>
      setPin(
        tx,
        auth,
        { pin: body.pin, confirmPin: body.confirm_pin, currentPin: body.current_pin },
        stepUp,
      ),
    );
    return { ok: true as const };
  });

  route(app, 'verifyPin', async ({ body, auth, deps }) => {
    await authWork(deps, (tx) => verifyPin(tx, auth, body.pin));
    return { verified: true };
  });
}
