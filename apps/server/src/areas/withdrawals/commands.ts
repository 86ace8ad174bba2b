// The back-office commands of the withdrawals area: the queue (list, approve, mark
// paid, reject with a reason).
import { MONEY_TRANSACTION } from '../../platform/unitOfWork';
import type { CommandKit } from '../../cli/kit';
import { queueListCommand, queueRejectCommand } from '../ledger';
import {
  approveWithdrawal,
  markWithdrawalPaid,
  rejectWithdrawal,
  withdrawalQueue,
} from './service';

export function withdrawalsCommands(kit: CommandKit): void {
  const { program, unitOfWork, out, tenantOption } = kit;
  queueListCommand(kit, 'withdrawal', {
    description: 'List the withdrawals waiting for a decision or payment, oldest first.',
    load: (d, tenant) => withdrawalQueue(d, tenant),
    header: ['requested', 'withdrawal id', 'client id', 'amount', 'status', 'bank'],
    row: (w) => [
      w.created_at,
      w.id,
      w.user_id,
      `${w.amount} ${w.currency}`,
      w.status,
      `${w.bank_name} ${w.bank_acc}`,
    ],
  });
  program
    .command('withdrawal:approve')
    .description('Approve a pending withdrawal (the amount stays frozen until it is marked paid).')
    .addOption(tenantOption())
    .requiredOption('--id <withdrawal>', 'withdrawal id')
    .option('--paid', 'mark it paid at once')
    .action(async (o: { tenant: string; id: string; paid?: boolean }) => {
      const w = await unitOfWork(
        (tx) =>
          o.paid ? markWithdrawalPaid(tx, o.tenant, o.id) : approveWithdrawal(tx, o.tenant, o.id),
        MONEY_TRANSACTION,
      );
      out(`Withdrawal ${w.id} ${w.status}: ${w.amount} ${w.currency}.`);
    });
  program
    .command('withdrawal:paid')
    .description('Mark an approved withdrawal paid: the frozen amount leaves the account.')
    .addOption(tenantOption())
    .requiredOption('--id <withdrawal>', 'withdrawal id')
    .action(async (o: { tenant: string; id: string }) => {
      const w = await unitOfWork((tx) => markWithdrawalPaid(tx, o.tenant, o.id), MONEY_TRANSACTION);
      out(`Withdrawal ${w.id} paid: ${w.amount} ${w.currency}.`);
    });
  queueRejectCommand(kit, 'withdrawal', {
    description:
      'Reject a withdrawal with a reason: the amount is unfrozen, the client gets a message.',
    run: rejectWithdrawal,
  });
}
