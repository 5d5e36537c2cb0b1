import type { ApprovalDecision, ApprovalKindName } from '@konter/core/contracts/console';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { dashboardKey } from './get-dashboard';
import { approvalsKey } from './list-approvals';

export interface DecisionInput {
  kind: ApprovalKindName;
  id: string;
  decision: 'approve' | 'reject';
  reason?: string;
}

const path = ({ kind, id, decision }: DecisionInput) =>
  `console/approvals/${encodeURIComponent(kind)}/${encodeURIComponent(id)}/${decision}`;

/**
 * POST console/approvals/:kind/:id/approve | reject {reason}: decided exactly once. A 409
 * `console_already_decided` (someone else was quicker) and a 404 (gone) are the dialog's to say;
 * either way the queue and the dashboard are read again.
 */
export const decideApproval = (input: DecisionInput) =>
  api.post<ApprovalDecision>(path(input), input.decision === 'reject' ? { reason: input.reason } : {});

export function useDecideApproval() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: decideApproval,
    meta: { ownErrors: ['console_already_decided', 'console_approval_not_found'] },
    onSettled: () => {
      void qc.invalidateQueries({ queryKey: approvalsKey });
      void qc.invalidateQueries({ queryKey: dashboardKey });
    },
  });
}
