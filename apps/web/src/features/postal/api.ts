import type { PageMeta } from '@konter/core/contracts/notification';
import type {
  Cn23TaxEstimate,
  Cn23View,
  cn23AddRequest,
  cn23TaxRequest,
  PostalEvent,
  PostalManifest,
  PostalServiceOption,
  PostalShipment,
  postalDomesticFeeRequest,
  postalInternationalFeeRequest,
  postalSendRequest,
} from '@konter/core/contracts/postal';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../lib/api-client';
import { accountKey } from '../../lib/auth';

// Requests as the form sends them (before the server's defaults and normalising).
type Cn23AddRequest = z.input<typeof cn23AddRequest>;
type Cn23TaxRequest = z.input<typeof cn23TaxRequest>;
type PostalDomesticFeeRequest = z.input<typeof postalDomesticFeeRequest>;
type PostalInternationalFeeRequest = z.input<typeof postalInternationalFeeRequest>;
type PostalSendRequest = z.input<typeof postalSendRequest>;

// The POS MLO calls (features/postal on the server). Every query key starts with postalKey: a sent,
// cancelled or handed-over shipment refreshes whatever list is open.

export const postalKey = ['postal'] as const;
const refresh = (qc: ReturnType<typeof useQueryClient>) => {
  void qc.invalidateQueries({ queryKey: postalKey });
  void qc.invalidateQueries({ queryKey: accountKey });
};

export interface PostalAgent {
  id: number;
  name: string;
  phone: string;
  email: string | null;
  is_agen_mlo: boolean;
  address: string | null;
  city: string | null;
  postal_code: string | null;
  deposit: number;
  counts: { today: number; waiting: number; in_transit: number; delivered: number; cn23_drafts: number };
}

export const usePostalAgent = (enabled = true) =>
  useQuery({
    queryKey: [...postalKey, 'agent'],
    queryFn: ({ signal }) => api.get<PostalAgent>('mlo/manifest/agen', { signal }),
    enabled,
    meta: { ownErrors: ['postal_no_permission'] },
  });

export const useShipments = (query: { type?: string; status?: string; q?: string; page?: number }) =>
  useQuery({
    queryKey: [...postalKey, 'shipments', query],
    queryFn: ({ signal }) =>
      api.page<PostalShipment[], PageMeta>('mlo/transaction', { signal, query: { per_page: 20, ...query } }),
  });

export const useShipmentDetail = (ref: string | null) =>
  useQuery({
    queryKey: [...postalKey, 'shipment', ref],
    queryFn: () =>
      api.post<PostalShipment & { events: PostalEvent[] }>('mlo/transaction/get_order', { ref_id: ref }),
    enabled: ref !== null,
  });

export const useDomesticFee = () =>
  useMutation({
    mutationFn: (body: PostalDomesticFeeRequest) =>
      api.post<PostalServiceOption[]>('mlo/transaction/get_fee_nipos', body),
    meta: { ownErrors: ['postal_tariff_failed'] },
  });

export const useInternationalFee = () =>
  useMutation({
    mutationFn: (body: PostalInternationalFeeRequest) =>
      api.post<PostalServiceOption[]>('mlo/transaction/get_fee', body),
    meta: { ownErrors: ['postal_tariff_failed'] },
  });

export function useSend() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: PostalSendRequest) => api.post<PostalShipment>('mlo/transaction/send', body),
    onSettled: () => refresh(qc),
    meta: { ownErrors: ['pin_locked'], ownFailures: true },
  });
}

export function useCancel() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: { ref_id: string; reason: string }) =>
      api.post<PostalShipment>('mlo/transaction/cancel', body),
    onSettled: () => refresh(qc),
  });
}

export function useRefreshStatus() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (ref_id: string) => api.post<PostalShipment>('mlo/transaction/get_status', { ref_id }),
    onSettled: () => refresh(qc),
  });
}

export const useTrack = () =>
  useMutation({
    mutationFn: (awb: string) =>
      api.post<{ awb: string; shipping_status: string | null; history: PostalEvent[] }>(
        'mlo/transaction/track',
        { awb },
      ),
    meta: { ownErrors: ['postal_awb_not_found', 'postal_tracking_failed'] },
  });

export interface HsCodeHit {
  code: string;
  formatted: string;
  en: string;
  id: string;
}
export const useHsCodes = (q: string) =>
  useQuery({
    queryKey: [...postalKey, 'hs', q],
    queryFn: ({ signal }) => api.get<HsCodeHit[]>('mlo/cn23/hscodes', { signal, query: { q } }),
    enabled: q.trim().length >= 2,
    staleTime: Number.POSITIVE_INFINITY,
    meta: { silent: true, loading: false },
  });

export const useKurs = () =>
  useQuery({
    queryKey: [...postalKey, 'kurs'],
    queryFn: ({ signal }) =>
      api.get<{ as_of: string; rates: { currency: string; idr: number }[] }>('mlo/cn23/kurs', { signal }),
    staleTime: 30 * 60_000,
  });

export const useTax = () =>
  useMutation({
    mutationFn: (body: Cn23TaxRequest) => api.post<Cn23TaxEstimate>('mlo/cn23/calculate-tax', body),
    meta: { loading: false, silent: true },
  });

export function useAddCn23() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: Cn23AddRequest) => api.post<Cn23View>('mlo/cn23/add', body),
    onSettled: () => refresh(qc),
  });
}

export const useCn23List = () =>
  useQuery({
    queryKey: [...postalKey, 'cn23'],
    queryFn: ({ signal }) => api.get<Cn23View[]>('mlo/cn23', { signal }),
  });

export function useCn23Action(action: 'cancel' | 'get_status') {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<Cn23View>(`mlo/cn23/${action}`, { id }),
    onSettled: () => refresh(qc),
  });
}

export interface ManifestStatus {
  open: PostalManifest | null;
  waiting: PostalShipment[];
}
export const useManifestStatus = () =>
  useQuery({
    queryKey: [...postalKey, 'manifest', 'status'],
    queryFn: ({ signal }) => api.get<ManifestStatus>('mlo/manifest/status', { signal }),
  });
export const useManifests = () =>
  useQuery({
    queryKey: [...postalKey, 'manifest', 'list'],
    queryFn: ({ signal }) => api.get<PostalManifest[]>('mlo/manifest', { signal }),
  });
export function useManifestAction(action: 'open' | 'close') {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<PostalManifest>(`mlo/manifest/${action}`),
    onSettled: () => refresh(qc),
  });
}

export interface SpkView {
  spk_number: string;
  status: 'open' | 'confirmed';
  post_office: string;
  scheduled_at: string;
  confirmed_at: string | null;
  items: {
    awb: string;
    ref_id: string | null;
    recipient: string | null;
    status: string;
    shipping_status: string | null;
  }[];
  posted: number;
}
export function useSpk(action: 'check' | 'confirm') {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (spk_number: string) => api.post<SpkView>(`mlo/spk/${action}`, { spk_number }),
    onSettled: () => {
      if (action === 'confirm') refresh(qc);
    },
    meta: { ownErrors: ['postal_spk_not_found', 'postal_spk_confirmed'] },
  });
}

export type ReportKind = 'transaction' | 'manifest' | 'cn23';
export interface ReportTotals {
  count: number;
  total: number;
  by_status: Record<string, number>;
  tax_idr?: number;
}
export const useReport = (kind: ReportKind, range: { from: string; to: string } | null) =>
  useQuery({
    queryKey: [...postalKey, 'report', kind, range],
    queryFn: () =>
      api.post<{ rows: (PostalShipment | PostalManifest | Cn23View)[]; totals: ReportTotals }>(
        `mlo/report/${kind}`,
        range,
      ),
    enabled: range !== null,
  });

/** Where the printable PDFs are (opened in a new tab). */
export const cn23PdfUrl = (id: number) => `/api/v1/mlo/cn23/${id}/pdf`;
export const manifestPdfUrl = (code: string) => `/api/v1/mlo/manifest/pdf/${code}`;
