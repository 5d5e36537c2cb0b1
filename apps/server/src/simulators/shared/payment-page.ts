// The shell of a payment gateway's hosted page (Midtrans Snap, Xendit invoice): the amount and its
// details, the method choice with the three outcomes a demo needs, and the final state with the way
// back to the merchant. What each gateway shows in it stays in its own folder.
import { formatRupiah } from '@konter/core/money';
import { escapeHtml, htmlDocument } from './html.js';

export interface PaymentPageTheme {
  /** The gateway's name at the top of every page, e.g. `midtrans`. */
  name: string;
  /** Page background and text colours. */
  background: string;
  text: string;
  /** The gateway's colour: its name, the pay button and the way back. */
  accent: string;
  /** How the name is set (CSS declarations), e.g. `font-weight:800`. */
  brandFont: string;
}

export interface PaymentPage {
  theme: PaymentPageTheme;
  amount: number;
  /** Label → value, below the amount. */
  details: [string, string][];
}

const style = (t: PaymentPageTheme) => `
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:${t.background};color:${t.text}}
main{max-width:420px;margin:0 auto;padding:16px}
.card{background:#fff;border-radius:12px;box-shadow:0 1px 4px rgba(0,0,0,.08);padding:20px;margin-bottom:12px}
.brand{${t.brandFont};color:${t.accent}}
.sim{font-size:12px;color:#b45309;background:#fef3c7;border-radius:6px;padding:2px 8px;display:inline-block}
.amount{font-size:28px;font-weight:700;margin:8px 0}
dl{display:grid;grid-template-columns:auto 1fr;gap:6px 12px;margin:0;font-size:14px}
dt{color:#6b7280}dd{margin:0;text-align:right;word-break:break-all}
label{display:block;font-size:14px;color:#6b7280;margin-bottom:6px}
select{width:100%;padding:10px;font-size:16px;border:1px solid #d1d5db;border-radius:8px;background:#fff}
.actions{display:grid;gap:8px;margin-top:16px}
button{padding:14px;font-size:16px;font-weight:600;border:0;border-radius:8px;cursor:pointer}
.pay{background:${t.accent};color:#fff}.fail{background:#fee2e2;color:#991b1b}.expire{background:#e5e7eb;color:#374151}
.notice{font-size:14px;color:#991b1b;background:#fee2e2;border-radius:8px;padding:10px 12px;margin-bottom:12px}
.status{font-size:18px;font-weight:700}
a.back{display:block;text-align:center;padding:14px;background:${t.accent};color:#fff;border-radius:8px;text-decoration:none;margin-top:16px}
`;

function detailsCard({ theme, amount, details }: PaymentPage): string {
  const rows = details.map(([dt, dd]) => `    <dt>${dt}</dt><dd>${escapeHtml(dd)}</dd>`).join('\n');
  return `
<div class="card">
  <div class="brand">${theme.name} <span class="sim">SIMULATOR</span></div>
  <div class="amount">${escapeHtml(formatRupiah(amount))}</div>
  <dl>
${rows}
  </dl>
</div>`;
}

/** A payment that is over (or a page that expired): its outcome and, when known, the way back. */
export function finalPage(
  page: PaymentPage,
  text: string,
  back: { merchantName: string; returnUrl: string | undefined },
): string {
  const link = back.returnUrl
    ? `<a class="back" href="${escapeHtml(back.returnUrl)}">Kembali ke ${escapeHtml(back.merchantName)}</a>`
    : '';
  return htmlDocument(
    text,
    style(page.theme),
    `${detailsCard(page)}<div class="card"><div class="status">${escapeHtml(text)}</div>${link}</div>`,
  );
}

export interface PaymentChoice {
  /** Form action, relative to the page's own URL so that it works behind any proxy or prefix. */
  action: string;
  /** The select's id and field name (`method`, `channel`). */
  field: string;
  /** Value → label. */
  options: [string, string][];
  /** A line above the choice (e.g. that an earlier attempt failed). */
  notice?: string;
}

/** An open payment: choose the method, then pay, fail or let it expire (the form's `action` field). */
export function choicePage(page: PaymentPage, title: string, choice: PaymentChoice): string {
  const options = choice.options
    .map(([value, label]) => `<option value="${escapeHtml(value)}">${escapeHtml(label)}</option>`)
    .join('');
  const notice = choice.notice ? `\n  <p class="notice" role="status">${escapeHtml(choice.notice)}</p>` : '';
  const form = `
<form class="card" method="post" action="${escapeHtml(choice.action)}">${notice}
  <label for="${choice.field}">Pilih metode pembayaran</label>
  <select id="${choice.field}" name="${choice.field}">${options}</select>
  <div class="actions">
    <button class="pay" name="action" value="pay">Bayar</button>
    <button class="fail" name="action" value="fail">Gagal</button>
    <button class="expire" name="action" value="expire">Kedaluwarsa</button>
  </div>
</form>`;
  return htmlDocument(title, style(page.theme), detailsCard(page) + form);
}

/** The page for a token or id the gateway does not know. */
export function notFoundPage(theme: PaymentPageTheme, text: string): string {
  return htmlDocument(
    'Tidak ditemukan',
    style(theme),
    `<div class="card"><div class="status">${escapeHtml(text)}</div></div>`,
  );
}
