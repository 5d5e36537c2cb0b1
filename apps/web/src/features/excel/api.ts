import type {
  ExcelAccessRequestInput,
  ExcelAccessRequestView,
  ExcelAccessStatus,
  ExcelUpload,
  ExcelUploadSummary,
} from '@konter/core/contracts/excel';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, buildUrl } from '../../lib/api-client';
import { accountKey } from '../../lib/auth';

export { type ExcelAccess, excelAccessQuery } from '../../lib/excel-access';

// The Excel bulk top-up's calls (server: apps/server/src/features/excel).

export const excelKeys = {
  all: ['excel'] as const,
  list: ['excel', 'list'] as const,
  upload: (id: number) => ['excel', 'upload', id] as const,
};

/** GET prabayar/excel: the user's uploads of the last 30 days, newest first. */
export const excelUploadsQuery = () =>
  queryOptions({
    queryKey: excelKeys.list,
    queryFn: () => api.get<ExcelUploadSummary[]>('prabayar/excel'),
  });

/** GET prabayar/excel/{id}: every row with its purchase's status and SN; polled while processing. */
export const excelUploadQuery = (id: number) =>
  queryOptions({
    queryKey: excelKeys.upload(id),
    queryFn: () => api.get<ExcelUpload>(`prabayar/excel/${id}`),
    refetchInterval: (q) => {
      const u = q.state.data;
      if (!u) return false;
      const unsettled =
        u.status === 'processing' ||
        u.rows.some((r) => r.status === 'placed' && r.transaction_status === 'processing');
      // The realtime events refetch at once; this covers a socket that is down.
      return unsettled ? 3000 : false;
    },
  });

export const templateUrl = () => buildUrl('prabayar/excel/template');
export const exportUrl = (id: number, lang: string) => buildUrl(`prabayar/excel/${id}/export`, { lang });

/** POST prabayar/excel/upload (multipart `file`): checked and kept, nothing bought. */
export function useUploadExcel() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file, file.name);
      return api.post<ExcelUpload>('prabayar/excel/upload', form);
    },
    // The page shows the file's refusal itself, under the picker.
    meta: {
      ownErrors: [
        'excel_invalid_file',
        'excel_too_many_rows',
        'excel_file_name_taken',
        'excel_daily_limit',
        'excel_file_too_large',
        'validation_failed',
      ],
    },
    onSuccess: (u) => {
      qc.setQueryData(excelKeys.upload(u.id), u);
      void qc.invalidateQueries({ queryKey: excelKeys.list });
    },
  });
}

/** POST prabayar/excel/{id}/process {pin}: the rows are bought in the background. */
export function useProcessExcel(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (pin: string) => api.post<ExcelUpload>(`prabayar/excel/${id}/process`, { pin }),
    meta: { ownErrors: ['pin_locked', 'incorrect_pin', 'excel_daily_limit', 'excel_no_valid_rows'] },
    onSuccess: (u) => {
      qc.setQueryData(excelKeys.upload(u.id), u);
      void qc.invalidateQueries({ queryKey: excelKeys.list });
      void qc.invalidateQueries({ queryKey: accountKey });
    },
  });
}

// ---- asking for Excel access (decided by customer service in the operations console) ----

export const excelAccessRequestKey = ['excel', 'access-request'] as const;

/** GET prabayar/excel/access-request: whether the member has access, and their latest request. */
export function useExcelAccessRequest() {
  return useQuery({
    queryKey: excelAccessRequestKey,
    queryFn: ({ signal }) => api.get<ExcelAccessStatus>('prabayar/excel/access-request', { signal }),
  });
}

/** POST prabayar/excel/access-request {note?}: asks customer service for Excel access. */
export function useRequestExcelAccess() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: ExcelAccessRequestInput) =>
      api.post<ExcelAccessRequestView>('prabayar/excel/access-request', input),
    // The gate says these itself (the pending state; a granted access reloads the page's check).
    meta: { ownErrors: ['excel_access_request_pending', 'excel_access_already_allowed'] },
    onSettled: () => {
      void qc.invalidateQueries({ queryKey: excelAccessRequestKey });
      void qc.invalidateQueries({ queryKey: ['excel-access'] });
    },
  });
}
