import type { PageMeta } from '@konter/core/contracts/notification';
import type {
  CourierManifest,
  CourierManifestStatus,
  MulticourierCourier,
} from '@konter/core/contracts/shipping';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, buildUrl } from '../../../lib/api-client';
import { multicourierKey, multicourierKeys } from './keys';

/** GET mlo/manifest/{courier}/status: the open manifest (or none) and today's shipments waiting for pickup. */
export const useManifestStatus = (courier: MulticourierCourier) =>
  useQuery({
    queryKey: [...multicourierKeys.manifests(courier), 'status'],
    queryFn: ({ signal }) => api.get<CourierManifestStatus>(`mlo/manifest/${courier}/status`, { signal }),
  });

/** GET mlo/manifest/{courier}?page: the member's manifests of the courier, newest first. */
export const useManifestList = (courier: MulticourierCourier, page: number) =>
  useQuery({
    queryKey: [...multicourierKeys.manifests(courier), 'list', page],
    queryFn: ({ signal }) =>
      api.page<CourierManifest[], PageMeta>(`mlo/manifest/${courier}`, { query: { page }, signal }),
    placeholderData: keepPreviousData,
  });

/** POST mlo/manifest/{courier}/open or /close. */
export function useManifestAction(courier: MulticourierCourier) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (action: 'open' | 'close') =>
      api.post<CourierManifest>(`mlo/manifest/${courier}/${action}`, {}),
    onSettled: () => qc.invalidateQueries({ queryKey: multicourierKey }),
  });
}

/** The closed manifest's PDF (GET mlo/manifest/{courier}/{code}/pdf). */
export const manifestPdfUrl = (courier: MulticourierCourier, code: string) =>
  buildUrl(`mlo/manifest/${courier}/${encodeURIComponent(code)}/pdf`);

/** A shipment's printable label (GET mlo/transaction/{courier}/{ref}/label.pdf). */
export const labelPdfUrl = (courier: MulticourierCourier, ref: string) =>
  buildUrl(`mlo/transaction/${courier}/${encodeURIComponent(ref)}/label.pdf`);
