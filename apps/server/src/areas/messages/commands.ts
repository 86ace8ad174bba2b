// The back-office commands of the messages area (the area owns them): messages to clients and the SMS outbox.
// cli/program.ts assembles them; they call this area's services, never SQL.
import { wholeNumber, nonEmpty, table, describeClient, type CommandKit } from '../../cli/kit';
import { postMessage } from './service';
import { listOutbox, outboxRecipient } from '../../platform/outbox';

export function messagesCommands({
  program,
  out,
  db,
  clock,
  requireClient,
  tenantOption,
  clientOption,
}: CommandKit): void {
  program
    .command('message')
    .description("Post a message to a client's message centre.")
    .addOption(tenantOption())
    .addOption(clientOption())
    .requiredOption('--title <text>', 'title', nonEmpty('--title'))
    .requiredOption('--body <text>', 'text', nonEmpty('--body'))
    .action(async (o: { tenant: string; client: string; title: string; body: string }) => {
      const user = await requireClient(o.tenant, o.client);
      const posted = await postMessage(await db(), {
        tenantId: o.tenant,
        userId: user.id,
        title: o.title,
        body: o.body,
        createdAt: clock(),
      });
      out(`Message ${posted.id} posted to ${describeClient(user)}.`);
    });

  program
    .command('outbox')
    .description('Show the SMS outbox (verification codes a gateway would send), newest first.')
    .addOption(tenantOption())
    .option('--mobile <digits>', 'only this national number (with --country-code)')
    .option('--country-code <code>', 'dialling code of --mobile', '1')
    .option('--limit <n>', 'how many (1-500)', wholeNumber(1, 500), 20)
    .action(async (o: { tenant: string; mobile?: string; countryCode: string; limit: number }) => {
      const recipient =
        o.mobile === undefined ? undefined : outboxRecipient(o.countryCode, o.mobile);
      const entries = await listOutbox(await db(), {
        tenantId: o.tenant,
        ...(recipient !== undefined ? { recipient } : {}),
        limit: o.limit,
      });
      if (entries.length === 0) {
        out(`The outbox of tenant ${o.tenant} has nothing${recipient ? ` for ${recipient}` : ''}.`);
        return;
      }
      out(table(entries.map((e) => [e.created_at, e.channel, e.recipient, e.body])));
    });
}
