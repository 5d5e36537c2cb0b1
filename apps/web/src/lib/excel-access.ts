import { queryOptions } from '@tanstack/react-query';
import { api } from './api-client';

export interface ExcelAccess {
  excelAccess: boolean;
  limit: number;
  maxRows: number;
}

/**
 * POST prabayar/checkExcel, kept after the first check (spec §2 menu rules): the route guard and the
 * Excel page read the same cached answer, one call per session.
 */
export const excelAccessQuery = () =>
  queryOptions({
    queryKey: ['excel-access'],
    queryFn: () => api.post<ExcelAccess>('prabayar/checkExcel'),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    retry: false,
    meta: { silent: true },
  });
