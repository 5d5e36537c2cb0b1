import type { commodity } from '@konter/core/contracts/shipping';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { multicourierKey } from './keys';

export type Commodity = z.infer<typeof commodity>;

/** GET mlo/lion-parcel/commodity: Lion Parcel's commodity categories (names in id/en/zh). */
export const useLionParcelCommodities = () =>
  useQuery({
    queryKey: [...multicourierKey, 'commodities'],
    queryFn: ({ signal }) => api.get<Commodity[]>('mlo/lion-parcel/commodity', { signal }),
    staleTime: Number.POSITIVE_INFINITY,
    meta: { silent: true, loading: false },
  });
