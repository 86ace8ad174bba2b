// The back-office commands of products (spec 1: advisors manage products through the back
// office): create and edit a product, list the catalogue and the awaiting subscriptions, approve
// or reject one (a rejection releases the hold, spec 4), and run the products' jobs now (NAVs,
// accruals, maturities: a re-run pays nothing twice).
import { table, CliError, type CommandKit } from '../../cli/kit';
import { MONEY_TRANSACTION } from '../../platform/unitOfWork';
import { createProduct, editProduct, type ProductInput } from './admin';
import * as repo from './repo';
import type { ProductRow } from './repo';
import { runProductJobs } from './scheduler';
import { decideOrder } from './service';

function json<T>(text: string): T {
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new CliError('--json must be a JSON object (see product:create --help).');
  }
}

const describe = (p: ProductRow): string =>
  `${p.id}  ${p.code} ${p.type}/${p.subtype} ${p.currency} ${p.trading_type} ${p.term}` +
  `${p.lock_days === null ? '' : ` ${p.lock_days}d`} risk ${p.risk_level} ` +
  `price ${p.market_price.replace(/\.?0+$/, '')} return ${p.annual_return.replace(/\.?0+$/, '')}% ` +
  `min ${p.min_investment.replace(/\.?0+$/, '')} vip ${p.min_vip} ${p.state}`;

export function productsCommands(kit: CommandKit): void {
  const { program, unitOfWork, out, tenantOption, deps } = kit;
  program
    .command('product:create')
    .description(
      'Create a catalogue product from JSON: {"code","name","type":"fund|quant|savings|earn",' +
        '"subtype","asset_class":"fund|bond|structured|alternative|cash","market":"US",' +
        '"currency":"USD","trading_type":"holding|review","term":"flexible|fixed","lock_days",' +
        '"risk_level":1-5,"price" (NAV products),"daily_return" (% a day: savings, earn),' +
        '"annual_return","total_size","min_investment","min_quantity","min_vip","min_score",' +
        '"pac_code_required","key_information":{"en-US":"...","zh-CN":"..."}}.',
    )
    .addOption(tenantOption())
    .requiredOption('--json <product>', 'the product')
    .action(async (o: { tenant: string; json: string }) => {
      const row = await unitOfWork((tx) => createProduct(tx, o.tenant, json<ProductInput>(o.json)));
      out(`Product created: ${describe(row)}`);
    });
  program
    .command('product:edit')
    .description('Change a product (JSON of the fields to change, as product:create).')
    .addOption(tenantOption())
    .requiredOption('--id <product>', 'product id')
    .requiredOption('--json <changes>', 'the fields to change')
    .action(async (o: { tenant: string; id: string; json: string }) => {
      const row = await unitOfWork((tx) =>
        editProduct(tx, o.tenant, o.id, json<Partial<ProductInput>>(o.json)),
      );
      out(`Product changed: ${describe(row)}`);
    });
  program
    .command('product:list')
    .description("List a tenant's catalogue, or with --awaiting the subscriptions to decide.")
    .addOption(tenantOption())
    .option('--awaiting', 'the awaiting subscriptions (review products) instead')
    .action(async (o: { tenant: string; awaiting?: boolean }) => {
      const { db } = await deps();
      if (o.awaiting) {
        const { rows } = await repo.pageOrders(
          db,
          { tenantId: o.tenant, state: 'awaiting' },
          { size: 1000, offset: 0 },
        );
        if (rows.length === 0) {
          out('No awaiting subscriptions.');
          return;
        }
        out(
          table([
            ['order', 'client', 'product', 'amount', 'since'],
            ...rows.map((r) => [
              r.id,
              r.user_id,
              r.product_id,
              r.amount,
              r.created_at.toISOString(),
            ]),
          ]),
        );
        return;
      }
      const rows = await repo.allProducts(db, { tenantId: o.tenant });
      if (rows.length === 0) out('No products.');
      for (const row of rows) out(describe(row));
    });
  program
    .command('product:approve')
    .description('Approve an awaiting subscription: its units settle from the held cash.')
    .addOption(tenantOption())
    .argument('<order>', 'product order id')
    .action(async (order: string, o: { tenant: string }) => {
      const r = await unitOfWork(
        (tx) => decideOrder(tx, o.tenant, order, { approve: true }),
        MONEY_TRANSACTION,
      );
      out(`Order ${r.id} approved: ${r.units} units of ${r.code} at ${r.price} ${r.currency}.`);
    });
  program
    .command('product:reject')
    .description('Reject an awaiting subscription with a remark: its hold is released (spec 4).')
    .addOption(tenantOption())
    .argument('<order>', 'product order id')
    .requiredOption('--remark <text>', 'why (the client sees it)')
    .action(async (order: string, o: { tenant: string; remark: string }) => {
      const remark = o.remark.trim();
      if (remark === '' || remark.length > 500) {
        throw new CliError('--remark must say why, in at most 500 characters.');
      }
      const r = await unitOfWork(
        (tx) => decideOrder(tx, o.tenant, order, { approve: false, remark }),
        MONEY_TRANSACTION,
      );
      out(`Order ${r.id} rejected; ${r.amount} ${r.currency} released.`);
    });
  program
    .command('product:accrue')
    .description(
      'Run the products jobs now due (NAVs, daily returns, maturities), as every server does; ' +
        'a re-run pays no day twice.',
    )
    .action(async () => {
      const r = await runProductJobs(await deps());
      out(
        `Priced ${r.priced} NAV days, paid ${r.accrued} accrual days, matured ${r.matured}; ` +
          `${r.done} jobs done.`,
      );
      for (const f of r.failed) out(`Failed (still due): ${f.kind} ${f.subject}: ${f.error}`);
    });
}
