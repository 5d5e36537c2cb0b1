import { defineMessages } from './define.js';

/**
 * Errors of multi-courier shipping (issue 16; calls §8.3 "Multi-courier": region load failed,
 * tariff check failed, sender/recipient/item incomplete, transaction creation failed, cancel
 * failed, receipt download failed, status check failed, tracking failed; "AWB required"). The
 * spec's English texts are `en`. Keys are unique across areas (see index.ts).
 */
export const shippingMessages = defineMessages({
  multicourier_disabled: {
    status: 403,
    en: 'Multi-courier shipping is not enabled',
    id: 'Fitur multi-kurir belum diaktifkan.',
    zh: '多快递服务尚未开通。',
  },
  shipping_courier_unknown: {
    status: 404,
    en: 'Unknown courier',
    id: 'Kurir tidak dikenal.',
    zh: '未知的快递公司。',
  },
  shipping_region_failed: {
    status: 422,
    en: 'region load failed',
    id: 'Gagal memuat wilayah.',
    zh: '地区加载失败。',
  },
  shipping_tariff_failed: {
    status: 422,
    en: 'tariff check failed',
    id: 'Gagal mengecek tarif.',
    zh: '运费查询失败。',
  },
  shipping_sender_incomplete: {
    status: 422,
    en: 'sender incomplete',
    id: 'Data pengirim belum lengkap.',
    zh: '寄件人信息不完整。',
  },
  shipping_recipient_incomplete: {
    status: 422,
    en: 'recipient incomplete',
    id: 'Data penerima belum lengkap.',
    zh: '收件人信息不完整。',
  },
  shipping_item_incomplete: {
    status: 422,
    en: 'item incomplete',
    id: 'Data barang belum lengkap.',
    zh: '物品信息不完整。',
  },
  shipping_create_failed: {
    status: 422,
    en: 'transaction creation failed: {{reason}}',
    id: 'Gagal membuat transaksi: {{reason}}',
    zh: '创建交易失败：{{reason}}',
  },
  // Not thrown: create_order answers 200 with the shipment `pending` when the courier's answer never
  // came (timeout); the web says this text for it (errors namespace). 409 if ever thrown.
  shipping_pending: {
    status: 409,
    en: 'The courier has not confirmed this shipment yet; its status will be updated',
    id: 'Kurir belum mengonfirmasi pengiriman ini; statusnya akan diperbarui.',
    zh: '快递尚未确认此运单，状态将会更新。',
  },
  shipping_cancel_failed: {
    status: 409,
    en: 'cancel failed: {{reason}}',
    id: 'Gagal membatalkan: {{reason}}',
    zh: '取消失败：{{reason}}',
  },
  shipping_cannot_cancel: {
    status: 409,
    en: 'cancel failed: the shipment can no longer be cancelled',
    id: 'Gagal membatalkan: pengiriman ini sudah tidak dapat dibatalkan.',
    zh: '取消失败：此运单已无法取消。',
  },
  shipping_receipt_failed: {
    status: 500,
    en: 'receipt download failed',
    id: 'Gagal mengunduh resi.',
    zh: '下载运单失败。',
  },
  shipping_status_failed: {
    status: 503,
    en: 'status check failed',
    id: 'Gagal mengecek status.',
    zh: '状态查询失败。',
  },
  shipping_tracking_failed: {
    status: 422,
    en: 'tracking failed',
    id: 'Gagal melacak kiriman.',
    zh: '物流追踪失败。',
  },
  shipping_awb_required: {
    status: 422,
    en: 'AWB required',
    id: 'Nomor resi wajib diisi.',
    zh: '请输入运单号。',
  },
  shipping_price_changed: {
    status: 409,
    en: 'The price changed from {{old}} to {{new}}; check it and try again',
    id: 'Harga berubah dari {{old}} menjadi {{new}}; periksa lalu coba lagi.',
    zh: '价格已从 {{old}} 变为 {{new}}，请确认后重试。',
  },
  shipping_service_unavailable: {
    status: 422,
    en: 'This courier service is not available for this route any more; choose another one',
    id: 'Layanan kurir ini sudah tidak tersedia untuk rute ini; pilih yang lain.',
    zh: '此快递服务已不适用于该路线，请选择其他服务。',
  },
  shipping_not_found: {
    status: 404,
    en: 'Shipment not found',
    id: 'Pengiriman tidak ditemukan.',
    zh: '未找到运单。',
  },
  shipping_booking_not_found: {
    status: 404,
    en: 'Booking not found',
    id: 'Pemesanan tidak ditemukan.',
    zh: '未找到预订。',
  },
  shipping_booking_expired: {
    status: 409,
    en: 'The booking has expired; check the tariff again',
    id: 'Pemesanan sudah kedaluwarsa; cek tarif lagi.',
    zh: '预订已过期，请重新查询运费。',
  },
  shipping_manifest_open: {
    status: 409,
    en: 'A manifest of this courier is already open',
    id: 'Manifest kurir ini sudah dibuka.',
    zh: '该快递的交接单已打开。',
  },
  shipping_manifest_not_open: {
    status: 409,
    en: 'No manifest of this courier is open',
    id: 'Tidak ada manifest kurir ini yang terbuka.',
    zh: '该快递没有打开的交接单。',
  },
  shipping_manifest_not_found: {
    status: 404,
    en: 'Manifest not found',
    id: 'Manifest tidak ditemukan.',
    zh: '未找到交接单。',
  },
  courier_webhook_refused: {
    status: 401,
    en: 'Invalid webhook signature',
    id: 'Tanda tangan webhook tidak valid.',
    zh: 'Webhook 签名无效。',
  },
  shipping_contact_not_found: {
    status: 404,
    en: 'Address not found',
    id: 'Alamat tidak ditemukan.',
    zh: '未找到地址。',
  },
});

/** Shipping stores no notifications (the shipment's events are its history). */
export const shippingNotices = defineMessages({});
