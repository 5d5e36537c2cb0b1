import type { ConsoleSiteSettings, ConsoleSiteSettingsRequest } from '@konter/core/contracts/console-site';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const siteSettingsKey = ['console', 'site', 'settings'] as const;

/** GET console/site/settings (owner): flags, company, deposit, live chat and APK. */
export const getSiteSettings = (signal?: AbortSignal) =>
  api.get<ConsoleSiteSettings>('console/site/settings', { signal });

export const siteSettingsQuery = () =>
  queryOptions({ queryKey: siteSettingsKey, queryFn: ({ signal }) => getSiteSettings(signal) });

export const useSiteSettings = () => useQuery(siteSettingsQuery());

/** PATCH console/site/settings (owner): the keys given; 422 with field errors changes nothing. */
export function useChangeSiteSettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: ConsoleSiteSettingsRequest) =>
      api.patch<ConsoleSiteSettings>('console/site/settings', body),
    onSuccess: (data) => qc.setQueryData(siteSettingsKey, data),
  });
}
