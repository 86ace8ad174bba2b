// Access and pending-MFA tokens (ARCHITECTURE 'The server'): JWS with HS256
// only (an algorithm allow-list: `alg: none` and every other algorithm are refused), an explicit
// `typ`, issuer, audience and expiry. Each kind has its own key and audience, so one can never
// stand in for another; refresh tokens are opaque (./sessions.ts), not JWTs at all.
import { createHash, randomBytes } from 'node:crypto';
import { SignJWT, errors as joseErrors, jwtVerify } from 'jose';
import { AppError } from '../errors';

export const ISSUER = 'invest-api';
export const ACCESS_AUDIENCE = 'invest-app';
export const MFA_AUDIENCE = 'invest-mfa';
export const ACCESS_TYP = 'at+jwt';
export const MFA_TYP = 'mfa+jwt';
/** Access tokens live 15 minutes. */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
/** A pending MFA session lives 5 minutes. */
export const MFA_TOKEN_TTL_SECONDS = 5 * 60;
const ALGORITHMS = ['HS256'];

export interface AccessClaims {
  /** user id */
  sub: string;
  /** expiry, seconds since the epoch (set when verified) */
  exp?: number;
  /** tenant id */
  tid: string;
  /** session (refresh-token family) id */
  sid: string;
}

export interface MfaClaims {
  sub: string;
  tid: string;
  remember: boolean;
}

export interface TokenService {
  signAccess(claims: AccessClaims): Promise<string>;
  verifyAccess(token: string): Promise<AccessClaims>;
  signMfa(claims: MfaClaims): Promise<string>;
  verifyMfa(token: string): Promise<MfaClaims>;
}

/** A key per token kind, derived from the one secret (a leak of one kind's key is not the other's). */
function deriveKey(secret: string, purpose: string): Uint8Array {
  return new Uint8Array(createHash('sha256').update(`${purpose}\u0000${secret}`).digest());
}

/** The clock in seconds (tests move it). */
export type Clock = () => Date;
const systemClock: Clock = () => new Date();

export function createTokenService(secret: string, clock: Clock = systemClock): TokenService {
  const accessKey = deriveKey(secret, 'access');
  const mfaKey = deriveKey(secret, 'mfa');
  const nowSeconds = () => Math.floor(clock().getTime() / 1000);

  async function sign(
    payload: Record<string, unknown>,
    subject: string,
    key: Uint8Array,
    typ: string,
    audience: string,
    ttl: number,
  ) {
    const iat = nowSeconds();
    return new SignJWT(payload)
      .setProtectedHeader({ alg: 'HS256', typ })
      .setSubject(subject)
      .setIssuer(ISSUER)
      .setAudience(audience)
      .setIssuedAt(iat)
      .setExpirationTime(iat + ttl)
      .setJti(randomBytes(9).toString('base64url'))
      .sign(key);
  }

  async function verify(token: string, key: Uint8Array, typ: string, audience: string) {
    try {
      const { payload } = await jwtVerify(token, key, {
        algorithms: ALGORITHMS,
        typ,
        issuer: ISSUER,
        audience,
        requiredClaims: ['sub', 'exp', 'iat'],
        currentDate: clock(),
      });
      return payload;
    } catch (error) {
      if (error instanceof joseErrors.JOSEError || error instanceof TypeError) {
        throw AppError.unauthorized(
          error instanceof joseErrors.JWTExpired ? 'Session expired.' : 'Not authenticated.',
        );
      }
      throw error;
    }
  }

  const str = (value: unknown): string => {
    if (typeof value !== 'string' || value === '') throw AppError.unauthorized();
    return value;
  };

  return {
    signAccess: ({ sub, tid, sid }) =>
      sign({ tid, sid }, sub, accessKey, ACCESS_TYP, ACCESS_AUDIENCE, ACCESS_TOKEN_TTL_SECONDS),
    async verifyAccess(token) {
      const p = await verify(token, accessKey, ACCESS_TYP, ACCESS_AUDIENCE);
      return { sub: str(p.sub), tid: str(p.tid), sid: str(p.sid), exp: Number(p.exp) };
    },
    signMfa: ({ sub, tid, remember }) =>
      sign({ tid, remember }, sub, mfaKey, MFA_TYP, MFA_AUDIENCE, MFA_TOKEN_TTL_SECONDS),
    async verifyMfa(token) {
      const p = await verify(token, mfaKey, MFA_TYP, MFA_AUDIENCE);
      return { sub: str(p.sub), tid: str(p.tid), remember: p.remember === true };
    },
  };
}

/** SHA-256 hex of a secret value (refresh tokens and codes are stored only this way). */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** A random opaque token: `prefix` + 32 random bytes in base64url. */
export function opaqueToken(prefix: string): string {
  return `${prefix}${randomBytes(32).toString('base64url')}`;
}

/** A random id: 16 random bytes in base64url (22 characters). */
export function newId(): string {
  return randomBytes(16).toString('base64url');
}

/** Letters and digits nobody confuses when read aloud or copied (no 0/O, 1/I/L). */
export const TYPABLE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/**
 * `length` characters drawn uniformly from `alphabet` (rejection sampling: no modulo bias), for
 * the codes a person types (invitation and PAC codes).
 */
export function randomFromAlphabet(alphabet: string, length: number): string {
  let out = '';
  const limit = 256 - (256 % alphabet.length);
  while (out.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte < limit && out.length < length) out += alphabet[byte % alphabet.length];
    }
  }
  return out;
}

/** A code of `digits` random decimal digits (uniform: rejection sampling). */
export function randomDigits(digits: number): string {
  let out = '';
  while (out.length < digits) {
    const byte = randomBytes(1)[0] as number;
    if (byte < 250) out += String(byte % 10);
  }
  return out;
}
