import type { SiteConfig } from '@konter/core/contracts/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';

/** GET /api/v1/config: public site settings. */
export type { SiteConfig };

export const defaultConfig: SiteConfig = {
  sitename: 'Konter',
  dev_outbox: false,
  disable_register: false,
  disable_user_login: false,
};

export const configQuery = () =>
  queryOptions({
    queryKey: ['config'],
    queryFn: ({ signal }) => api.get<SiteConfig>('config', { signal }),
    staleTime: Number.POSITIVE_INFINITY,
    meta: { silent: true },
  });

/** The site config, with defaults until (or if never) it arrives. */
export function useConfig(): SiteConfig {
  const { data } = useQuery(configQuery());
  return { ...defaultConfig, ...data };
}
