// The lists a client grows with 'Show more' (the orders, the offerings, the product catalogue):
// the first `pageSize × n` items of a paged read. While they fit in one of the server's pages
// (MAX_PAGE_SIZE) they are asked as one longer first page; past it, as that many full pages at
// once, joined. A list that stopped at the server's page size left a trader's 101st order, or a
// catalogue's 101st product, where no screen could reach it.
import { MAX_PAGE_SIZE } from '@invest/domain';
import { useState } from 'react';
import { unstable_serialize } from 'swr';
import type { ApiError } from '../errors';
import type { RouteQuery, RouteResponse } from '../types';
import type { ApiCache } from './cache';
import { useApiCache } from './context';
import type { QueryKey, QueryName } from './keys';
import { useApiQuery, type QueryConfig } from './query';

/** The reads answered by a page of a list (`{ list, total }`) and asked by `page` and `size`. */
export type PagedQueryName = {
  [N in QueryName]: RouteResponse<N> extends { list: readonly unknown[]; total: number }
    ? RouteQuery<N> extends { page?: string; size?: string }
      ? N
      : never
    : never;
}[QueryName];

type Paged<N extends PagedQueryName> = RouteResponse<N>;
type Item<N extends PagedQueryName> =
  RouteResponse<N> extends { list: readonly (infer T)[] } ? T : never;
/** What every paged answer is (the contract's `pagedSchema`). */
interface Page {
  list: readonly unknown[];
  total: number;
  /** The items asked for. */
  size: number;
}

export interface MoreListOptions<N extends PagedQueryName> extends QueryConfig<N> {
  /** The items each 'Show more' adds. @default 20 */
  pageSize?: number;
}

export interface MoreList<N extends PagedQueryName> {
  /** The items shown: the first `pageSize × n`, in the server's order (none until loaded). */
  list: Item<N>[];
  /** The answer as a page of them all (`list`, the filter's `total`), undefined until loaded. */
  data: Paged<N> | undefined;
  error: ApiError | undefined;
  /** More items match than are shown. */
  hasMore: boolean;
  /** 'Show more' is under way (the shown items stay; a refresh of them is not this). */
  loadingMore: boolean;
  /** Shows `pageSize` more; a change of the query starts again from the first `pageSize`. */
  loadMore(): void;
  /** Asks the server again. */
  retry(): void;
}

const idOf = (item: unknown): unknown =>
  typeof item === 'object' && item !== null && 'id' in item ? item.id : undefined;

/** Pages `from` to `to` of the read, each a full page (MAX_PAGE_SIZE), asked together. */
const fullPages = (
  cache: ApiCache,
  name: PagedQueryName,
  query: object,
  from: number,
  to: number,
): Promise<Page[]> =>
  Promise.all(
    Array.from(
      { length: to - from + 1 },
      (_, i) =>
        cache.fetch<PagedQueryName>([
          name,
          { ...query, page: String(from + i), size: String(MAX_PAGE_SIZE) },
        ] as unknown as QueryKey) as Promise<Page>,
    ),
  );

/**
 * Pages of one list as one answer: an item that a new one pushed onto the next page while they
 * were asked is shown once; the total is the largest one answered.
 */
function joined(answers: Page[]): Page {
  const seen = new Set<unknown>();
  const list: unknown[] = [];
  for (const answer of answers)
    for (const item of answer.list) {
      const id = idOf(item);
      if (id !== undefined && seen.has(id)) continue;
      seen.add(id);
      list.push(item);
    }
  const total = Math.max(...answers.map((a) => a.total));
  return { ...answers[0]!, list, total, size: list.length };
}

/**
 * The first `pageSize × n` items of the paged read `name` for `query` (its `page` and `size` are
 * this hook's), n growing by one with each `loadMore`. Revalidated, cleared on logout and
 * invalidated by mutations as every read of `name` is (its key starts with `name`).
 */
export function useMoreList<N extends PagedQueryName>(
  name: N,
  query: Omit<RouteQuery<N>, 'page' | 'size'>,
  { pageSize = 20, ...config }: MoreListOptions<N> = {},
): MoreList<N> {
  const cache = useApiCache();
  const filter = unstable_serialize([name, query]);
  const [shown, setShown] = useState({ filter, pages: 1 });
  // a new filter starts from its first items, and so does a return to an earlier one (React's
  // state adjusted while rendering, when the input it depends on changed)
  if (shown.filter !== filter) setShown({ filter, pages: 1 });
  const pages = shown.filter === filter ? shown.pages : 1;
  const size = pageSize * pages;
  const key = [name, { ...query, page: '1', size: String(size) }] as unknown as QueryKey;

  // past the server's largest page, the same items as full pages asked together
  const fetchPages = async (): Promise<Paged<N>> => {
    if (size <= MAX_PAGE_SIZE) return cache.fetch<N>(key);
    const all = joined(await fullPages(cache, name, query, 1, Math.ceil(size / MAX_PAGE_SIZE)));
    return { ...all, list: all.list.slice(0, size), size } as Paged<N>;
  };

  const read = useApiQuery(name, key, { keepPreviousData: true, ...config, fetcher: fetchPages });
  const data = read.data as (Paged<N> & Page) | undefined;
  return {
    list: (data?.list ?? []) as Item<N>[],
    data,
    error: read.error,
    hasMore: data !== undefined && data.list.length < data.total,
    loadingMore: data !== undefined && data.size < size,
    loadMore: () => setShown({ filter, pages: pages + 1 }),
    retry: () => void read.mutate(),
  };
}

/**
 * Every item of the paged read `name` for `query`, for a screen that shows them all (the
 * portfolio's product holdings, a client's loans): the first full page, then the rest of the
 * pages its total names, asked together. Its key says `size: 'all'`; it starts with `name`, so
 * mutations, logout and `mutate(isKeyOf(name))` reach it as every read of `name`.
 */
export function useWholeList<N extends PagedQueryName>(
  name: N,
  query: Omit<RouteQuery<N>, 'page' | 'size'> = {} as Omit<RouteQuery<N>, 'page' | 'size'>,
  config: QueryConfig<N> = {},
) {
  const cache = useApiCache();
  const key = [name, { ...query, page: '1', size: 'all' }] as unknown as QueryKey;
  const fetchAll = async (): Promise<Paged<N>> => {
    const [first] = await fullPages(cache, name, query, 1, 1);
    const pages = Math.ceil(first!.total / MAX_PAGE_SIZE);
    if (pages <= 1) return first as Paged<N>;
    const rest = await fullPages(cache, name, query, 2, pages);
    return joined([first!, ...rest]) as Paged<N>;
  };
  return useApiQuery(name, key, { ...config, fetcher: fetchAll });
}
