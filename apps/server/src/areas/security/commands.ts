// The back-office commands of the security area: resetting a client's second
// factor when they lost it. cli/program.ts assembles them; they call this area's services in one
// unit of work, never SQL.
import { describeClient, nonEmpty, type CommandKit } from '../../cli/kit';
import { resetMfa } from './service';

export function securityCommands({
  program,
  out,
  unitOfWork,
  requireClient,
  tenantOption,
}: CommandKit): void {
  program
    .command('security:reset-mfa')
    .description(
      "Turn a client's two-step verification off (authenticator, backup codes, passkeys), with a reason the client is told.",
    )
    .argument('<client>', 'client id, username or mobile number')
    .addOption(tenantOption())
    .requiredOption('--reason <text>', 'why (the client sees it)', nonEmpty('--reason'))
    .action(async (client: string, o: { tenant: string; reason: string }) => {
      const user = await requireClient(o.tenant, client);
      const done = await unitOfWork((deps) =>
        resetMfa(deps, { tenantId: o.tenant, userId: user.id, reason: o.reason }),
      );
      out(
        `Two-step verification reset for ${describeClient(user)} ` +
          `(${done.removedPasskeys} passkey${done.removedPasskeys === 1 ? '' : 's'} removed).`,
      );
    });
}
