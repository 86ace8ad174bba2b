// spec 2/3 fund records: the client's operations on its money (a deposit, a withdrawal, an
// exchange, an order, ...), one record each with the operation's status and signed amount and
// the ledger movements inside it, by type, currency and date, newest first, paged.
import type {
  FundMovement,
  FundRecord,
  FundRecords,
  FundRecordsQuery,
  FundRecordStatus,
  FundRecordType,
} from '@invest/api/contract';
import { Money } from '@invest/domain';
import { AppError } from '../../platform/errors';
import type { Caller, ServiceDeps } from '../../platform/serviceDeps';
import { formatAmount } from '../ledger';
import { pageOf } from '../../platform/paging';
import * as repo from './repo';

const day = (text: string, what: string): Date => {
  const d = new Date(`${text}T00:00:00.000Z`);
  if (Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== text) {
    throw AppError.validation([{ path: what, message: 'invalid_date' }]);
  }
  return d;
};

/** Where each operation's status is kept, and how it reads as a fund record's status. */
const STATUS_OF = {
  deposit: {
    table: 'deposits',
    status: (s: string) =>
      s === 'pending' ? 'pending' : s === 'rejected' ? 'rejected' : 'completed',
  },
  withdrawal: {
    table: 'withdrawals',
    // approved is still on its way to the bank: the money stays frozen until it is paid
    status: (s: string) =>
      s === 'pending' || s === 'approved'
        ? 'pending'
        : s === 'cancelled' || s === 'rejected'
          ? s
          : 'completed',
  },
  trade: {
    table: 'trade_orders',
    // spec 4 order statuses: a closed order without a fill was cancelled, expired or rejected
    status: (s: string, lastEvent: string | null) =>
      s === 'pending'
        ? 'pending'
        : s === 'rejected'
          ? lastEvent === 'cancel'
            ? 'cancelled'
            : lastEvent === 'expire'
              ? 'expired'
              : 'rejected'
          : 'completed',
  },
} as const satisfies Partial<
  Record<
    FundRecordType,
    {
      table: 'deposits' | 'withdrawals' | 'trade_orders';
      status: (status: string, lastEvent: string | null) => FundRecordStatus;
    }
  >
>;

const sum = (movements: readonly FundMovement[], currency: string): string =>
  Money.sum(
    movements.map((m) => Money.of(m.amount, currency)),
    currency,
  ).toString();

/**
 * The operation's signed amount in one currency: what it did to the available cash (a buy's
 * cost after the unused reserve came back); when that is nothing (a cancelled or rejected
 * request that gave the money back), what it asked for, its first movement.
 */
function amountIn(movements: readonly FundMovement[], currency: string): string {
  const own = movements.filter((m) => m.currency === currency);
  const cash = own.some((m) => m.bucket === 'available')
    ? own.filter((m) => m.bucket === 'available')
    : own;
  const net = sum(cash, currency);
  return Money.of(net, currency).isZero() && cash[0] ? cash[0].amount : net;
}

function toRecord(row: repo.OperationRow, status: FundRecordStatus): FundRecord {
  const movements: FundMovement[] = row.movements.map((m) => ({
    id: m.id,
    transaction_id: m.transaction_id,
    kind: m.kind,
    currency: m.currency,
    bucket: m.bucket as FundMovement['bucket'],
    amount: formatAmount(m.amount, m.currency),
    created_at: new Date(m.created_at).toISOString(),
  }));
  const currencies = [...new Set(movements.map((m) => m.currency))];
  // an exchange is told from its source: the currency it took from, the other one beside it
  const source =
    currencies.find((c) =>
      Money.of(
        sum(
          movements.filter((m) => m.currency === c),
          c,
        ),
        c,
      ).isNegative(),
    ) ?? currencies[0]!;
  const counter = row.type === 'exchange' ? currencies.find((c) => c !== source) : undefined;
  return {
    id: row.op,
    type: row.type as FundRecordType,
    status,
    currency: source,
    amount: amountIn(movements, source),
    counter_currency: counter ?? null,
    counter_amount: counter === undefined ? null : amountIn(movements, counter),
    created_at: new Date(row.started_at).toISOString(),
    updated_at: new Date(row.last_at).toISOString(),
    movements,
  };
}

/** GET /fund/app/v1/records. */
export async function fundRecords(
  deps: ServiceDeps,
  owner: Caller,
  query: FundRecordsQuery,
): Promise<FundRecords> {
  const page = pageOf(query);
  const from = query.from === undefined ? undefined : day(query.from, 'from');
  const to = query.to === undefined ? undefined : day(query.to, 'to');
  const before = to === undefined ? undefined : new Date(to.getTime() + 86_400_000);
  const { rows, total } = await repo.operations(deps.db, owner, {
    type: query.type,
    currency: query.currency,
    from,
    before,
    offset: page.offset,
    limit: page.size,
  });
  const statuses = new Map<string, FundRecordStatus>();
  for (const [type, source] of Object.entries(STATUS_OF)) {
    const ids = rows.filter((r) => r.type === type).map((r) => r.op);
    for (const [id, s] of await repo.statusesOf(deps.db, owner, source.table, ids)) {
      statuses.set(`${type}:${id}`, source.status(s.status, s.last_event));
    }
  }
  // an operation without a record of its own (an exchange, an adjustment) is done once posted
  const list = rows.map((r) => toRecord(r, statuses.get(`${r.type}:${r.op}`) ?? 'completed'));
  return { list, total, page: page.page, size: page.size };
}
