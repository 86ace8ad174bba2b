// The back-office commands of offerings (spec 1: advisors manage IPOs, APOs and the AI product
// through the back office): create, edit and cancel an offering, move one offering's clock for a
// demo, list its subscriptions, run (or re-run) its allotment, and run the due jobs by hand.
import { table, CliError, type CommandKit } from '../../cli/kit';
import { loadConfig } from '../../config';
import type { ServiceDeps } from '../../platform/serviceDeps';
import { MONEY_TRANSACTION } from '../../platform/unitOfWork';
import {
  advanceOffering,
  allotOfferingBatch,
  cancelOffering,
  createOffering,
  editOffering,
  offeringSubscriptions,
  markSubscriptionPaid,
  type AdvanceTarget,
  type OfferingInput,
} from './admin';
import type { OfferingRow } from './repo';
import { runOfferingJobs } from './scheduler';
import { stateOf, type OfferingDeps } from './service';

/** The offerings deps of a command: the simulator's seed from the environment, the CLI's clock. */
const offerings = (deps: ServiceDeps): OfferingDeps => ({
  ...deps,
  seed: loadConfig(process.env).MARKET_SEED,
  marketNow: () => deps.clock().getTime(),
});

function json<T>(text: string): T {
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new CliError('--json must be a JSON object (see offering:create --help).');
  }
}

const describe = (o: OfferingRow, now: Date): string =>
  `${o.id}  ${o.kind} ${o.exchange}:${o.symbol} ${o.offer_price.replace(/\.?0+$/, '')} ${o.currency}  ` +
  `${stateOf(o, now)}  opens ${o.start_time.toISOString()} closes ${o.end_time.toISOString()} ` +
  `allots ${o.pub_time.toISOString()}${o.listed_time ? ` lists ${o.listed_time.toISOString()}` : ''}`;

export function offeringsCommands(kit: CommandKit): void {
  const { program, unitOfWork, out, tenantOption, deps, clock } = kit;
  program
    .command('offering:create')
    .description(
      'Create an offering from JSON: {"kind":"ipo|apo|ai_day_trading","exchange","symbol",' +
        '"offer_price","lot_size","total_lots","min_lots","max_lots","min_vip","min_score",' +
        '"pac_code_required","payment_later","period","daily_return","timeline":{"start_time",' +
        '"end_time","pub_time","refund_time","listed_time"}}. Its allotment and listing are ' +
        'scheduled.',
    )
    .addOption(tenantOption())
    .requiredOption('--json <offering>', 'the offering')
    .action(async (o: { tenant: string; json: string }) => {
      const row = await unitOfWork((tx) =>
        createOffering(offerings(tx), o.tenant, json<OfferingInput>(o.json)),
      );
      out(`Offering created: ${describe(row, clock())}`);
    });
  program
    .command('offering:edit')
    .description(
      'Change an offering before its allotment (JSON of the fields to change, as offering:create; ' +
        'price and lot size only while nobody has subscribed).',
    )
    .addOption(tenantOption())
    .requiredOption('--id <offering>', 'offering id')
    .requiredOption('--json <changes>', 'the fields to change')
    .action(async (o: { tenant: string; id: string; json: string }) => {
      const row = await unitOfWork((tx) =>
        editOffering(offerings(tx), o.tenant, o.id, json<Partial<OfferingInput>>(o.json)),
      );
      out(`Offering changed: ${describe(row, clock())}`);
    });
  program
    .command('offering:cancel')
    .description('Withdraw an offering before its allotment: every subscription is released.')
    .addOption(tenantOption())
    .requiredOption('--id <offering>', 'offering id')
    .action(async (o: { tenant: string; id: string }) => {
      const r = await unitOfWork(
        (tx) => cancelOffering(offerings(tx), o.tenant, o.id),
        MONEY_TRANSACTION,
      );
      out(`Offering ${r.offering.id} cancelled; ${r.released} subscriptions released.`);
    });
  program
    .command('offering:advance')
    .description(
      "Move one offering's clock for a demo: its timeline shifts earlier so that the step named " +
        'by --to starts now (open, closed, allotted, listed); the jobs now due then run.',
    )
    .addOption(tenantOption())
    .requiredOption('--id <offering>', 'offering id')
    .requiredOption('--to <state>', 'open, closed, allotted or listed')
    .action(async (o: { tenant: string; id: string; to: string }) => {
      if (!['open', 'closed', 'allotted', 'listed'].includes(o.to)) {
        throw new CliError('--to must be open, closed, allotted or listed.');
      }
      const row = await unitOfWork((tx) =>
        advanceOffering(offerings(tx), o.tenant, o.id, o.to as AdvanceTarget),
      );
      const r = await runOfferingJobs(offerings(await deps()));
      out(`Offering moved: ${describe(row, clock())}`);
      out(`Allotted ${r.allotted}, refunded ${r.refunded}, listed ${r.listed}.`);
    });
  program
    .command('offering:list')
    .description("List a tenant's offerings with their state now.")
    .addOption(tenantOption())
    .action(async (o: { tenant: string }) => {
      const { allOfferings } = await import('./repo');
      const rows = await allOfferings((await deps()).db, o.tenant);
      if (rows.length === 0) out('No offerings.');
      for (const row of rows) out(describe(row, clock()));
    });
  program
    .command('offering:subscriptions')
    .description("List an offering's subscriptions: lots, amount, state and allotment.")
    .addOption(tenantOption())
    .requiredOption('--id <offering>', 'offering id')
    .action(async (o: { tenant: string; id: string }) => {
      const r = await offeringSubscriptions(offerings(await deps()), o.tenant, o.id);
      out(describe(r.offering, clock()));
      if (r.subscriptions.length === 0) {
        out('No subscriptions.');
        return;
      }
      out(
        table([
          ['id', 'client', 'lots', 'amount', 'state', 'allotted lots', 'allotted', 'refund'],
          ...r.subscriptions.map((s) => [
            s.id,
            s.user_id,
            String(s.lots),
            s.amount,
            s.state,
            s.allotted_lots === null ? '-' : String(s.allotted_lots),
            s.allotted_amount ?? '-',
            s.refund_amount ?? '-',
          ]),
        ]),
      );
    });
  program
    .command('offering:allot')
    .description(
      'Run the allotment of one offering whose pub_time has come (a re-run does nothing twice).',
    )
    .addOption(tenantOption())
    .requiredOption('--id <offering>', 'offering id')
    .action(async (o: { tenant: string; id: string }) => {
      let allotted = 0;
      let refunded = 0;
      for (;;) {
        const r = await unitOfWork(
          (tx) => allotOfferingBatch(offerings(tx), o.tenant, o.id),
          MONEY_TRANSACTION,
        );
        if (r.already) {
          out(`Offering ${o.id} was already allotted: nothing to do.`);
          return;
        }
        allotted += r.allotted;
        refunded += r.refunded;
        if (r.done) break;
      }
      out(`Offering ${o.id} allotted: ${allotted} subscriptions allotted, ${refunded} refunded.`);
    });
  program
    .command('offering:paid')
    .description(
      'Record that a client paid a subscription whose payment was due: its cost is held and it joins the allotment.',
    )
    .addOption(tenantOption())
    .requiredOption('--id <subscription>', 'subscription id')
    .action(async (o: { tenant: string; id: string }) => {
      const r = await unitOfWork(
        (tx) => markSubscriptionPaid(offerings(tx), o.tenant, o.id),
        MONEY_TRANSACTION,
      );
      out(`Subscription ${r.id} paid: ${r.held} ${r.currency} held, awaiting the allotment.`);
    });
  program
    .command('offering:run')
    .description('Run the offerings jobs now due (allotments, listings), as every server does.')
    .action(async () => {
      const r = await runOfferingJobs(offerings(await deps()));
      out(
        `Allotted ${r.allotted}, refunded ${r.refunded}, listed ${r.listed}; ${r.done} jobs done.`,
      );
      for (const f of r.failed) out(`Failed (still due): ${f.kind} ${f.subject}: ${f.error}`);
    });
}
