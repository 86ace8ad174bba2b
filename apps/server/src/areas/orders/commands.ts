// The back-office commands of trading: a client's orders, cancelling one, suspending
// and resuming a client's trading, a tenant's commission schedule, and one tick of the fill
// engine (to catch up by hand).
import { table, type CommandKit } from '../../cli/kit';
import { loadConfig } from '../../config';
import type { ServiceDeps } from '../../platform/serviceDeps';
import { MONEY_TRANSACTION } from '../../platform/unitOfWork';
import { runTick } from './engine';
import {
  resetFeeSchedule,
  setFeeSchedule,
  showFeeSchedules,
  type MarketCommission,
} from './feeSchedule';
import {
  cancelOrderByBroker,
  clientOrders,
  resumeTrading,
  suspendTrading,
  type TradingDeps,
} from './service';

/** The trading deps of a command: the simulator's seed from the environment, the CLI's clock. */
const trading = (deps: ServiceDeps): TradingDeps => ({
  ...deps,
  seed: loadConfig(process.env).MARKET_SEED,
  marketNow: () => deps.clock().getTime(),
});

const scheduleRows = (list: MarketCommission[]): string =>
  table([
    ['market', 'rate', 'minimum', 'maximum', 'source'],
    ...list.map((c) => [
      c.market,
      c.schedule.rate,
      c.schedule.min === undefined ? '-' : `${c.schedule.min} ${c.currency}`,
      c.schedule.max === undefined ? '-' : `${c.schedule.max} ${c.currency}`,
      c.source,
    ]),
  ]);

export function ordersCommands(kit: CommandKit): void {
  const { program, unitOfWork, out, tenantOption, clientOption, requireClient, deps } = kit;
  program
    .command('orders:list')
    .description("List a client's orders, newest first.")
    .addOption(tenantOption())
    .addOption(clientOption())
    .option('--status <status>', 'only this status (pending, settle, holding, sold, rejected)')
    .action(async (o: { tenant: string; client: string; status?: string }) => {
      const user = await requireClient(o.tenant, o.client);
      const list = await clientOrders(
        trading(await deps()),
        { tenantId: o.tenant, userId: user.id },
        o.status,
      );
      if (list.length === 0) out('No orders.');
      for (const x of list) {
        out(
          `${x.placed_at}  ${x.id}  ${x.side} ${x.quantity} ${x.exchange}:${x.symbol} ${x.order_type}  ${x.status}${x.reason ? ` (${x.reason})` : ''}`,
        );
      }
    });
  program
    .command('orders:cancel')
    .description("Cancel a client's working order with a reason: its hold is released.")
    .addOption(tenantOption())
    .requiredOption('--id <order>', 'order id')
    .requiredOption('--reason <text>', 'why (kept on the order)')
    .action(async (o: { tenant: string; id: string; reason: string }) => {
      const order = await unitOfWork(
        (tx) => cancelOrderByBroker(trading(tx), o.tenant, o.id, o.reason),
        MONEY_TRANSACTION,
      );
      out(`Order ${order.id} ${order.status}: ${order.reason}.`);
    });
  program
    .command('trading:suspend')
    .description(
      "Suspend a client's trading: quotes and new orders are refused, working orders cancelled.",
    )
    .addOption(tenantOption())
    .addOption(clientOption())
    .requiredOption('--reason <text>', 'why')
    .action(async (o: { tenant: string; client: string; reason: string }) => {
      const user = await requireClient(o.tenant, o.client);
      const cancelled = await unitOfWork(
        (tx) => suspendTrading(trading(tx), { tenantId: o.tenant, userId: user.id }, o.reason),
        MONEY_TRANSACTION,
      );
      out(`Trading suspended for ${user.username}; ${cancelled} working order(s) cancelled.`);
    });
  program
    .command('trading:resume')
    .description("Lift the suspension of a client's trading.")
    .addOption(tenantOption())
    .addOption(clientOption())
    .action(async (o: { tenant: string; client: string }) => {
      const user = await requireClient(o.tenant, o.client);
      const lifted = await unitOfWork((tx) =>
        resumeTrading(tx, { tenantId: o.tenant, userId: user.id }),
      );
      out(lifted ? `Trading resumed for ${user.username}.` : `${user.username} was not suspended.`);
    });
  program
    .command('fees:show')
    .description("Show a tenant's commission per market: its own schedule or the default.")
    .addOption(tenantOption())
    .action(async (o: { tenant: string }) => {
      out(scheduleRows(await showFeeSchedules(await deps(), o.tenant)));
    });
  program
    .command('fees:set')
    .description(
      "Set a tenant's commission for a market: a rate of the gross (0.001 is 0.1 %), within an " +
        "optional minimum and maximum in the market's currency. Orders placed from now on pay it.",
    )
    .addOption(tenantOption())
    .requiredOption('--market <market>', 'US, IN, PL, CN, ES or TR')
    .requiredOption('--rate <decimal>', 'the rate of the gross, at most 0.02')
    .option('--min <amount>', "the least per order, in the market's currency")
    .option('--max <amount>', "the most per order, in the market's currency")
    .action(
      async (o: { tenant: string; market: string; rate: string; min?: string; max?: string }) => {
        const set = await unitOfWork((tx) =>
          setFeeSchedule(tx, o.tenant, {
            market: o.market,
            rate: o.rate,
            ...(o.min === undefined ? {} : { min: o.min }),
            ...(o.max === undefined ? {} : { max: o.max }),
          }),
        );
        out(`Commission of ${o.tenant} set:\n${scheduleRows([set])}`);
      },
    );
  program
    .command('fees:reset')
    .description("Put a tenant's market back on the default commission.")
    .addOption(tenantOption())
    .requiredOption('--market <market>', 'US, IN, PL, CN, ES or TR')
    .action(async (o: { tenant: string; market: string }) => {
      const reset = await unitOfWork((tx) => resetFeeSchedule(tx, o.tenant, o.market));
      out(
        reset
          ? `Commission of ${o.tenant} on ${o.market.toUpperCase()} back on the default.`
          : `${o.tenant} had no commission of its own on ${o.market.toUpperCase()}.`,
      );
    });
  program
    .command('trading:tick')
    .description('Run the fill engine once: fills, expiries and settlements now due.')
    .action(async () => {
      const r = await runTick(trading(await deps()));
      out(
        `Checked ${r.checked}, filled ${r.filled}, expired ${r.expired}, rejected ${r.rejected}, settled ${r.settled}, refused and left as they were ${r.refused}.`,
      );
    });
}
