import { randomBytes } from 'node:crypto';
import { mkdir, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { DepositTopupClaimRequest } from '@konter/core/contracts/deposit';
import { canClaimTopup, PROOF_IMAGE_MAX_BYTES } from '@konter/core/deposit';
import { formatRupiah } from '@konter/core/money';
import type { Db } from '../../db/client.js';
import type { Deps } from '../../lib/deps.js';
import { AppError, fieldError } from '../../lib/errors.js';
import { jakartaDayStart } from '../../lib/time.js';
import type { User } from '../auth/index.js';
import { creditTopupTx, publishTopup } from './credit.js';
import {
  claimedTopups,
  claimTopupRow,
  countClaimsSince,
  countOpenBankTopups,
  type DepositTopupRow,
  findClaimant,
  lockMemberTopups,
  lockTopup,
  rejectClaimRow,
} from './deposit.repository.js';
import {
  type BankMutationRow,
  lockUnmatchedMutation,
  markMutation,
  unmatchedCredits,
} from './mutation.repository.js';
import { getTopup } from './topup.service.js';

/** Where claim proofs are stored, under DATA_DIR/uploads; the row keeps the relative path. */
export const PROOF_DIR = 'deposit-proofs';

/** The image bytes of a JPG/PNG data URL, checked by their signature (not by the declared type). */
function proofImage(dataUrl: string): { bytes: Buffer; ext: 'png' | 'jpg' } {
  const m = /^data:image\/(?:jpeg|jpg|png);base64,([A-Za-z0-9+/=\s]+)$/.exec(dataUrl);
  const bytes = m ? Buffer.from(m[1]!.replace(/\s+/g, ''), 'base64') : Buffer.alloc(0);
  const png = bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  const jpg = bytes.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff]));
  if ((!png && !jpg) || bytes.length > PROOF_IMAGE_MAX_BYTES)
    throw fieldError('proof_image', 'proof_image_invalid');
  return { bytes, ext: png ? 'png' : 'jpg' };
}

/**
 * How many transfer proofs (claims) one account may send per Jakarta day. Each proof is at most
 * PROOF_IMAGE_MAX_BYTES (2 MB), so this also bounds what one account stores per day (20 MB).
 */
export const CLAIM_PROOFS_PER_DAY = 10;

/**
 * "I transferred but it was not credited": the owner claims an unpaid bank-transfer request (open, or
 * expired unmatched) with the transfer proof; it waits as `claimed` for an administrator, who finds
 * the transfer among the unmatched mutations (`deposit:claims`). A mutation that still arrives inside
 * the pay window credits it as usual.
 *
 * Bounded per account, under the member's lock so parallel claims cannot slip past the counts:
 * CLAIM_PROOFS_PER_DAY proofs per Jakarta day (429), and a waiting claim counts as an open request,
 * so reopening an expired request needs a free place among DEPOSIT_OPEN_TOPUPS_PER_USER (409). A
 * refused claim stores no file and changes no row.
 */
export async function claimTopup(
  deps: Deps,
  user: User,
  code: string,
  input: DepositTopupClaimRequest,
  opts: { now?: Date } = {},
): Promise<DepositTopupRow> {
  const now = opts.now ?? new Date();
  const topup = await getTopup(deps, user, code);
  if (!canClaimTopup(topup) || topup.paidAt) throw new AppError('topup_not_claimable');
  const image = proofImage(input.proof_image);
  const name = `${PROOF_DIR}/${topup.code}-${randomBytes(12).toString('hex')}.${image.ext}`;
  const file = join(deps.config.dataDir, 'uploads', name);
  let written = false;
  try {
    const row = await deps.database.db.transaction(async (tx) => {
      await lockMemberTopups(tx, user.id);
      const today = jakartaDayStart(now);
      if ((await countClaimsSince(tx, user.id, today)) >= CLAIM_PROOFS_PER_DAY) {
        const tomorrow = today.getTime() + 86_400_000;
        throw new AppError(
          'claim_proofs_daily_limit',
          { max: CLAIM_PROOFS_PER_DAY },
          { retryAfter: Math.max(1, Math.ceil((tomorrow - now.getTime()) / 1000)) },
        );
      }
      const current = await lockTopup(tx, { id: topup.id });
      if (!current || !canClaimTopup(current) || current.paidAt) throw new AppError('topup_not_claimable');
      const limit = deps.config.DEPOSIT_OPEN_TOPUPS_PER_USER;
      if (current.status === 'expired' && limit > 0 && (await countOpenBankTopups(tx, user.id)) >= limit)
        throw new AppError('too_many_open_topups');
      await mkdir(join(deps.config.dataDir, 'uploads', PROOF_DIR), { recursive: true });
      written = true;
      await writeFile(file, image.bytes, { mode: 0o640 });
      const claimed = await claimTopupRow(tx, user.id, code, {
        note: input.note ?? null,
        proof: name,
        at: now,
      });
      if (!claimed) throw new AppError('topup_not_claimable');
      return claimed;
    });
    publishTopup(deps, row);
    return row;
  } catch (err) {
    if (written) await unlink(file).catch(() => undefined);
    throw err;
  }
}

export interface ClaimForReview {
  topup: DepositTopupRow;
  user: { name: string; hp: string; email: string } | undefined;
  /** Unmatched credits into the same bank of the total (or of the nominal alone: a forgotten code). */
  candidates: BankMutationRow[];
}

export async function listClaims(deps: Deps): Promise<ClaimForReview[]> {
  const db = deps.database.db;
  const out: ClaimForReview[] = [];
  for (const topup of await claimedTopups(db)) {
    const user = await findClaimant(db, topup.userId);
    const candidates = topup.bank ? await unmatchedCredits(db, topup.bank, [topup.total, topup.nominal]) : [];
    out.push({ topup, user, candidates });
  }
  return out;
}

/**
 * An administrator credits a bank-transfer request by hand, once: a claim, or an open/expired request
 * whose transfer they found. With `mutation` (its id or the service's mutation id) that unmatched
 * credit is tied to the request and its amount is what was received; the credit is then that amount
 * minus the fee. Same ledger key as the automatic match (`deposit:<code>`), in one transaction.
 */
export async function approveTopup(
  deps: Deps,
  code: string,
  opts: { mutation?: string; by?: string; now?: Date; inTx?: (tx: Db) => Promise<void> } = {},
): Promise<DepositTopupRow> {
  const now = opts.now ?? new Date();
  const done = await deps.database.db.transaction(async (tx) => {
    const topup = await lockTopup(tx, { code });
    if (!topup) throw new AppError('topup_not_found');
    if (topup.provider !== 'bank_transfer')
      throw new AppError('topup_confirmed_by_gateway', { code, provider: topup.provider });
    if (!['claimed', 'pending', 'expired'].includes(topup.status))
      throw new AppError('topup_nothing_to_approve', { code, status: topup.status });
    if (topup.paidAt) throw new AppError('topup_paid_already', { code, date: String(topup.creditOn) });
    let received = topup.total;
    if (opts.mutation) {
      const m = await lockUnmatchedMutation(tx, opts.mutation);
      if (!m) throw new AppError('mutation_not_found', { mutation: opts.mutation });
      if (m.bank !== topup.bank)
        throw new AppError('mutation_bank_mismatch', {
          mutation_bank: String(m.bank),
          topup_bank: String(topup.bank),
        });
      received = m.amount;
      await markMutation(tx, m.id, {
        status: 'matched',
        topupId: topup.id,
        note: `approved by ${opts.by ?? 'admin'}`,
      });
    }
    if (received <= topup.fee) throw new AppError('received_below_fee', { amount: formatRupiah(received) });
    const credited = await creditTopupTx(deps, tx, topup, { now, received, reviewedBy: opts.by ?? 'admin' });
    await opts.inTx?.(tx);
    return credited;
  });
  publishTopup(deps, done.topup, done);
  return done.topup;
}

/**
 * An administrator rejects a claim with a reason the user sees; the request ends `failed`. `inTx`
 * runs in the same transaction once the row changed (the console's audit row).
 */
export async function rejectClaim(
  deps: Deps,
  code: string,
  reason: string,
  by = 'admin',
  inTx?: (tx: Db) => Promise<void>,
) {
  const text = reason.trim().slice(0, 300);
  if (!text) throw new AppError('claim_reason_required');
  const done = await deps.database.db.transaction(async (tx) => {
    const row = await rejectClaimRow(tx, code, text, by);
    if (!row) return undefined;
    await inTx?.(tx);
    const notification = await deps.notifier.record(tx, {
      userId: row.userId,
      type: 'deposit',
      status: 2,
      title: 'claim_rejected_title',
      body: 'free_text',
      params: { code: row.code, text },
      data: { code: row.code, status: 'failed' },
    });
    return { row, notification };
  });
  if (!done) throw new AppError('claim_not_waiting', { code });
  publishTopup(deps, done.row, { notification: done.notification });
  return done.row;
}
