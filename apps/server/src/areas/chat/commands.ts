// The back-office commands of the chat area (the area owns them): advisors read who waits for an
// answer and reply. cli/program.ts assembles them; they call this area's services, never SQL.
import { describeClient, nonEmpty, table, wholeNumber, type CommandKit } from '../../cli/kit';
import { conversationsWaiting, deliverAdvisorMessage, postAdvisorReply } from './service';

export function chatCommands({
  program,
  out,
  deps,
  unitOfWork,
  requireClient,
  tenantOption,
}: CommandKit): void {
  program
    .command('chat:list')
    .description(
      'Conversations with client messages no advisor has read, the longest waiting first.',
    )
    .addOption(tenantOption())
    .option('--limit <n>', 'how many (1-500)', wholeNumber(1, 500), 100)
    .action(async (o: { tenant: string; limit: number }) => {
      const waiting = await conversationsWaiting(await deps(), o.tenant, o.limit);
      if (waiting.length === 0) {
        out(`No client of tenant ${o.tenant} waits for an answer.`);
        return;
      }
      out(
        table(
          waiting.map((w) => [
            describeClient(w.user),
            `${w.unread} unread`,
            `since ${w.waitingSince.toISOString()}`,
            w.latest.length > 60 ? `${w.latest.slice(0, 59)}…` : w.latest,
          ]),
        ),
      );
    });

  program
    .command('chat:reply')
    .description("Answer a client's support chat as their advisor (live in an open chat).")
    .argument('<client>', 'client id, username or mobile number')
    .argument('<text>', 'the answer', nonEmpty('<text>'))
    .addOption(tenantOption())
    .action(async (client: string, text: string, o: { tenant: string }) => {
      const user = await requireClient(o.tenant, client);
      const owner = { tenantId: o.tenant, userId: user.id };
      const message = await unitOfWork((tx) => postAdvisorReply(tx, owner, text));
      // after the commit: pushed to the open chat, or kept in the message centre
      const live = await deliverAdvisorMessage(await deps(), owner, message);
      out(
        `Reply ${message.id} posted to ${describeClient(user)}${live ? ' (delivered live)' : ' (also in the message centre)'}.`,
      );
    });
}
