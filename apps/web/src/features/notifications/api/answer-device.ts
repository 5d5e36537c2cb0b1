import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * POST /api/v1/account/device/{id}/accept | reject, answered from the live prompt. The device list
 * screen (features/account) has its own query under ['account', 'devices'], refreshed here.
 */
export const answerDevice = ({ id, accept }: { id: string; accept: boolean }) =>
  api.post<unknown>(`account/device/${encodeURIComponent(id)}/${accept ? 'accept' : 'reject'}`);

export function useAnswerDevice() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: answerDevice,
    meta: { silent: true },
    onSettled: () => qc.invalidateQueries({ queryKey: ['account', 'devices'] }),
  });
}
