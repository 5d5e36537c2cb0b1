import type { DeviceStatus } from '@konter/core/contracts/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';

export type { DeviceStatus };

/** GET /api/v1/auth/device-status */
export const getDeviceStatus = (signal?: AbortSignal) =>
  api.get<DeviceStatus>('auth/device-status', { signal });

export const DEVICE_POLL_MS = 2000;

/** Polls every 2 s while the device waits for approval; stops once trusted or rejected. */
export const deviceStatusQuery = () =>
  queryOptions({
    queryKey: ['auth', 'device-status'],
    queryFn: ({ signal }) => getDeviceStatus(signal),
    refetchInterval: (q) => {
      if (q.state.data && q.state.data.device_status !== 'pending') return false;
      if (isApiError(q.state.error) && q.state.error.status === 401) return false; // no session at all
      return DEVICE_POLL_MS;
    },
    refetchIntervalInBackground: false,
    staleTime: 0,
    gcTime: 0,
    retry: false,
    meta: { ownErrors: ['unauthenticated'] },
  });

export const useDeviceStatus = () => useQuery(deviceStatusQuery());
