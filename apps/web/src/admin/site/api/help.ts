import type { ConsoleHelpText } from '@konter/core/contracts/console-site';
import type { EditableHelpSection } from '@konter/core/public-pages';
import type { Locale } from '@konter/core/validation/locale';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

const helpKey = ['console', 'site', 'help'] as const;

/** GET console/site/help: every editable section in every language (body null: the app's text). */
export const useHelpTexts = () =>
  useQuery({
    queryKey: helpKey,
    queryFn: ({ signal }) => api.get<ConsoleHelpText[]>('console/site/help', { signal }),
  });

/** POST console/site/help/:section/:locale {body}: an empty body restores the app's text. */
export function useSaveHelpText() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { section: EditableHelpSection; locale: Locale; body: string }) =>
      api.post<ConsoleHelpText>(`console/site/help/${v.section}/${v.locale}`, { body: v.body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: helpKey }),
    // The tab says what went wrong beside the text.
    meta: { silent: true },
  });
}
