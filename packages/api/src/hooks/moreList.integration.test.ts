// @vitest-environment happy-dom
// A list grown by 'Show more' against the real server: past the server's largest page it is
// asked as full pages and joined, in the server's order; a new filter starts it again; a
// revalidation of its read reaches it however long it has grown. A whole list is every page.
import { MAX_PAGE_SIZE } from '@invest/domain';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { useSWRConfig } from 'swr';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogueListQuery } from '../contract/products';
import {
  databaseKinds,
  product,
  recordingFetch,
  savings,
  startServer,
  type TestServer,
} from '../testing/support';
import { signedInClient } from '../testing/hooks';
import { isKeyOf } from './keys';
import { useMoreList, useWholeList } from './moreList';

const FUNDS = 130;

describe.each(databaseKinds())('a list grown by Show more (%s)', { timeout: 60_000 }, (kind) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer(kind, { config: { CORS_ORIGINS: [globalThis.location.origin] } });
    for (let i = 0; i < FUNDS; i++) await product(s, { annual_return: String(1 + (i % 7)) });
    await savings(s, '0.01');
  }, 120_000);
  afterAll(() => s?.close());
  afterEach(cleanup);

  async function setup() {
    const rec = recordingFetch();
    const { client, wrapper } = await signedInClient(s, { fetch: rec.fetch });
    const sizes = () =>
      rec.named('catalogueList').map((r) => Number(new URL(r.url).searchParams.get('size')));
    return { client, rec, wrapper, sizes };
  }

  it('grows past the server page size as full pages, in the server order, to the end', async () => {
    const { client, wrapper, sizes } = await setup();
    const query: CatalogueListQuery = { type: 'fund', sort: 'return' };
    const { result } = renderHook(() => useMoreList('catalogueList', query), { wrapper });
    await waitFor(() => expect(result.current.list).toHaveLength(20));
    expect(result.current.hasMore).toBe(true);
    expect(result.current.data?.total).toBe(FUNDS);

    for (const shown of [40, 60, 80, 100, 120, 130]) {
      const before = result.current.list.length;
      act(() => result.current.loadMore());
      // the shown items stay while more are asked for
      expect(result.current.loadingMore).toBe(true);
      expect(result.current.list).toHaveLength(before);
      await waitFor(() => expect(result.current.list).toHaveLength(shown));
      expect(result.current.loadingMore).toBe(false);
    }
    expect(result.current.hasMore).toBe(false);
    // no request ever asked the server for more than a page holds
    expect(Math.max(...sizes())).toBe(MAX_PAGE_SIZE);

    const pages = await Promise.all(
      ['1', '2'].map((page) =>
        client.request('catalogueList', { query: { ...query, page, size: '100' } }),
      ),
    );
    const served = pages.flatMap((p) => p.list.map((item) => item.id));
    expect(result.current.list.map((item) => item.id)).toEqual(served);
    expect(new Set(served).size).toBe(FUNDS);
  });

  it('starts again from the first items when the filter changes', async () => {
    const { wrapper } = await setup();
    const { result, rerender } = renderHook(
      ({ query }: { query: CatalogueListQuery }) => useMoreList('catalogueList', query),
      { wrapper, initialProps: { query: { type: 'fund' } } },
    );
    await waitFor(() => expect(result.current.list).toHaveLength(20));
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.list).toHaveLength(40));

    rerender({ query: { type: 'savings' } });
    await waitFor(() => expect(result.current.list.map((p) => p.type)).toEqual(['savings']));
    expect(result.current.hasMore).toBe(false);

    rerender({ query: { type: 'fund' } });
    await waitFor(() => expect(result.current.list).toHaveLength(20));
    expect(result.current.hasMore).toBe(true);
  });

  it('a revalidation of the read reaches the list however long it has grown', async () => {
    const { wrapper } = await setup();
    const { result } = renderHook(
      () => ({
        list: useMoreList('catalogueList', { type: 'fund' }, { pageSize: 60 }),
        mutate: useSWRConfig().mutate,
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.list.list).toHaveLength(60));
    act(() => result.current.list.loadMore());
    await waitFor(() => expect(result.current.list.list).toHaveLength(120));

    // a new fund, then what a mutation of the catalogue does: revalidate every key of its read
    const added = await product(s, { annual_return: '99' });
    await act(() => result.current.mutate(isKeyOf('catalogueList')));
    await waitFor(() => expect(result.current.list.data?.total).toBe(FUNDS + 1));
    expect(result.current.list.list.map((p) => p.id)).toContain(added.id);
    expect(result.current.list.list).toHaveLength(120);
  });

  it('a whole list is every item, past the first page, each page asked once', async () => {
    const { client, wrapper, sizes } = await setup();
    // the funds the server holds now (the tests before this one may have added some)
    const { total } = await client.request('catalogueList', { query: { type: 'fund', size: '1' } });
    expect(total).toBeGreaterThan(MAX_PAGE_SIZE);
    const { result } = renderHook(
      () => ({
        funds: useWholeList('catalogueList', { type: 'fund' }),
        mutate: useSWRConfig().mutate,
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.funds.data?.list).toHaveLength(total));
    const ids = result.current.funds.data!.list.map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(sizes().slice(1)).toEqual([MAX_PAGE_SIZE, MAX_PAGE_SIZE]);

    const added = await product(s, { annual_return: '98' });
    await act(() => result.current.mutate(isKeyOf('catalogueList')));
    await waitFor(() => expect(result.current.funds.data?.list).toHaveLength(total + 1));
    expect(result.current.funds.data!.list.map((p) => p.id)).toContain(added.id);
  });
});
