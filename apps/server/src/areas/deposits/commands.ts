// The back-office commands of the deposits area: the deposit queue (list, approve,
// reject with a reason) and the tenant's deposit methods (bank details, crypto addresses).
import { MONEY_TRANSACTION } from '../../platform/unitOfWork';
import { Option } from 'commander';
import { nonEmpty, table, type CommandKit } from '../../cli/kit';
import { findClient } from '../client';
import { queueListCommand, queueRejectCommand } from '../ledger';
import {
  addDepositMethod,
  approveDeposit,
  depositQueue,
  listDepositMethods,
  rejectDeposit,
  setDepositMethodEnabled,
} from './service';

export function depositsCommands(kit: CommandKit): void {
  const { program, unitOfWork, out, deps, tenantOption } = kit;
  queueListCommand(kit, 'deposit', {
    description: 'List the deposits waiting for a decision, oldest first.',
    // an operator matches a deposit to a transfer by who sent it: the client's username and
    // name (when KYC gave one) beside the id, looked up once per client of the queue
    load: async (d, tenant) => {
      const queue = await depositQueue(d, tenant);
      const clients = new Map<string, { username: string; full_name: string }>();
      for (const userId of new Set(queue.map((q) => q.user_id))) {
        const client = await findClient(d.db, tenant, userId);
        if (client) clients.set(userId, client);
      }
      return queue.map((q) => ({ ...q, client: clients.get(q.user_id) }));
    },
    header: [
      'submitted',
      'deposit id',
      'client',
      'name',
      'client id',
      'amount',
      'method',
      'reference',
    ],
    row: (d) => [
      d.created_at,
      d.id,
      d.client?.username ?? '',
      d.client?.full_name || '-',
      d.user_id,
      `${d.amount} ${d.currency}`,
      d.method_type,
      d.reference,
    ],
  });
  program
    .command('deposit:approve')
    .description("Approve a pending deposit: the amount reaches the client's available balance.")
    .addOption(tenantOption())
    .requiredOption('--id <deposit>', 'deposit id')
    .action(async (o: { tenant: string; id: string }) => {
      const d = await unitOfWork((tx) => approveDeposit(tx, o.tenant, o.id), MONEY_TRANSACTION);
      out(`Deposit ${d.id} approved: ${d.amount} ${d.currency}.`);
    });
  queueRejectCommand(kit, 'deposit', {
    description: 'Reject a pending deposit with a reason (sent to the client as a message).',
    run: rejectDeposit,
  });
  program
    .command('deposit-method:add')
    .description(
      'Add a deposit method: bank details (--bank-name, --bank-acc, ...) or a crypto network and address.',
    )
    .addOption(tenantOption())
    .addOption(
      new Option('--type <type>', 'bank or crypto')
        .choices(['bank', 'crypto'])
        .makeOptionMandatory(),
    )
    .requiredOption('--currency <code>', 'ISO 4217 currency deposited with it')
    .requiredOption('--label <text>', 'what the client sees', nonEmpty('The label'))
    .option('--bank-name <text>')
    .option('--bank-acc <text>')
    .option('--bank-holder <text>')
    .option('--swift <code>')
    .option('--reference-note <text>')
    .option('--network <text>', 'crypto network (e.g. TRC-20)')
    .option('--address <text>', 'crypto address')
    .action(
      async (o: {
        tenant: string;
        type: 'bank' | 'crypto';
        currency: string;
        label: string;
        bankName?: string;
        bankAcc?: string;
        bankHolder?: string;
        swift?: string;
        referenceNote?: string;
        network?: string;
        address?: string;
      }) => {
        const details: Record<string, string> = {};
        const put = (key: string, value: string | undefined) => {
          if (value !== undefined) details[key] = value;
        };
        put('bank_name', o.bankName);
        put('bank_acc', o.bankAcc);
        put('bank_holder', o.bankHolder);
        put('swift', o.swift);
        put('reference_note', o.referenceNote);
        put('network', o.network);
        put('address', o.address);
        const m = await unitOfWork((tx) =>
          addDepositMethod(tx, o.tenant, {
            type: o.type,
            currency: o.currency,
            label: o.label,
            details,
          }),
        );
        out(`Deposit method ${m.id} added: ${m.label} (${m.type}, ${m.currency}).`);
      },
    );
  program
    .command('deposit-method:list')
    .description("List the tenant's deposit methods.")
    .addOption(tenantOption())
    .action(async (o: { tenant: string }) => {
      const methods = await listDepositMethods(await deps(), o.tenant);
      if (methods.length === 0) return out(`Tenant ${o.tenant} has no deposit method.`);
      out(
        table([
          ['id', 'type', 'currency', 'label', 'enabled'],
          ...methods.map((m) => [m.id, m.type, m.currency, m.label, String(m.enabled)]),
        ]),
      );
    });
  program
    .command('deposit-method:disable')
    .description('Disable a deposit method (clients no longer see it).')
    .addOption(tenantOption())
    .requiredOption('--id <method>', 'method id')
    .action(async (o: { tenant: string; id: string }) => {
      await unitOfWork((tx) => setDepositMethodEnabled(tx, o.tenant, o.id, false));
      out(`Deposit method ${o.id} disabled.`);
    });
}
