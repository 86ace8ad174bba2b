// The back-office commands of the kyc area (the area owns them): KYC decisions.
// cli/program.ts assembles them; they call this area's services, never SQL.
import { Option } from 'commander';
import { nonEmpty, table, describeClient, type CommandKit } from '../../cli/kit';
import { decideKyc, listPendingKyc } from './service';

export function kycCommands({
  program,
  unitOfWork,
  out,
  db,
  requireClient,
  tenantOption,
  clientOption,
}: CommandKit): void {
  program
    .command('kyc:list')
    .description('List the KYC submissions waiting for a decision, oldest first.')
    .addOption(tenantOption())
    .action(async (o: { tenant: string }) => {
      const pending = await listPendingKyc(await db(), o.tenant);
      if (pending.length === 0) {
        out(`No KYC submission is waiting in tenant ${o.tenant}.`);
        return;
      }
      out(
        table([
          ['submitted', 'client', 'client id', 'full name', 'id kind', 'id number'],
          ...pending.map((p) => [
            p.submitted_at,
            p.username,
            p.user_id,
            p.full_name,
            p.id_kind,
            p.id_no_masked,
          ]),
        ]),
      );
    });

  const decide =
    (decision: 'approve' | 'reject') =>
    async (o: { tenant: string; client: string; reason?: string; by: string }) => {
      const user = await requireClient(o.tenant, o.client);
      const detail = await unitOfWork((tx) =>
        decideKyc(tx, {
          tenantId: o.tenant,
          userId: user.id,
          decision,
          decidedBy: o.by,
          ...(o.reason !== undefined ? { reason: o.reason } : {}),
        }),
      );
      out(
        decision === 'approve'
          ? `KYC of ${describeClient(user)} approved; full name now "${detail.full_name ?? ''}".`
          : `KYC of ${describeClient(user)} rejected: ${detail.reject_reason ?? ''}`,
      );
    };
  const byOption = () =>
    new Option('--by <name>', 'who decides (recorded)').default(process.env.USER ?? 'back-office');

  program
    .command('kyc:approve')
    .description("Approve a client's pending KYC submission.")
    .addOption(tenantOption())
    .addOption(clientOption())
    .addOption(byOption())
    .action(decide('approve'));

  program
    .command('kyc:reject')
    .description(
      "Reject a client's pending KYC submission; the client reads the reason and resubmits.",
    )
    .addOption(tenantOption())
    .addOption(clientOption())
    .requiredOption('--reason <text>', 'why (shown to the client)', nonEmpty('--reason'))
    .addOption(byOption())
    .action(decide('reject'));
}
