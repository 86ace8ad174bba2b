// The back-office commands of the ledger area: adjustments with a reason (posted
// through post(), never a raw update) and `ledger:verify`.
import { MONEY_TRANSACTION } from '../../platform/unitOfWork';
import { InvalidArgumentError, Option } from 'commander';
import { CLIENT_BUCKETS, isDecimalString, type ClientBucket } from '@invest/domain';
import { CliError, describeClient, nonEmpty, type CommandKit } from '../../cli/kit';
import { post, verifyLedger } from './service';

const signedAmount = (value: string): string => {
  if (!isDecimalString(value) || /^-?0(\.0*)?$/.test(value)) {
    throw new InvalidArgumentError('A nonzero decimal amount, e.g. 25.00 or -10.50.');
  }
  return value;
};

export function ledgerCommands({
  program,
  unitOfWork,
  out,
  db,
  requireClient,
  tenantOption,
  clientOption,
}: CommandKit): void {
  program
    .command('ledger:adjust')
    .description(
      "Adjust a client's bucket with a reason: one ledger transaction against the adjustments account.",
    )
    .addOption(tenantOption())
    .addOption(clientOption())
    .requiredOption('--currency <code>', 'ISO 4217 currency')
    .requiredOption('--amount <decimal>', 'signed amount (negative takes money away)', signedAmount)
    .addOption(
      new Option('--bucket <bucket>', 'client bucket')
        .choices([...CLIENT_BUCKETS])
        .default('available'),
    )
    .requiredOption(
      '--reason <text>',
      'why (kept as the transaction reference)',
      nonEmpty('The reason'),
    )
    .action(
      async (o: {
        tenant: string;
        client: string;
        currency: string;
        amount: string;
        bucket: ClientBucket;
        reason: string;
      }) => {
        const user = await requireClient(o.tenant, o.client);
        const negated = o.amount.startsWith('-') ? o.amount.slice(1) : `-${o.amount}`;
        const result = await unitOfWork(
          (tx) =>
            post(tx.db, {
              tenantId: o.tenant,
              kind: 'adjustment',
              reference: o.reason.trim().slice(0, 200),
              postings: [
                {
                  account: { client: user.id },
                  bucket: o.bucket,
                  currency: o.currency,
                  amount: o.amount,
                },
                { account: { system: 'adjustments' }, currency: o.currency, amount: negated },
              ],
            }),
          MONEY_TRANSACTION,
        );
        out(
          `Adjusted ${describeClient(user)} ${o.bucket} by ${o.amount} ${o.currency} (transaction ${result.transactionId}).`,
        );
      },
    );
  program
    .command('ledger:verify')
    .description(
      'Rebuild every balance from the entries and compare; exits non-zero on any difference.',
    )
    .addOption(new Option('--tenant <id>', 'only this tenant'))
    .action(async (o: { tenant?: string }) => {
      const result = await verifyLedger(
        await db(),
        o.tenant === undefined ? {} : { tenantId: o.tenant },
      );
      for (const d of result.differences) {
        out(
          `DIFFERENCE ${d.tenantId} ${JSON.stringify(d.account)} ${d.currency} ${d.bucket}: kept ${d.kept}, entries ${d.rebuilt}`,
        );
      }
      for (const u of result.unbalanced) {
        out(`UNBALANCED transaction ${u.transactionId} ${u.currency}: sums to ${u.sum}`);
      }
      for (const d of result.securities.differences) {
        out(
          `DIFFERENCE ${d.tenantId} ${d.ownerKind}:${d.owner} ${d.instrument} ${d.bucket}: kept ${d.kept}, entries ${d.rebuilt}`,
        );
      }
      for (const u of result.securities.unbalanced) {
        out(
          `UNBALANCED securities transaction ${u.transactionId} ${u.instrument}: sums to ${u.sum}`,
        );
      }
      for (const u of result.securities.unbalancedInstruments) {
        out(`UNBALANCED instrument ${u.tenantId} ${u.instrument}: accounts sum to ${u.sum}`);
      }
      if (!result.ok) throw new CliError('The ledger does not match its entries.');
      out(
        'Ledger verified: every balance (cash and securities) equals the sum of its entries; every transaction balances.',
      );
    });
}
