import type { Account, settingUpdateRequest } from '@konter/core/contracts/account';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { setAccount } from '../../../lib/auth';

export type SettingUpdate = z.input<typeof settingUpdateRequest>;

/** POST /api/v1/account/setting */
export const updateSetting = (body: SettingUpdate) => api.post<Account>('account/setting', body);

export function useUpdateSetting(options: { silent?: boolean } = {}) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: updateSetting,
    meta: { silent: options.silent },
    onSuccess: (account) => setAccount(qc, account),
  });
}
