// Paging of the money lists (fund records, the deposit and withdrawal queues): page from 1, size
// up to MAX_PAGE_SIZE.
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '@invest/api/contract';

export function pageOf(query: { page?: string | undefined; size?: string | undefined }) {
  const page = Math.max(1, Number(query.page ?? '1') || 1);
  const size = Math.min(MAX_PAGE_SIZE, Math.max(1, Number(query.size ?? DEFAULT_PAGE_SIZE) || 1));
  return { page, size, offset: (page - 1) * size };
}
