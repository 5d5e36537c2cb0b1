import type { CourierAgent, MulticourierCourier } from '@konter/core/contracts/shipping';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { multicourierKeys } from './keys';

/** GET mlo/{courier}/agen: the caller as that courier's agent (drop point when `active`). */
export const useCourierAgent = (courier: MulticourierCourier) =>
  useQuery({
    queryKey: multicourierKeys.agent(courier),
    queryFn: ({ signal }) => api.get<CourierAgent>(`mlo/${courier}/agen`, { signal }),
    staleTime: 5 * 60_000,
    meta: { silent: true, loading: false },
  });
