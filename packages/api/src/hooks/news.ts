// Area news: the list (optionally of one listing) and one item.
import type { MarketId } from '@invest/domain';
import useSWR from 'swr';
import type { NewsDetail } from '../contract/news';
import type { ApiError } from '../errors';
import { useApiClient } from './context';
import { useApiQuery, type QueryConfig } from './query';

export interface NewsListQuery {
  symbol?: string;
  market?: string;
  /** The client's chosen market (its unfiltered list). */
  country?: MarketId;
  limit?: number;
}

export const newsKeys = {
  newsList: (query: NewsListQuery = {}) => ['newsList', query] as const,
};

/** GET /news/app/v1/list. */
export const useNewsList = (query: NewsListQuery = {}, config?: QueryConfig<'newsList'>) =>
  useApiQuery('newsList', newsKeys.newsList(query), config);

/** GET /news/app/v1/{id}. */
export function useNewsDetail(id: string | null) {
  const client = useApiClient();
  return useSWR<NewsDetail, ApiError>(id === null ? null : ['newsDetail', id], () =>
    client.request('newsDetail', { params: { id: id ?? '' } }),
  );
}
