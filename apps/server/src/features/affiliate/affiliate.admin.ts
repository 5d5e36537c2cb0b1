import { writeFileSync } from 'node:fs';
import { formatRupiah } from '@konter/core/money';
import { type ApprovalEntry, type ApprovalKind, memberFields } from '../../lib/approvals.js';
import type { Deps } from '../../lib/deps.js';
import { AppError } from '../../lib/errors.js';
import { cliOperator } from '../../lib/operator.js';
import type { AffiliateState, AffiliateWithUser, PayoutRow } from './affiliate.repository.js';
import {
  affiliates,
  affiliateWithUser,
  approveAffiliate,
  idImage,
  maskAccountNumber,
  payouts,
  payPayout,
  processPayout,
  rejectAffiliateApplication,
  runPayouts,
} from './affiliate.service.js';

// The administrator's side of the affiliate programme (spec §6: administrators approve affiliates),
// for the admin CLI: `pending` / `approve affiliate <id>` / `reject affiliate <id> --reason …`, the
// list, the identity image, the monthly payouts and paying them.

const STATES: readonly AffiliateState[] = ['waiting', 'verified', 'rejected'];
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

const idOf = (raw: string) => {
  const n = Number(raw);
  return Number.isSafeInteger(n) && n > 0 ? n : 0;
};

/** An application as the approvals queue shows it. */
const affiliateEntry = (a: AffiliateWithUser): ApprovalEntry => ({
  id: String(a.id),
  createdAt: a.createdAt,
  summary: `${a.name} ${a.hp}  ${a.bankName} ${a.accountNumber} a/n ${a.accountHolder}  id image ${Math.ceil(a.idImageSize / 1024)} KB (affiliate:id-image ${a.id} <file>)`,
  member: { id: a.userId, name: a.name, hp: a.hp },
  amount: null,
  fields: [
    ...memberFields(a),
    { key: 'email', value: a.email, format: 'text' },
    { key: 'bank', value: a.bankName, format: 'text' },
    { key: 'account', value: a.accountNumber, format: 'text' },
    { key: 'account_holder', value: a.accountHolder, format: 'text' },
  ],
  image: 'identity',
});

export const affiliateApproval: ApprovalKind = {
  kind: 'affiliate',
  description: 'affiliate applications (approve verifies: the referral code is valid 1 year)',
  // Identity verification: customer service.
  roles: ['cs'],
  async list(deps) {
    return (await affiliates(deps, 'waiting')).map(affiliateEntry);
  },
  async detail(deps, id) {
    const a = await affiliateWithUser(deps, idOf(id));
    return a && { ...affiliateEntry(a), pending: a.status === 'waiting' };
  },
  async image(deps, id) {
    const img = await idImage(deps, idOf(id));
    return img && { bytes: img.bytes, contentType: img.mime };
  },
  async approve(deps, id, decision) {
    const a = await approveAffiliate(deps, idOf(id), decision?.by ?? cliOperator(), decision?.inTx);
    return `affiliate #${a.id} verified; code valid until ${a.codeExpiresAt!.toISOString()}`;
  },
  async reject(deps, id, reason, decision) {
    const a = await rejectAffiliateApplication(
      deps,
      idOf(id),
      reason,
      decision?.by ?? cliOperator(),
      decision?.inTx,
    );
    return `affiliate #${a.id} rejected`;
  },
};

/** `affiliate:list [waiting|verified|rejected]`. */
export async function describeAffiliates(deps: Deps, status?: string): Promise<string> {
  if (status && !STATES.includes(status as AffiliateState))
    throw new RangeError(`status: one of ${STATES.join(', ')}`);
  const rows = await affiliates(deps, status as AffiliateState | undefined);
  if (rows.length === 0) return 'No affiliates.';
  return rows
    .map((a) =>
      [
        `#${a.id}`,
        `${a.name} ${a.hp}`,
        a.status,
        `code ${a.referralCode}`,
        `${a.bankName} ${maskAccountNumber(a.accountNumber)} a/n ${a.accountHolder}`,
        a.codeExpiresAt ? `valid until ${a.codeExpiresAt.toISOString()}` : '',
        a.rejectedReason ? `reason "${a.rejectedReason}"` : '',
      ]
        .filter(Boolean)
        .join('  '),
    )
    .join('\n');
}

/** `affiliate:id-image <id> <file>`: writes the identity document for the operator to look at. */
export async function writeIdImage(deps: Deps, id: string, file: string): Promise<string> {
  const img = await idImage(deps, idOf(id));
  if (!img) throw new AppError('affiliate_not_found', { id });
  writeFileSync(file, img.bytes);
  return `${file}: ${img.mime}, ${img.bytes.length} bytes`;
}

const payoutLine = (p: PayoutRow) =>
  [
    `#${p.id}`,
    p.month,
    `user #${p.userId}`,
    `commission ${formatRupiah(p.commission)}`,
    p.carriedIn ? `carried in ${formatRupiah(p.carriedIn)}` : '',
    `amount ${formatRupiah(p.amount)}`,
    p.status,
    p.carriedInto ? `carried into ${p.carriedInto}` : '',
    p.method ? `via ${p.method}` : '',
    p.reference ? `ref ${p.reference}` : '',
  ]
    .filter(Boolean)
    .join('  ');

/** `affiliate:payout-run [YYYY-MM]` (default: the month before this Jakarta month). */
export async function cliPayoutRun(deps: Deps, month?: string): Promise<string> {
  if (month && !MONTH.test(month)) throw new RangeError('month: YYYY-MM');
  const r = await runPayouts(deps, month);
  const lines = r.created.map(payoutLine);
  return [
    `${r.month}: ${r.created.length} payout(s) written, ${r.skipped} affiliate(s) without one`,
    ...lines,
  ].join('\n');
}

/** `affiliate:payouts [YYYY-MM]`. */
export async function describePayouts(deps: Deps, month?: string): Promise<string> {
  if (month && !MONTH.test(month)) throw new RangeError('month: YYYY-MM');
  const rows = await payouts(deps, month);
  return rows.length ? rows.map(payoutLine).join('\n') : 'No affiliate payouts.';
}

/** `affiliate:payout-process <id>`. */
export async function cliPayoutProcess(deps: Deps, id: string): Promise<string> {
  return payoutLine(await processPayout(deps, idOf(id), cliOperator()));
}

/** `affiliate:payout-pay <id> --to deposit|bank [--reference …]`. */
export async function cliPayoutPay(deps: Deps, id: string, to: string, reference?: string): Promise<string> {
  return payoutLine(await payPayout(deps, idOf(id), to, reference, cliOperator()));
}
