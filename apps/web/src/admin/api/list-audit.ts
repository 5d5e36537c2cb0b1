import type { AuditEntry, auditQuery } from '@konter/core/contracts/console';
import type { PageMeta } from '@konter/core/contracts/notification';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, buildUrl } from '../../lib/api-client';

/** GET console/audit's query as sent: every part optional. */
export type AuditQuery = Omit<z.input<typeof auditQuery>, 'page'> & { page?: number };
/** The audit log's filters as the page keeps them in its URL. */
export type AuditFilter = Omit<AuditQuery, 'page'>;

/** GET console/audit (owner): newest first, AUDIT_PAGE_SIZE a page. */
export const listAudit = (query: AuditQuery, signal?: AbortSignal) =>
  api.page<AuditEntry[], PageMeta>('console/audit', { query, signal });

export const auditListQuery = (query: AuditQuery) =>
  queryOptions({
    queryKey: ['console', 'audit', query] as const,
    queryFn: ({ signal }) => listAudit(query, signal),
    placeholderData: keepPreviousData,
  });

export function useAuditList(query: AuditQuery) {
  return useQuery(auditListQuery(query));
}

/** GET console/audit/export: the same filter as an Excel download (a plain link: a GET carries the cookie). */
export const auditExportUrl = (filter: AuditFilter, format: 'xlsx' | 'csv' = 'xlsx') =>
  buildUrl('console/audit/export', { ...filter, format });
