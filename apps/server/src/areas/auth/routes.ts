// The auth calls of spec 7 (login, MFA, refresh, logout, register, codes, passwords, PIN).
// HTTP only: the rules live in service.ts, mfa.ts, codes.ts and platform/rateLimit.ts, which the
// back-office CLI calls too.
import { HEADERS } from '@invest/api/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { giveDeviceToken, presentedDeviceToken } from './devices';
import { revokeSessions, rotateRefreshToken } from './sessions';
import { sha256 } from '../../platform/auth/tokens';
import { AppError } from '../../platform/errors';
import { route } from '../../platform/route';
import { AUTH_TRANSACTION, unitOfWork } from '../../platform/unitOfWork';
import { resetPassword, sendVerificationCode } from './codes';
import { relyingParty } from '../security/routes';
import { startTotpEnrolment } from '../security/service';
import { completeMfaLogin, confirmMfaBinding } from './mfa';
import { changePassword, login, registerUser, setPin, verifyPassword, verifyPin } from './service';

/** The Bearer token of a request the route layer already authenticated. */
function bearerToken(request: FastifyRequest): string {
  const match = /^Bearer +(\S+)$/i.exec(request.headers.authorization ?? '');
  return match?.[1] ?? '';
}

/** A unit of work of an auth call: READ COMMITTED with explicit locks (AUTH_TRANSACTION). */
const authWork: typeof unitOfWork = (deps, fn, options = AUTH_TRANSACTION) =>
  unitOfWork(deps, fn, options);

export async function authArea(app: FastifyInstance): Promise<void> {
  route(app, 'login', async ({ body, tenantId, deps, request, reply }) => {
    const outcome = await authWork(deps, (tx) =>
      login(tx, {
        tenantId,
        username: body.username,
        password: body.password,
        remember: body.remember === true,
        address: request.ip,
        deviceToken: presentedDeviceToken(request),
        userAgent: request.headers['user-agent'],
        code: body.code,
      }),
    );
    if (outcome.deviceToken !== undefined) giveDeviceToken(request, reply, outcome.deviceToken);
    return outcome.answer;
  });

  // the older pair of totp/enrol + totp/confirm, on the same rules: 409 when on, else the
  // step-up of a factor change (security/service.ts)
  route(app, 'mfaBind', async ({ auth, body, deps }) =>
    unitOfWork(deps, (tx) => startTotpEnrolment(tx, auth, body?.step_up)),
  );

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
    const done = await authWork(deps, (tx) =>
      completeMfaLogin(tx, mfa.claims, pendingHash, body.code, device),
    );
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

  route(app, 'changePassword', async ({ body, auth, deps }) => {
    await authWork(deps, (tx) =>
      changePassword(tx, auth, {
        oldPassword: body.old_password,
        newPassword: body.new_password,
        confirmPassword: body.confirm_password,
        stepUp: body.step_up,
      }),
    );
    return { ok: true as const };
  });

  route(app, 'verifyPassword', async ({ body, auth, deps }) => {
    await authWork(deps, (tx) => verifyPassword(tx, auth, body.password));
    return { verified: true };
  });

  route(app, 'setPin', async ({ body, auth, deps, request }) => {
    const rp = body.step_up?.passkey === undefined ? undefined : relyingParty(request, deps);
    await authWork(deps, (tx) =>
      setPin(
        tx,
        auth,
        {
          pin: body.pin,
          confirmPin: body.confirm_pin,
          currentPin: body.current_pin,
          stepUp: body.step_up,
        },
        rp,
      ),
    );
    return { ok: true as const };
  });

  route(app, 'verifyPin', async ({ body, auth, deps }) => {
    await authWork(deps, (tx) => verifyPin(tx, auth, body.pin));
    return { verified: true };
  });
}
