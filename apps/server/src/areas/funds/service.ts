// spec 2/3 fund records: the client's ledger history (every entry on an own bucket), by type,
// currency and date, newest first, paged.
import type {
  FundRecord,
  FundRecords,
  FundRecordsQuery,
  FundRecordType,
} from '@invest/api/contract';
import { AppError } from '../../platform/errors';
import type { Caller, ServiceDeps } from '../../platform/serviceDeps';
import { formatAmount } from '../ledger';
import { pageOf } from '../../platform/paging';
import * as repo from './repo';

/** The ledger kinds (by prefix) of each record type; holds are typed by the hold's kind. */
const KINDS: Record<FundRecordType, { kinds?: string[]; holdKind?: string }> = {
  deposit: { kinds: ['deposit.'] },
  withdrawal: { kinds: ['withdrawal.'], holdKind: 'withdrawal' },
  exchange: { kinds: ['fx.'] },
  adjustment: { kinds: ['adjustment'] },
  trade: { kinds: ['trade.', 'order.'], holdKind: 'order' },
  subscription: { kinds: ['subscription.'], holdKind: 'subscription' },
  loan: { kinds: ['loan.'] },
  other: { kinds: ['other'] },
};

export function recordType(kind: string, holdKind: string | null): FundRecordType {
  if (kind.startsWith('hold.')) {
    if (holdKind === 'withdrawal') return 'withdrawal';
    if (holdKind === 'order') return 'trade';
    if (holdKind === 'subscription') return 'subscription';
    return 'other';
  }
  for (const [type, spec] of Object.entries(KINDS) as [
    FundRecordType,
    (typeof KINDS)[FundRecordType],
  ][]) {
    if (spec.kinds?.some((k) => kind.startsWith(k))) return type;
  }
  return 'other';
}

const day = (text: string, what: string): Date => {
  const d = new Date(`${text}T00:00:00.000Z`);
  if (Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== text) {
    throw AppError.validation([{ path: what, message: 'invalid_date' }]);
  }
  return d;
};

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
  const spec = query.type === undefined ? undefined : KINDS[query.type];
  const { rows, total } = await repo.fundEntries(deps.db, owner, {
    kinds: spec?.kinds,
    holdKind: spec?.holdKind,
    currency: query.currency,
    from,
    before,
    offset: page.offset,
    limit: page.size,
  });
  const list: FundRecord[] = rows.map((r) => ({
    id: String(r.id),
    transaction_id: r.transaction_id,
    type: recordType(r.kind, r.hold_kind),
    kind: r.kind,
    currency: r.currency,
    bucket: r.bucket as FundRecord['bucket'],
    amount: formatAmount(r.amount, r.currency),
    reference: r.hold_reference ?? r.reference,
    created_at: r.created_at.toISOString(),
  }));
  return { list, total, page: page.page, size: page.size };
}
