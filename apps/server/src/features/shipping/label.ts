import { MULTICOURIER_COURIER_INFO } from '@konter/core/contracts/shipping';
import { formatRupiah } from '@konter/core/money';
import type { Deps } from '../../lib/deps.js';
import { createPdfDocument } from '../../lib/pdf.js';
import type { ShipmentRow } from './shipping.repository.js';
import { dimensionOf } from './shipping.views.js';

// The shipment's printable label and receipt (A6): courier, service, the AWB as a Code128 barcode,
// ref, sender, recipient, the parcel and the cost breakdown.

const partyLine = (p: ShipmentRow['sender']) =>
  `${p.name} (${p.phone}) - ${p.address}, ${p.sub_district}, ${p.district}, ${p.city}, ${p.province} ${p.postal_code}`;

export async function labelPdf(_deps: Deps, s: ShipmentRow): Promise<Uint8Array> {
  const courier = MULTICOURIER_COURIER_INFO[s.courier].name;
  const doc = createPdfDocument({ size: 'A6', title: `Label ${s.code}` })
    .heading(`${courier} - ${s.serviceName}`)
    .barcode(s.awb ?? s.code)
    .line('Ref', s.code)
    .line('Tanggal', s.createdAt.toLocaleString('id-ID', { timeZone: 'Asia/Jakarta' }))
    .rule()
    .text(`Penerima: ${s.recipient.name} (${s.recipient.phone})`, { bold: true, size: 9 })
    .line('Alamat', partyLine(s.recipient).split(' - ').slice(1).join(' - '));
  if (s.recipient.note) doc.line('Catatan', s.recipient.note);
  doc
    .line('Pengirim', partyLine(s.sender))
    .rule()
    .line('Isi', `${s.itemContent} (${s.itemType === 'document' ? 'dokumen' : 'paket'})`)
    .line('Berat', `${s.itemWeight} g`)
    .line('Dimensi', dimensionOf(s))
    .line('Nilai barang', formatRupiah(s.itemValue))
    .rule()
    .table(
      ['Biaya', { header: 'Rp', align: 'right' }],
      [
        ['Ongkos kirim', formatRupiah(s.shippingFee)],
        ['Pajak ongkir', formatRupiah(s.shippingTax)],
        ...(s.insurance
          ? [
              ['Asuransi', formatRupiah(s.insuranceFee)],
              ['Pajak asuransi', formatRupiah(s.insuranceTax)],
            ]
          : []),
        ['Total', formatRupiah(s.totalCost)],
        ...(s.charged !== s.totalCost ? [['Ditagih (penyesuaian)', formatRupiah(s.charged)]] : []),
      ],
    );
  return doc.toBytes();
}
