// The security area's public face: what other areas, the back office and the seed may use. By
// convention (areas/README.md) it exports the area's Fastify `plugin` and its back-office
// `commands`, found by areas/registry.ts. Sign-in (auth) builds on it: the factors (TOTP codes,
// backup codes, passkeys), trusted devices, the sign-in history and the step-up.
export { relyingParty, securityArea as plugin, stepUpVerifier } from './routes';
export { securityCommands as commands } from './commands';
export { isBackupCode, issueBackupCodes, spendUserBackupCode } from './backupCodes';
export {
  DEVICE_COOKIE,
  DEVICE_HEADER,
  DEVICE_TOKEN_TTL_MS,
  giveDeviceToken,
  knownDevice,
  presentedDeviceToken,
  trustDevice,
} from './devices';
export { securityUser } from './repo';
export {
  noteFactorChange,
  noteFailedSignIn,
  noteSignIn,
  type SignInMethod,
  type SignInSource,
} from './signIns';
export { keepSessionOrigin, passkeyLoginOptions } from './service';
export { type RelyingParty, verifyPasskeyAssertion } from './passkeys';
export { requireStepUp, stepUpKindOf } from './stepUp';
export { checkCode, mfaAlreadyOn, mfaFailed, totp } from './totp';
