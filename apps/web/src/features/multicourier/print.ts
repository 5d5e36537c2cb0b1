import type { Shipment } from '@konter/core/contracts/shipping';
import { androidBridge } from '../../lib/android';
import { formatDateTime } from '../../lib/date';
import { i18n } from '../../lib/i18n';
import { formatRupiah } from '../../lib/money';

/**
 * Opens a PDF of the API (a label, a manifest) for printing: the Android shell downloads it with
 * its DownloadManager (bridge `downloadFile`); a browser fetches it with the session and shows it in
 * a new tab (or saves it when pop-ups are blocked). False when the PDF could not be had (spec §8.3
 * "receipt download failed").
 */
export async function openPdf(url: string, filename: string): Promise<boolean> {
  const absolute = new URL(url, window.location.origin).toString();
  const bridge = androidBridge();
  if (bridge?.downloadFile) {
    bridge.downloadFile(absolute);
    return true;
  }
  // Opened now, inside the tap: a window opened after the download would be a blocked pop-up.
  const tab = window.open('', '_blank');
  try {
    const res = await fetch(absolute, { credentials: 'same-origin', headers: { Accept: 'application/pdf' } });
    if (!res.ok || !(res.headers.get('content-type') ?? '').includes('pdf'))
      throw new Error(String(res.status));
    const blobUrl = URL.createObjectURL(await res.blob());
    if (tab) tab.location.href = blobUrl;
    else {
      const a = document.createElement('a');
      a.href = blobUrl;
      a.download = filename;
      document.body.append(a);
      a.click();
      a.remove();
    }
    setTimeout(() => URL.revokeObjectURL(blobUrl), 60_000);
    return true;
  } catch {
    tab?.close();
    return false;
  }
}

/**
 * The shipment as the Android shell's Bluetooth receipt printer takes it (the payload of
 * `printReceipt`, the same shape as a sale's receipt: header, title, rows, the AWB in the SN slot,
 * total): a counter agent hands it over with the parcel.
 */
export function shipmentReceiptPayload(s: Shipment): string {
  const t = i18n.t;
  const party = (p: Shipment['sender']) =>
    `${p.name} (${p.phone}), ${[p.address, p.sub_district, p.district, p.city, p.province, p.postal_code].filter(Boolean).join(', ')}`;
  return JSON.stringify({
    paper_width: 58,
    large_text: false,
    large_sn: true,
    note_left: false,
    show_logo: false,
    logo: null,
    header: [`${s.expedition} · ${s.service}`],
    title: t('multicourier:detail.title'),
    rows: [
      [t('multicourier:detail.ref'), s.ref_id],
      [t('multicourier:form.sender'), party(s.sender)],
      [t('multicourier:form.recipient'), party(s.recipient)],
      [t('multicourier:field.item_content'), s.item_content],
      [t('multicourier:field.item_weight'), `${s.item_weight} g · ${s.dimension}`],
      [t('multicourier:cost.shipping_fee'), formatRupiah(s.shipping_fee)],
      [t('multicourier:cost.shipping_tax'), formatRupiah(s.shipping_tax)],
      ...(s.insurance
        ? [
            [t('multicourier:cost.insurance_fee'), formatRupiah(s.insurance_fee)],
            [t('multicourier:cost.insurance_tax'), formatRupiah(s.insurance_tax)],
          ]
        : []),
      [t('multicourier:detail.createdAt'), formatDateTime(s.created_at)],
    ],
    sn: s.awb,
    sn_label: t('multicourier:detail.awb'),
    total: formatRupiah(s.charged),
    note: '',
  });
}

/**
 * "Cetak label": in the Android shell with a receipt printer, the shipment goes to it (bridge
 * `printReceipt`); elsewhere the label PDF opens (openPdf). False when the PDF could not be had.
 */
export async function printShipment(s: Shipment, labelUrl: string): Promise<boolean> {
  const bridge = androidBridge();
  if (bridge?.printReceipt) {
    bridge.printReceipt(shipmentReceiptPayload(s));
    return true;
  }
  return openPdf(labelUrl, `label-${s.ref_id}.pdf`);
}
