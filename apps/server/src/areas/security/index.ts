// The security area's public face: what other areas, the back office and the seed may use. By
// convention (areas/README.md) it exports the area's Fastify `plugin` and its back-office
// `commands`, found by areas/registry.ts.
export { relyingParty, securityArea as plugin } from './routes';
export { securityCommands as commands } from './commands';
export { isBackupCode, spendUserBackupCode } from './backupCodes';
export { securityUser, setTotpLastStep, totpLastStep } from './repo';
export {
  noteFactorChange,
  noteFailedSignIn,
  noteSignIn,
  type SignInMethod,
  type SignInSource,
} from './signIns';
export { startTotpEnrolment } from './service';
export { type RelyingParty } from './passkeys';
export { requireStepUp, stepUpKindOf } from './stepUp';
