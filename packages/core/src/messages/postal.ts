import { defineMessages } from './define.js';

/**
 * Errors of POS MLO (postal shipments, CN23, SPK, manifests; issue 16 part 3). Keys are unique
 * across areas.
 */
export const postalMessages = defineMessages({
  postal_no_permission: {
    status: 403,
    en: 'You do not have permission to use POS MLO',
    id: 'Anda belum memiliki izin untuk menggunakan POS MLO. Hubungi admin untuk mengaktifkannya.',
    zh: '您尚无使用 POS MLO 的权限。请联系管理员开通。',
  },
  postal_unavailable: {
    status: 503,
    en: 'The postal service is not available right now; try again in a moment',
    id: 'Layanan pos sedang tidak tersedia; coba lagi sebentar lagi.',
    zh: '邮政服务暂不可用，请稍后再试。',
  },
  postal_tariff_failed: {
    status: 422,
    en: 'Tariff check failed: {{reason}}',
    id: 'Cek tarif gagal: {{reason}}',
    zh: '运费查询失败：{{reason}}',
  },
  postal_not_found: {
    status: 404,
    en: 'Postal shipment not found',
    id: 'Kiriman pos tidak ditemukan.',
    zh: '未找到邮政包裹。',
  },
  postal_service_unavailable: {
    status: 422,
    en: 'This postal service is not available for the shipment; check the tariffs again',
    id: 'Layanan pos ini tidak tersedia untuk kiriman tersebut; cek tarif lagi.',
    zh: '该邮政服务不适用于此包裹，请重新查询运费。',
  },
  postal_price_changed: {
    status: 409,
    en: 'The price changed from {{old}} to {{new}}; check it and send again',
    id: 'Harga berubah dari {{old}} menjadi {{new}}; periksa lalu kirim lagi.',
    zh: '价格已从 {{old}} 变为 {{new}}，请确认后重新提交。',
  },
  postal_send_failed: {
    status: 422,
    en: 'Transaction creation failed: {{reason}}',
    id: 'Transaksi gagal dibuat: {{reason}}',
    zh: '交易创建失败：{{reason}}',
  },
  postal_cannot_cancel: {
    status: 409,
    en: 'This shipment can no longer be cancelled (the post office has accepted it, or it is already closed)',
    id: 'Kiriman ini tidak bisa dibatalkan lagi (sudah diterima kantor pos atau sudah selesai).',
    zh: '该包裹已无法取消（邮局已收件或已结束）。',
  },
  postal_cn23_required: {
    status: 422,
    en: 'An international parcel needs a CN23 customs declaration first',
    id: 'Kiriman paket internasional wajib dilengkapi deklarasi pabean CN23 terlebih dahulu.',
    zh: '国际包裹须先填写 CN23 海关申报单。',
  },
  postal_cn23_not_found: {
    status: 404,
    en: 'CN23 declaration not found',
    id: 'Deklarasi CN23 tidak ditemukan.',
    zh: '未找到 CN23 申报单。',
  },
  postal_cn23_mismatch: {
    status: 422,
    en: 'The CN23 is for another destination or already used; make one for this shipment',
    id: 'CN23 ini untuk negara tujuan lain atau sudah dipakai; buat CN23 untuk kiriman ini.',
    zh: '该 CN23 属于其他目的地或已被使用，请为此包裹新建一份。',
  },
  postal_cn23_locked: {
    status: 409,
    en: 'This CN23 belongs to a shipment on its way and can no longer be cancelled',
    id: 'CN23 ini milik kiriman yang sedang berjalan dan tidak bisa dibatalkan lagi.',
    zh: '该 CN23 所属包裹已在运送中，无法取消。',
  },
  postal_awb_not_found: {
    status: 404,
    en: 'No shipment with this AWB number',
    id: 'Tidak ada kiriman dengan nomor resi ini.',
    zh: '没有此运单号的包裹。',
  },
  postal_tracking_failed: {
    status: 502,
    en: 'Tracking failed; try again in a moment',
    id: 'Pelacakan gagal; coba lagi sebentar lagi.',
    zh: '查询物流失败，请稍后再试。',
  },
  postal_spk_not_found: {
    status: 404,
    en: 'SPK number not found',
    id: 'Nomor SPK tidak ditemukan.',
    zh: '未找到 SPK 编号。',
  },
  postal_spk_confirmed: {
    status: 409,
    en: 'This SPK has already been confirmed',
    id: 'SPK ini sudah dikonfirmasi.',
    zh: '该 SPK 已确认。',
  },
  postal_manifest_open_exists: {
    status: 409,
    en: 'A manifest is already open; close it first',
    id: 'Masih ada manifest yang terbuka; tutup dulu.',
    zh: '已有未关闭的交接清单，请先关闭。',
  },
  postal_manifest_none_open: {
    status: 409,
    en: 'No manifest is open',
    id: 'Tidak ada manifest yang terbuka.',
    zh: '没有打开的交接清单。',
  },
  postal_manifest_empty: {
    status: 422,
    en: 'The manifest has no shipments yet',
    id: 'Manifest belum berisi kiriman.',
    zh: '交接清单中还没有包裹。',
  },
  postal_manifest_not_found: {
    status: 404,
    en: 'Manifest not found',
    id: 'Manifest tidak ditemukan.',
    zh: '未找到交接清单。',
  },
  postal_webhook_refused: {
    status: 401,
    en: 'Webhook signature is not valid',
    id: 'Tanda tangan webhook tidak valid.',
    zh: 'Webhook 签名无效。',
  },
  postal_kurs_unavailable: {
    status: 503,
    en: 'Exchange rates are not available right now',
    id: 'Kurs sedang tidak tersedia.',
    zh: '汇率暂不可用。',
  },
});

/** Notifications of POS MLO shipments. */
export const postalNotices = defineMessages({
  postal_sent_title: {
    en: 'Postal shipment {{code}} sent',
    id: 'Kiriman pos {{code}} berhasil dibuat',
    zh: '邮政包裹 {{code}} 已创建',
  },
  postal_sent_body: {
    en: 'AWB {{awb}}, {{service}}: {{total}} is held from your deposit until the post office accepts the parcel.',
    id: 'Resi {{awb}}, {{service}}: {{total}} ditahan dari deposit Anda sampai kantor pos menerima paket.',
    zh: '运单 {{awb}}，{{service}}：{{total}} 已从余额中冻结，邮局收件后扣款。',
  },
  postal_cancelled_title: {
    en: 'Postal shipment {{code}} cancelled',
    id: 'Kiriman pos {{code}} dibatalkan',
    zh: '邮政包裹 {{code}} 已取消',
  },
  postal_cancelled_body: {
    en: '{{amount}} is back in your deposit.',
    id: '{{amount}} telah dikembalikan ke deposit Anda.',
    zh: '{{amount}} 已退回您的余额。',
  },
  postal_delivered_title: {
    en: 'Postal shipment {{code}} delivered',
    id: 'Kiriman pos {{code}} telah diterima',
    zh: '邮政包裹 {{code}} 已送达',
  },
});
