import type { ApprovalKindName } from '@konter/core/contracts/console';
import type { IconName } from '../../components/ui/icons';

/** Each kind's icon in the queue's chips and the dashboard's card. */
export const KIND_ICONS: Record<ApprovalKindName, IconName> = {
  deposit: 'wallet',
  payment: 'card',
  loan: 'receipt',
  promotion: 'star',
  affiliate: 'user',
  'send-money': 'send',
  excel: 'upload',
};

/** The queue's address showing one kind. */
export const queuePath = (kind?: ApprovalKindName) =>
  kind ? `/admin/approvals?kind=${kind}` : '/admin/approvals';
