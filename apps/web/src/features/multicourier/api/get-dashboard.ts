import type { ShippingDashboard } from '@konter/core/contracts/shipping';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { multicourierKeys } from './keys';

/** GET mlo/dashboard: the four counts over every courier and today's shipments (Jakarta day). */
export const useShippingDashboard = () =>
  useQuery({
    queryKey: multicourierKeys.dashboard,
    queryFn: ({ signal }) => api.get<ShippingDashboard>('mlo/dashboard', { signal }),
  });
