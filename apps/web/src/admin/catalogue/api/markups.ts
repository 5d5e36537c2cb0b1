import type { ConsoleMarkup, ConsoleMarkupResult } from '@konter/core/contracts/console-catalogue';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { catalogueKey } from './products';

const markupsKey = [...catalogueKey, 'markups'] as const;

/** GET console/catalogue/markups: every band, by type, level and lower bound. */
export const listMarkups = (signal?: AbortSignal) =>
  api.get<ConsoleMarkup[]>('console/catalogue/markups', { signal });

export const markupsQuery = () =>
  queryOptions({ queryKey: markupsKey, queryFn: ({ signal }) => listMarkups(signal) });

export const useMarkups = () => useQuery(markupsQuery());

export interface MarkupInput {
  type: string;
  level: 1 | 2 | 3;
  min_buying: number;
  max_buying: number | null;
  markup: number;
}

/** POST console/catalogue/markups: one band; the type's auto prices follow at once. */
export const saveMarkup = (body: MarkupInput) =>
  api.post<ConsoleMarkupResult>('console/catalogue/markups', body);

export function useSaveMarkup() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: saveMarkup,
    onSuccess: (r) => {
      qc.setQueryData(markupsKey, r.markups);
      return qc.invalidateQueries({ queryKey: [...catalogueKey, 'products'] });
    },
  });
}
