import type { promoProductsResponse } from '@konter/core/contracts/catalog';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

export type Promotion = z.infer<typeof promoProductsResponse>['data'];
export type { PromoProductView } from '@konter/core/contracts/catalog';

/**
 * Under the prepaid lists' key, so whatever refreshes them (a purchase refused because a price or a
 * stock changed) refreshes the promotion too.
 */
export const promotionKey = ['catalog', 'prepaid', 'promotion'] as const;

/** GET /api/v1/prabayar/promotion: promo items of every type with their stock, sold-out ones last. */
export const usePromotion = () =>
  useQuery({
    queryKey: promotionKey,
    queryFn: ({ signal }) => api.get<Promotion>('prabayar/promotion', { signal }),
  });
