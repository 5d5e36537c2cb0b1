// The demo page of the bank-mutation simulator: "a customer transfers money to the reseller's bank
// account". Self-contained HTML, plain form, no scripts.
import { formatRupiah } from '@konter/core/money';
import { escapeHtml, htmlDocument } from '../shared/html.js';
import type { SimBankAccount, WireMutation } from './bank-mutation.simulator.js';

const STYLE = `
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f3f4f6;color:#111827}
main{max-width:480px;margin:0 auto;padding:16px}
.card{background:#fff;border-radius:12px;box-shadow:0 1px 4px rgba(0,0,0,.08);padding:20px;margin-bottom:12px}
h1{font-size:18px;margin:0 0 4px}.sim{font-size:12px;color:#b45309;background:#fef3c7;border-radius:6px;padding:2px 8px}
label{display:block;font-size:14px;color:#6b7280;margin:12px 0 6px}
select,input{box-sizing:border-box;width:100%;padding:10px;font-size:16px;border:1px solid #d1d5db;border-radius:8px;background:#fff}
button{width:100%;margin-top:16px;padding:14px;font-size:16px;font-weight:600;border:0;border-radius:8px;background:#047857;color:#fff;cursor:pointer}
table{width:100%;border-collapse:collapse;font-size:13px}td,th{padding:6px 4px;border-bottom:1px solid #e5e7eb;text-align:left}
td.num{text-align:right;white-space:nowrap}.ok{color:#047857}.err{color:#b91c1c}
`;

export interface TransferPageView {
  accounts: SimBankAccount[];
  recent: WireMutation[];
  /** Form action URL. */
  action: string;
  message?: { ok: boolean; text: string };
}

export function transferPage({ accounts, recent, action, message }: TransferPageView): string {
  const options = accounts
    .map(
      (a) =>
        `<option value="${escapeHtml(a.bank)}">${escapeHtml(a.label)} ${escapeHtml(a.accountNumber)} a.n. ${escapeHtml(a.accountName)}</option>`,
    )
    .join('');
  const rows = recent
    .map(
      (m) =>
        `<tr><td>${escapeHtml(String(m.date))}</td><td>${escapeHtml(String((m.bank as { label?: string }).label ?? ''))}</td><td>${escapeHtml(String(m.description))}</td><td class="num">${escapeHtml(formatRupiah(Number(m.amount)))}</td></tr>`,
    )
    .join('');
  const note = message ? `<p class="${message.ok ? 'ok' : 'err'}">${escapeHtml(message.text)}</p>` : '';
  const body = `
<div class="card">
  <h1>Simulasi transfer bank <span class="sim">SIMULATOR</span></h1>
  ${note}
  <form method="post" action="${escapeHtml(action)}">
    <label for="bank">Rekening tujuan</label>
    <select id="bank" name="bank">${options}</select>
    <label for="amount">Jumlah transfer (Rp, persis termasuk kode unik)</label>
    <input id="amount" name="amount" type="number" inputmode="numeric" min="1" step="1" required>
    <label for="description">Berita transfer (opsional)</label>
    <input id="description" name="description" maxlength="100">
    <button>Kirim transfer</button>
  </form>
</div>
<div class="card">
  <h1>Mutasi terakhir</h1>
  <table><tr><th>Waktu</th><th>Bank</th><th>Keterangan</th><th>Jumlah</th></tr>${rows}</table>
</div>`;
  return htmlDocument('Simulasi transfer bank', STYLE, body);
}
