// The PAC area's public face: the one check of a client's PAC code that the subscriptions of
// offerings and catalogue products call, issuing (the demo seed), and the back-office commands.
export { pacCommands as commands } from './commands';
export {
  checkPacCode,
  generatePacCode,
  issuePacCode,
  normalizePacCode,
  verifyPacCode,
  type IssuedPac,
  type PacTarget,
} from './service';
