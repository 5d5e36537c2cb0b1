import type { Account, PendingContactChange, profileUpdateRequest } from '@konter/core/contracts/account';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { request } from '../../../lib/api-client';
import { setAccount } from '../../../lib/auth';

/** What a profile update did: saved (200), or saved the name and waits for the code to the new address (202). */
export type ProfileUpdateResult =
  | { kind: 'saved'; account: Account }
  | { kind: 'pending'; account: Account; pending: PendingContactChange };

/**
 * POST /api/v1/account/profile {name, email, hp, password?}. A changed e-mail or phone number needs
 * the password and is applied only with the code sent to the new address (confirm-contact-change).
 */
export async function updateProfile(
  body: z.output<typeof profileUpdateRequest>,
): Promise<ProfileUpdateResult> {
  const res = await request<Account | { account: Account; pending_change: PendingContactChange }>(
    'POST',
    'account/profile',
    { body },
  );
  if (res.status === 202) {
    const d = res.data as { account: Account; pending_change: PendingContactChange };
    return { kind: 'pending', account: d.account, pending: d.pending_change };
  }
  return { kind: 'saved', account: res.data as Account };
}

export function useUpdateProfile() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: updateProfile, onSuccess: (r) => setAccount(qc, r.account) });
}
