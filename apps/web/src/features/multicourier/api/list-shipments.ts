import type { PageMeta } from '@konter/core/contracts/notification';
import type {
  MulticourierCourier,
  ShipmentListItem,
  ShipmentShippingState,
  ShipmentStatus,
} from '@konter/core/contracts/shipping';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { courierPath, multicourierKeys } from './keys';

export interface ShipmentPage {
  data: ShipmentListItem[];
  meta: PageMeta;
}

/** The history's filters: a courier (or all of them) and the list query of the API (shipmentListQuery). */
export interface ShipmentFilters {
  courier?: MulticourierCourier;
  page?: number;
  status?: ShipmentStatus;
  shipping_status?: ShipmentShippingState;
  /** YYYY-MM-DD, Jakarta days, inclusive. */
  from?: string;
  to?: string;
  /** AWB, ref or recipient. */
  q?: string;
}
export const HISTORY_PAGE_SIZE = 20;

/**
 * GET mlo/transaction/{courier} — the member's shipments of a courier, paged and filtered — or, with
 * no courier chosen, GET mlo/courier/transaction: every courier's in one page.
 */
export async function fetchShipments(filters: ShipmentFilters, signal?: AbortSignal): Promise<ShipmentPage> {
  const { courier, ...query } = filters;
  const page = await api.page<ShipmentListItem[], PageMeta>(
    courier ? courierPath(courier) : '/mlo/courier/transaction',
    { query: { ...query, per_page: HISTORY_PAGE_SIZE }, signal },
  );
  return { data: page.data ?? [], meta: page.meta };
}

export const useShipments = (filters: ShipmentFilters) =>
  useQuery({
    queryKey: [...multicourierKeys.shipments, filters],
    queryFn: ({ signal }) => fetchShipments(filters, signal),
    placeholderData: keepPreviousData,
  });
