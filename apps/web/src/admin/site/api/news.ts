import type { ConsoleNews, ConsoleNewsRequest } from '@konter/core/contracts/console-site';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const newsKey = ['console', 'site', 'news'] as const;

export const newsQuery = () =>
  queryOptions({
    queryKey: newsKey,
    queryFn: ({ signal }) => api.get<ConsoleNews[]>('console/site/news', { signal }),
  });
export const useNewsList = () => useQuery(newsQuery());

/** GET console/site/news/recipients: how many accounts a news item for everybody or a category reaches. */
export const useNewsRecipients = (category: number | null) =>
  useQuery({
    queryKey: [...newsKey, 'recipients', category],
    queryFn: ({ signal }) =>
      api.get<{ recipients: number }>('console/site/news/recipients', {
        signal,
        query: { category: category ?? undefined },
      }),
  });

/** POST console/site/news: to everybody (category null) or a category. */
export function useSendNews() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: ConsoleNewsRequest) =>
      api.post<{ news: ConsoleNews; recipients: number }>('console/site/news', body),
    onSuccess: () => qc.invalidateQueries({ queryKey: newsKey }),
  });
}
