import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { formatRupiah } from '@konter/core/money';
import { BANK_CHANNELS, BANK_NAMES, type BankChannel } from '@konter/core/payment';
import type { BankMutationStatus } from '../../db/schema/index.js';
import { type ApprovalEntry, type ApprovalKind, memberFields } from '../../lib/approvals.js';
import type { Deps } from '../../lib/deps.js';
import { AppError } from '../../lib/errors.js';
import { approveTopup, listClaims, rejectClaim } from './claim.service.js';
import { claimedTopups, type DepositTopupRow, findClaimant, findTopupByCode } from './deposit.repository.js';
import { recentMutations, unmatchedCredits } from './mutation.repository.js';
import { applyMutations } from './mutation.service.js';

// The administrator's side of deposits (spec §6: administrators approve deposits), for the admin CLI.

/** Who decided, for reviewed_by: the operating-system user running the CLI. */
import { cliOperator } from '../../lib/operator.js';

const line = (parts: (string | number | null | undefined)[]) =>
  parts.filter((p) => p !== null && p !== undefined && p !== '').join('  ');

/** `deposit:claims`: each claim with its proof and the unmatched transfers that could be it. */
export async function describeClaims(deps: Deps): Promise<string> {
  const claims = await listClaims(deps);
  if (claims.length === 0) return 'No deposit claims wait for review.';
  const out: string[] = [];
  for (const c of claims) {
    const t = c.topup;
    out.push(
      line([
        t.code,
        t.claimedAt?.toISOString(),
        c.user ? `${c.user.name} ${c.user.hp}` : `user #${t.userId}`,
        `${t.bank?.toUpperCase()} ${formatRupiah(t.total)} (nominal ${formatRupiah(t.nominal)}, code ${t.uniqueCode})`,
        t.holderName ? `holder "${t.holderName}"` : null,
      ]),
      `    proof: ${deps.config.dataDir}/uploads/${t.claimProof}${t.claimNote ? `   note: ${t.claimNote}` : ''}`,
    );
    if (c.candidates.length === 0) out.push('    no unmatched transfer of that amount yet');
    for (const m of c.candidates) {
      out.push(
        `    candidate #${m.id} (${m.mutationId}) ${formatRupiah(m.amount)} ${m.occurredAt.toISOString()} ${m.description}`,
      );
    }
  }
  out.push('', 'Approve: deposit:approve <code> [--mutation <id>]   Reject: deposit:reject <code> <reason>');
  return out.join('\n');
}

export async function describeMutations(deps: Deps, status: string | undefined, limit = 50): Promise<string> {
  if (status && !['unmatched', 'matched', 'ignored'].includes(status))
    throw new AppError('mutation_status_invalid');
  const rows = await recentMutations(deps.database.db, status as BankMutationStatus | undefined, limit);
  if (rows.length === 0) return 'No bank mutations recorded.';
  return rows
    .map((m) =>
      line([
        `#${m.id}`,
        m.mutationId,
        m.receivedAt.toISOString(),
        m.bank ?? '-',
        m.type === 'credit' ? '+' : '-',
        formatRupiah(m.amount),
        m.status,
        m.topupId ? `topup #${m.topupId}` : null,
        m.note,
        m.description,
      ]),
    )
    .join('\n');
}

/**
 * `deposit:add-mutation <bank> <amount>`: an incoming transfer the administrator saw in the bank's own
 * statement (no mutation service, or a missed webhook), recorded and matched like a webhook's.
 */
export async function addManualMutation(
  deps: Deps,
  bank: string,
  amount: number,
  description = 'manual entry',
) {
  if (!(BANK_CHANNELS as readonly string[]).includes(bank))
    throw new AppError('mutation_bank_invalid', { banks: BANK_CHANNELS.join(', ') });
  if (!Number.isSafeInteger(amount) || amount <= 0) throw new AppError('mutation_amount_invalid');
  const account = deps.config.depositBankAccounts.find((a) => a.bank === bank);
  const mutationId = `manual-${randomBytes(6).toString('hex')}`;
  const { applied } = await applyMutations(
    deps,
    [
      {
        mutationId,
        bankCode: bank as BankChannel,
        accountNumber: account?.accountNumber ?? '',
        amount,
        type: 'credit',
        description,
        occurredAt: new Date(),
        raw: { source: 'admin-cli', operator: cliOperator() },
      },
    ],
    { provider: 'manual' },
  );
  const a = applied[0]!;
  return `${mutationId}: ${a.outcome}${a.code ? ` (${a.code})` : ''}`;
}

/** A claim as the approvals queue shows it (list and detail). */
async function claimEntry(deps: Deps, t: DepositTopupRow): Promise<ApprovalEntry> {
  const db = deps.database.db;
  const user = await findClaimant(db, t.userId);
  const candidates = t.bank ? (await unmatchedCredits(db, t.bank, [t.total, t.nominal])).length : 0;
  return {
    id: t.code,
    createdAt: t.claimedAt ?? t.createdAt,
    summary: `${user?.name ?? `#${t.userId}`} ${t.bank?.toUpperCase()} ${formatRupiah(t.total)}; ${candidates} candidate transfer(s)`,
    member: user ? { id: t.userId, name: user.name, hp: user.hp } : null,
    amount: t.total,
    fields: [
      ...memberFields(user),
      { key: 'bank', value: t.bank ? BANK_NAMES[t.bank] : null, format: 'text' },
      { key: 'total', value: t.total, format: 'money' },
      { key: 'nominal', value: t.nominal, format: 'money' },
      { key: 'unique_code', value: t.uniqueCode, format: 'text' },
      { key: 'holder_name', value: t.holderName, format: 'text' },
      { key: 'note', value: t.claimNote, format: 'text' },
      { key: 'candidates', value: candidates, format: 'number' },
    ],
    image: t.claimProof ? 'proof' : null,
  };
}

// `pending` / `approve deposit <code>` / `reject deposit <code> --reason …`, and the console's queue.
export const depositClaimApproval: ApprovalKind = {
  kind: 'deposit',
  description: 'deposit claims (a transfer the user says was not credited)',
  // Money, so finance; and customer service, who takes the member's "I paid" (issue 18).
  roles: ['finance', 'cs'],
  async list(deps) {
    const out: ApprovalEntry[] = [];
    for (const t of await claimedTopups(deps.database.db)) out.push(await claimEntry(deps, t));
    return out;
  },
  async detail(deps, id) {
    const t = await findTopupByCode(deps.database.db, id);
    // Only a claim is an approval item (an open request is not one until claimed).
    if (!t?.claimedAt) return undefined;
    return { ...(await claimEntry(deps, t)), pending: t.status === 'claimed' };
  },
  async image(deps, id) {
    const t = await findTopupByCode(deps.database.db, id);
    if (!t?.claimProof) return undefined;
    const bytes = await readFile(join(deps.config.dataDir, 'uploads', t.claimProof)).catch(() => undefined);
    if (!bytes) return undefined;
    return { bytes, contentType: t.claimProof.endsWith('.png') ? 'image/png' : 'image/jpeg' };
  },
  async approve(deps, id, decision) {
    const t = await approveTopup(deps, id, { by: decision?.by ?? cliOperator(), inTx: decision?.inTx });
    return `${t.code} credited ${formatRupiah(t.creditedAmount ?? 0)}`;
  },
  async reject(deps, id, reason, decision) {
    const t = await rejectClaim(deps, id, reason, decision?.by ?? cliOperator(), decision?.inTx);
    return `${t.code} rejected`;
  },
};
