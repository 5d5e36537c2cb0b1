import type { Device } from '@konter/core/contracts/account';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const devicesKey = ['account', 'devices'] as const;

/** GET /api/v1/account/device */
export const getDevices = (signal?: AbortSignal) => api.get<Device[]>('account/device', { signal });

/** Refreshed every 10 s so a new login attempt shows up while the page is open. */
export const devicesQuery = () =>
  queryOptions({
    queryKey: devicesKey,
    queryFn: ({ signal }) => getDevices(signal),
    refetchInterval: 10_000,
  });
export const useDevices = () => useQuery(devicesQuery());
