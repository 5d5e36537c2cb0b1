import type { Deps } from '../../lib/deps.js';
import { findUserByLogin } from '../auth/index.js';
import { claimTopup } from './claim.service.js';
import { countClaimsSince } from './deposit.repository.js';
import { createTopup } from './topup.service.js';

// The demo of a deposit claim (SEED_DEMO): one bank-transfer top-up of the demo affiliate, claimed
// with a proof picture through the real services, so a newcomer finds a deposit claim with its image
// in the operations console's approval queue (/admin/approvals) and can approve or reject it. Once:
// an account that has ever claimed is left alone (an operator's decision stays).

/** A transfer receipt drawn with shapes only (no text: the rasteriser needs no font). */
const RECEIPT_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="360" height="560" viewBox="0 0 360 560">
<rect width="360" height="560" fill="#eef2f7"/>
<rect x="24" y="24" width="312" height="512" rx="18" fill="#ffffff"/>
<rect x="24" y="24" width="312" height="96" rx="18" fill="#0b5cab"/>
<rect x="24" y="90" width="312" height="30" fill="#0b5cab"/>
<rect x="52" y="56" width="120" height="22" rx="6" fill="#ffffff" opacity="0.9"/>
<circle cx="180" cy="190" r="42" fill="#16a34a"/>
<path d="M160 190 l14 14 l26 -28" stroke="#ffffff" stroke-width="10" fill="none" stroke-linecap="round" stroke-linejoin="round"/>
<rect x="96" y="256" width="168" height="26" rx="8" fill="#1f2937"/>
<rect x="52" y="316" width="110" height="14" rx="5" fill="#cbd5e1"/><rect x="210" y="316" width="98" height="14" rx="5" fill="#64748b"/>
<rect x="52" y="352" width="90" height="14" rx="5" fill="#cbd5e1"/><rect x="190" y="352" width="118" height="14" rx="5" fill="#64748b"/>
<rect x="52" y="388" width="124" height="14" rx="5" fill="#cbd5e1"/><rect x="226" y="388" width="82" height="14" rx="5" fill="#64748b"/>
<rect x="52" y="424" width="100" height="14" rx="5" fill="#cbd5e1"/><rect x="200" y="424" width="108" height="14" rx="5" fill="#64748b"/>
<line x1="52" y1="468" x2="308" y2="468" stroke="#e2e8f0" stroke-width="2" stroke-dasharray="8 6"/>
<rect x="52" y="490" width="256" height="18" rx="6" fill="#e2e8f0"/>
</svg>`;

async function receiptPng(): Promise<string> {
  const { Resvg } = await import('@resvg/resvg-js');
  const png = new Resvg(RECEIPT_SVG).render().asPng();
  return `data:image/png;base64,${Buffer.from(png).toString('base64')}`;
}

/** The demo affiliate's claimed top-up of Rp 150.000 by BCA transfer, waiting for an operator. */
export async function seedDepositClaimDemo(deps: Deps, hp: string): Promise<void> {
  const user = await findUserByLogin(deps.database.db, { hp });
  if (!user) return;
  if ((await countClaimsSince(deps.database.db, user.id, new Date(0))) > 0) return;
  const topup = await createTopup(deps, user, { nominal: 150_000, method: 'bank_transfer:bca' });
  await claimTopup(deps, user, topup.code, {
    proof_image: await receiptPng(),
    note: 'Sudah transfer dari BCA a.n. Afiliasi Demo, mohon dicek.',
  });
}
