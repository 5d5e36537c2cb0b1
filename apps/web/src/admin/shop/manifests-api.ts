import type { ConsoleShopCoupon } from '@konter/core/contracts/console-commerce';
import type {
  ConsoleCouponAddRequest,
  ConsoleCouponUpdateRequest,
  ConsoleManifest,
  ConsoleManifestDetail,
} from '@konter/core/contracts/console-manifests';
import type { PageMeta } from '@konter/core/contracts/notification';
import type { ManifestStatus, MulticourierCourier } from '@konter/core/contracts/shipping';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { couponsKey } from './api';

// The Shop page's Manifests tab and coupon creation (issue 18): GET console/shop/manifests, …/:code,
// POST …/:code/close, POST console/shop/coupons (a new coupon) and …/coupons/:code (its terms changed).

const manifestsKey = ['console', 'shop', 'manifests'] as const;
const manifestKey = (code: string) => [...manifestsKey, 'one', code] as const;

/** The filter as the list asks it: an empty field is no bound. */
export interface ManifestFilter {
  courier?: MulticourierCourier;
  status?: ManifestStatus;
  /** Jakarta days (YYYY-MM-DD), inclusive. */
  from?: string;
  to?: string;
}

export const useManifests = (f: ManifestFilter, page: number) =>
  useQuery({
    queryKey: [
      ...manifestsKey,
      'list',
      f.courier ?? '',
      f.status ?? '',
      f.from ?? '',
      f.to ?? '',
      page,
    ] as const,
    queryFn: ({ signal }) =>
      api.page<ConsoleManifest[], PageMeta>('console/shop/manifests', {
        query: {
          courier: f.courier || undefined,
          status: f.status || undefined,
          from: f.from || undefined,
          to: f.to || undefined,
          page: page > 1 ? page : undefined,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const useManifest = (code: string) =>
  useQuery({
    queryKey: manifestKey(code),
    queryFn: ({ signal }) => api.get<ConsoleManifestDetail>(`console/shop/manifests/${code}`, { signal }),
  });

/** The agent's pickup sheet (opened in a new tab; the staff cookie signs the request). */
export const manifestPdfUrl = (code: string) =>
  `/api/v1/console/shop/manifests/${encodeURIComponent(code)}/pdf`;

/** Closes an open manifest on the agent's behalf: the answer replaces the detail; the lists refetch. */
export function useCloseManifest(code: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<ConsoleManifestDetail>(`console/shop/manifests/${code}/close`, {}),
    meta: { ownErrors: ['shipping_manifest_not_open', 'shipping_manifest_not_found'] },
    onSuccess: (m) => {
      qc.setQueryData(manifestKey(code), m);
      void qc.invalidateQueries({ queryKey: [...manifestsKey, 'list'] });
    },
  });
}

/** A new coupon: the answer (the list now) replaces the Coupons tab's list. */
export function useAddCoupon() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: ConsoleCouponAddRequest) =>
      api.post<ConsoleShopCoupon[]>('console/shop/coupons', body),
    meta: { ownErrors: ['shop_coupon_code_taken'] },
    onSuccess: (rows) => qc.setQueryData(couponsKey, rows),
  });
}

/** A coupon's terms changed (only the fields sent): the answer replaces it in the Coupons tab's list. */
export function useUpdateCoupon(code: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: ConsoleCouponUpdateRequest) =>
      api.post<ConsoleShopCoupon>(`console/shop/coupons/${encodeURIComponent(code)}`, body),
    onSuccess: (c) =>
      qc.setQueryData<ConsoleShopCoupon[]>(couponsKey, (rows) =>
        rows?.map((r) => (r.code === c.code ? c : r)),
      ),
  });
}
