// The back-office commands of PAC codes (spec 5: an advisor gives a client the PAC code some
// trades require): issue one to a client for one offering or catalogue product (printed once,
// never again), revoke one, list them. They call this area's services in one unit of work.
import { Option } from 'commander';
import { CliError, describeClient, table, wholeNumber, type CommandKit } from '../../cli/kit';
import { issuePacCode, listPacCodes, PAC_CODE_TTL_DAYS, revokePacCode } from './service';
import type { PacTarget } from './repo';

/** The target of --offering or --product: exactly one of them. */
function targetOf(o: { offering?: string; product?: string }, required: boolean) {
  if (o.offering !== undefined && o.product !== undefined) {
    throw new CliError('Give --offering or --product, not both.');
  }
  if (o.offering !== undefined) return { kind: 'offering', id: o.offering } as PacTarget;
  if (o.product !== undefined) return { kind: 'product', id: o.product } as PacTarget;
  if (required)
    throw new CliError('Give the offering (--offering <id>) or product (--product <id>).');
  return undefined;
}

const describeTarget = (t: PacTarget) => `${t.kind} ${t.id}`;

export function pacCommands({
  program,
  out,
  unitOfWork,
  requireClient,
  tenantOption,
  clientOption,
  clock,
}: CommandKit): void {
  program
    .command('pac:issue')
    .description(
      'Issue a PAC code to a client for one offering or catalogue product (spec 5). The code is ' +
        "printed once and stored only as a hash; the client's earlier codes for it are revoked.",
    )
    .addOption(tenantOption())
    .addOption(clientOption())
    .option('--offering <id>', 'the offering (IPO, APO, AI product)')
    .option('--product <id>', 'the catalogue product')
    .option(
      '--ttl-days <days>',
      `days the code lasts (default ${PAC_CODE_TTL_DAYS})`,
      wholeNumber(1, 365),
    )
    .addOption(
      new Option('--single-use', 'spent by the first subscription it passes').default(false),
    )
    .action(
      async (o: {
        tenant: string;
        client: string;
        offering?: string;
        product?: string;
        ttlDays?: number;
        singleUse: boolean;
      }) => {
        const target = targetOf(o, true)!;
        const user = await requireClient(o.tenant, o.client);
        const issued = await unitOfWork((tx) =>
          issuePacCode(tx, {
            tenantId: o.tenant,
            userId: user.id,
            target,
            singleUse: o.singleUse,
            ...(o.ttlDays === undefined ? {} : { ttlDays: o.ttlDays }),
          }),
        );
        out(`PAC code for ${describeClient(user)}, ${describeTarget(target)}: ${issued.code}`);
        out(
          `  id ${issued.id}, expires ${issued.expiresAt.toISOString()}` +
            `${issued.singleUse ? ', single use' : ''}` +
            `${issued.replaced > 0 ? `, ${issued.replaced} earlier code(s) revoked` : ''}.` +
            ' It is not shown again.',
        );
        if (!issued.targetRequiresPac) {
          out(`  Note: ${describeTarget(target)} does not ask for a PAC code.`);
        }
      },
    );
  program
    .command('pac:revoke')
    .description('Revoke a PAC code (its id, from pac:issue or pac:list).')
    .addOption(tenantOption())
    .requiredOption('--id <code id>', "the code's id")
    .action(async (o: { tenant: string; id: string }) => {
      const row = await unitOfWork((tx) => revokePacCode(tx, o.tenant, o.id));
      out(`PAC code ${row.id} revoked.`);
    });
  program
    .command('pac:list')
    .description("A tenant's PAC codes (never the codes), by client, offering or product.")
    .addOption(tenantOption())
    .option('--client <ref>', 'client id, username or mobile number')
    .option('--offering <id>', 'the offering')
    .option('--product <id>', 'the catalogue product')
    .action(async (o: { tenant: string; client?: string; offering?: string; product?: string }) => {
      const target = targetOf(o, false);
      const user = o.client === undefined ? undefined : await requireClient(o.tenant, o.client);
      const rows = await unitOfWork((tx) =>
        listPacCodes(tx, o.tenant, {
          ...(user ? { userId: user.id } : {}),
          ...(target ? { target } : {}),
        }),
      );
      if (rows.length === 0) return out('No PAC codes.');
      const now = clock();
      out(
        table([
          ['id', 'client', 'for', 'state', 'issued', 'expires', 'use'],
          ...rows.map((r) => [
            r.id,
            r.username,
            r.offering_id !== null ? `offering ${r.offering_id}` : `product ${r.product_id}`,
            r.state,
            r.created_at.toISOString(),
            r.expires_at.getTime() > now.getTime() ? r.expires_at.toISOString() : 'expired',
            r.single_use ? 'single' : 'repeat',
          ]),
        ]),
      );
    });
}
