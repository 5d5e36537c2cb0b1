import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** DELETE /api/v1/account/delete {password}: only at zero balance; recoverable for 7 days (spec §4). */
export const deleteAccount = (password: string) =>
  api.delete<{ deleted_at: string; recoverable_until: string }>('account/delete', { password });

export const useDeleteAccount = () => useMutation({ mutationFn: deleteAccount });
