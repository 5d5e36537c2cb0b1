import { type ApprovalEntry, type ApprovalKind, memberFields } from '../../lib/approvals.js';
import { cliOperator } from '../../lib/operator.js';
import {
  type ExcelAccessWithUser,
  findAccessRequest,
  pendingAccessRequests,
} from './excel-access.repository.js';
import { approveExcelAccess, rejectExcelAccess } from './excel-access.service.js';

// Requests for Excel access in the approvals registry: the CLI's `pending` / `approve excel <id>` /
// `reject excel <id> --reason …` and the console's queue.

const idOf = (raw: string) => {
  const n = Number(raw);
  return Number.isSafeInteger(n) && n > 0 ? n : 0;
};

const entry = (r: ExcelAccessWithUser): ApprovalEntry => ({
  id: String(r.id),
  createdAt: r.createdAt,
  summary: `${r.name} ${r.hp} asks for Excel top-up${r.note ? `: "${r.note}"` : ''}`,
  member: { id: r.userId, name: r.name, hp: r.hp },
  amount: null,
  fields: [
    ...memberFields(r),
    { key: 'email', value: r.email, format: 'text' },
    { key: 'note', value: r.note, format: 'text' },
  ],
  image: null,
});

export const excelAccessApproval: ApprovalKind = {
  kind: 'excel',
  description: 'requests for Excel bulk top-up (approve grants excel_topup)',
  // Verification of a member: customer service.
  roles: ['cs'],
  async list(deps) {
    return (await pendingAccessRequests(deps.database.db)).map(entry);
  },
  async detail(deps, id) {
    const r = await findAccessRequest(deps.database.db, idOf(id));
    return r && { ...entry(r), pending: r.status === 'pending' };
  },
  async approve(deps, id, decision) {
    const r = await approveExcelAccess(deps, idOf(id), {
      by: decision?.by ?? cliOperator(),
      inTx: decision?.inTx,
    });
    return `excel access request #${r.id} approved: user #${r.userId} may top up by Excel`;
  },
  async reject(deps, id, reason, decision) {
    const r = await rejectExcelAccess(deps, idOf(id), reason, {
      by: decision?.by ?? cliOperator(),
      inTx: decision?.inTx,
    });
    return `excel access request #${r.id} rejected`;
  },
};
