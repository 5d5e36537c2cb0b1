import { CN23_CATEGORIES, POSTAL_COUNTRIES } from '@konter/core/contracts/postal';
import { formatHsCode } from '@konter/core/hs-codes';
import { formatRupiah } from '@konter/core/money';
import type { Deps } from '../../lib/deps.js';
import { createPdfDocument } from '../../lib/pdf.js';
import { hsName, ownCn23 } from './cn23.service.js';
import { ownManifest } from './operations.service.js';
import type { Cn23Row } from './postal.repository.js';

// Printable documents of POS MLO: the CN23 customs declaration (A4, the UPU form's sections) and the
// manifest hand-over list, over lib/pdf.ts.

const CATEGORY_LABEL: Record<(typeof CN23_CATEGORIES)[number], string> = {
  gift: 'Gift / Hadiah',
  documents: 'Documents / Dokumen',
  commercial_sample: 'Commercial sample / Contoh barang',
  returned_goods: 'Returned goods / Barang kembalian',
  sale_of_goods: 'Sale of goods / Penjualan barang',
  other: 'Other / Lainnya',
};
const countryName = (code: string) => POSTAL_COUNTRIES.find((c) => c.code === code)?.en ?? code;
const wib = (d: Date) =>
  `${new Date(d.getTime() + 7 * 3600_000).toISOString().slice(0, 16).replace('T', ' ')} WIB`;
const money = (v: number, currency: string) =>
  currency === 'IDR' ? formatRupiah(Math.round(v)) : `${currency} ${v.toFixed(2)}`;

export function cn23Pdf(c: Cn23Row): Promise<Uint8Array> {
  const doc = createPdfDocument({ size: 'A4', title: `CN23 ${c.code}` });
  doc
    .heading('CUSTOMS DECLARATION CN 23')
    .text('Deklarasi Pabean - Pos Indonesia (POS MLO Konter)', { size: 9 });
  doc
    .line('Declaration no.', c.code)
    .line('Operator no.', c.providerNumber)
    .line('Item (AWB)', c.awb ?? '-');
  if (c.awb) doc.barcode(c.awb);
  doc.rule().text('From / Pengirim', { bold: true });
  doc
    .line('Name', c.sender.name)
    .line('Address', `${c.sender.address}, ${c.sender.city} ${c.sender.postal_code}, Indonesia`)
    .line('Phone', c.sender.phone);
  doc.rule().text('To / Penerima', { bold: true });
  doc
    .line('Name', c.recipient.name)
    .line(
      'Address',
      `${c.recipient.address}, ${c.recipient.city} ${c.recipient.postal_code}, ${countryName(c.country)}`,
    )
    .line('Phone', c.recipient.phone);
  doc.rule().text('Contents / Isi kiriman', { bold: true });
  doc.table(
    [
      { header: 'Detailed description of contents', width: 3 },
      { header: 'Qty', width: 0.6, align: 'right' },
      { header: 'Net weight (g)', width: 1.1, align: 'right' },
      { header: `Value (${c.currency})`, width: 1.3, align: 'right' },
      { header: 'HS tariff no.', width: 1.1 },
      { header: 'Origin', width: 0.8 },
    ],
    c.items.map((i) => [
      `${i.description}${hsName(i.hs_code) ? ` (${hsName(i.hs_code)})` : ''}`,
      i.quantity,
      i.net_weight_g,
      money(i.value, c.currency),
      formatHsCode(i.hs_code),
      i.origin_country,
    ]),
  );
  doc
    .line('Total gross weight', `${c.totalWeightG} g`)
    .line('Total value', `${money(c.totalValue, c.currency)} (${formatRupiah(c.tax.value_idr)})`);
  doc.rule().text('Category of item / Jenis kiriman', { bold: true });
  for (const cat of CN23_CATEGORIES) doc.text(`[${cat === c.category ? 'X' : ' '}] ${CATEGORY_LABEL[cat]}`);
  if (c.explanation) doc.line('Explanation', c.explanation);
  doc
    .rule()
    .text('Estimated import taxes at destination (for information; assessed by the destination customs)', {
      bold: true,
      size: 9,
    })
    .line('Duty', formatRupiah(c.tax.duty_idr))
    .line(c.tax.vat_name, formatRupiah(c.tax.vat_idr))
    .line('Total', formatRupiah(c.tax.tax_idr))
    .text(`Rates: 1 ${c.tax.local_currency} = ${c.tax.rate_local} IDR. ${c.tax.source}`, { size: 7 });
  doc
    .space(1)
    .rule()
    .text(
      'I certify that the particulars given in this customs declaration are correct and that this item does not contain any dangerous article or articles prohibited by legislation or by postal or customs regulations.',
      { size: 8 },
    )
    .space(2)
    .line('Date', wib(c.submittedAt ?? c.createdAt))
    .space(2)
    .line("Sender's signature", '______________________________');
  return doc.toBytes();
}

/** GET mlo/cn23/{id}/pdf (the caller's own only). */
export async function cn23PdfOf(deps: Deps, userId: number, id: number) {
  const c = await ownCn23(deps, userId, id);
  return { bytes: await cn23Pdf(c), name: `CN23-${c.code}.pdf` };
}

/** GET mlo/manifest/{code}/pdf: the hand-over list with its SPK. */
export async function manifestPdfOf(deps: Deps, userId: number, code: string) {
  const { manifest: m, shipments } = await ownManifest(deps, userId, code);
  const doc = createPdfDocument({ size: 'A4', title: `Manifest ${m.code}` });
  doc
    .heading(`Manifest POS ${m.code}`)
    .line('Operator no.', m.providerNumber)
    .line('SPK', m.spkNumber)
    .line('Status', m.status)
    .line('Opened', wib(m.openedAt))
    .line('Closed', m.closedAt ? wib(m.closedAt) : '-');
  if (m.spkNumber) doc.barcode(m.spkNumber);
  doc.table(
    [
      { header: 'No', width: 0.4 },
      { header: 'AWB', width: 1.8 },
      { header: 'Ref', width: 1.6 },
      { header: 'Service', width: 1.2 },
      { header: 'Recipient', width: 2 },
      { header: 'Weight (g)', width: 0.9, align: 'right' },
      { header: 'Cost', width: 1.2, align: 'right' },
    ],
    shipments.map((s, i) => [
      i + 1,
      s.awb,
      s.code,
      s.serviceName,
      `${s.recipient.name}, ${s.recipient.city}`,
      s.weightG,
      formatRupiah(s.totalCost),
    ]),
  );
  doc
    .line('Parcels', shipments.length)
    .line('Total', formatRupiah(shipments.reduce((n, s) => n + s.totalCost, 0)))
    .space(3)
    .line('Agent', '______________________')
    .space(2)
    .line('Post office officer', '______________________');
  return { bytes: await doc.toBytes(), name: `manifest-${m.code}.pdf` };
}
