import type {
  courierReportResponse,
  MulticourierCourier,
  ShippingReportRequest,
  shippingManifestReportResponse,
  shippingTransactionReportResponse,
} from '@konter/core/contracts/shipping';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { multicourierKeys } from './keys';

export type CourierReport = z.infer<typeof courierReportResponse>['data'];
export type CourierTransactionReport = z.infer<typeof shippingTransactionReportResponse>['data'];
export type CourierManifestReport = z.infer<typeof shippingManifestReportResponse>['data'];

/** POST mlo/report/courier: one row per courier and the grand totals for the range. */
export const useCourierReport = (range: ShippingReportRequest, enabled: boolean) =>
  useQuery({
    queryKey: [...multicourierKeys.reports, 'all', range],
    queryFn: () => api.post<CourierReport>('mlo/report/courier', range),
    enabled,
    placeholderData: keepPreviousData,
  });

/** POST mlo/report/{courier}/transaction: that courier's shipments of the range with totals. */
export const useCourierTransactionReport = (
  courier: MulticourierCourier | null,
  range: ShippingReportRequest,
  enabled: boolean,
) =>
  useQuery({
    queryKey: [...multicourierKeys.reports, courier, 'transaction', range],
    queryFn: () => api.post<CourierTransactionReport>(`mlo/report/${courier}/transaction`, range),
    enabled: enabled && courier !== null,
  });

/** POST mlo/report/{courier}/manifest: that courier's manifests of the range. */
export const useCourierManifestReport = (
  courier: MulticourierCourier | null,
  range: ShippingReportRequest,
  enabled: boolean,
) =>
  useQuery({
    queryKey: [...multicourierKeys.reports, courier, 'manifest', range],
    queryFn: () => api.post<CourierManifestReport>(`mlo/report/${courier}/manifest`, range),
    enabled: enabled && courier !== null,
  });
