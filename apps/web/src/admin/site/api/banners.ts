import type {
  ConsoleBanner,
  ConsoleBannerChangeRequest,
  consoleBannerRequest,
} from '@konter/core/contracts/console-site';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

export const bannersKey = ['console', 'site', 'banners'] as const;

export const bannersQuery = () =>
  queryOptions({
    queryKey: bannersKey,
    queryFn: ({ signal }) => api.get<ConsoleBanner[]>('console/site/banners', { signal }),
  });
export const useBanners = () => useQuery(bannersQuery());

function useBannerMutation<V>(fn: (v: V) => Promise<unknown>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => qc.invalidateQueries({ queryKey: bannersKey }) });
}

/** POST console/site/banners: an external (https) image banner. */
export const useCreateBanner = () =>
  useBannerMutation((body: z.input<typeof consoleBannerRequest>) =>
    api.post<ConsoleBanner>('console/site/banners', body),
  );

/** PATCH console/site/banners/:id: on/off, position, caption. */
export const useChangeBanner = () =>
  useBannerMutation(({ id, ...body }: ConsoleBannerChangeRequest & { id: number }) =>
    api.patch<ConsoleBanner>(`console/site/banners/${id}`, body),
  );

export const useDeleteBanner = () =>
  useBannerMutation((id: number) => api.delete<{ id: number }>(`console/site/banners/${id}`));
