// spec 2 fund records: the client's operations (one row each, the ledger movements inside it as
// its detail), filtered by type and date (kept in the URL), paged, exported as CSV (every page of
// the filter, one line per operation); the overdrawn records (spec 7).
import * as api from '@invest/api/hooks';
import type { FundRecordType as WireType } from '@invest/api/contract';
import type { FundRecordsFilter, FundRecordsViewProps } from '@invest/ui/FundRecordsView';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useFeatureAccess } from '../featureAccess';
import { paths } from '../../paths';
import { browserTimeZone } from '@invest/i18n';
import { useAvailableCash } from '../availableCash';

const PAGE_SIZE = 20;
export function useFundRecordsView(): FundRecordsViewProps {
  const navigate = useNavigate();
  // spec 6 element visibility: the Deposit button only for a client who may deposit
  const deposit = useFeatureAccess('deposit');
  const client = api.useApiClient();
  const [search, setSearch] = useSearchParams();
  const filter: FundRecordsFilter = {
    type: (search.get('type') as WireType | null) ?? null,
    from: search.get('from'),
    to: search.get('to'),
  };
  const page = Math.max(1, Number(search.get('page')) || 1);
  const query = {
    ...(filter.type ? { type: filter.type } : {}),
    ...(filter.from ? { from: filter.from } : {}),
    ...(filter.to ? { to: filter.to } : {}),
  };
  const records = api.useFundRecords({ ...query, page: String(page), size: String(PAGE_SIZE) });
  const overdrawn = api.useOverdrawn();
  const cash = useAvailableCash();
  const [exporting, setExporting] = useState(false);
  const data = records.data;

  const setFilter = (next: FundRecordsFilter) => {
    const params: Record<string, string> = {};
    if (next.type) params.type = next.type;
    if (next.from) params.from = next.from;
    if (next.to) params.to = next.to;
    setSearch(params, { replace: true });
  };

  async function onExport() {
    setExporting(true);
    try {
      const all = [];
      for (let p = 1; ; p++) {
        const chunk = await client.request('fundRecords', {
          query: { ...query, page: String(p), size: '100' },
        });
        all.push(...chunk.list);
        if (all.length >= chunk.total || chunk.list.length === 0) break;
      }
      const url = URL.createObjectURL(
        new Blob([api.fundRecordsCsv(all)], { type: 'text/csv;charset=utf-8' }),
      );
      const a = document.createElement('a');
      a.href = url;
      a.download = 'fund-records.csv';
      a.click();
      URL.revokeObjectURL(url);
    } finally {
      setExporting(false);
    }
  }

  return {
    status: data ? 'ready' : records.error ? 'error' : 'loading',
    onRetry: () => void records.mutate(),
    records: data?.list ?? [],
    filter,
    onFilterChange: setFilter,
    page,
    pages: data ? Math.max(1, Math.ceil(data.total / PAGE_SIZE)) : 1,
    onPageChange: (p) => {
      const next = new URLSearchParams(search);
      next.set('page', String(p));
      setSearch(next);
    },
    onExport: () => void onExport(),
    exporting,
    overdrawn: overdrawn.data ?? [],
    onDeposit: deposit.allowed ? () => void navigate(paths.deposit) : undefined,
    timeZone: browserTimeZone(),
    cash,
  };
}
