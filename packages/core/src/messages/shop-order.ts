import { defineMessages } from './define.js';

/**
 * Errors of the shop's orders: addresses, shipping, checkout, payment, order states and the public
 * one-page checkout (the courier's own answers — area not served, service unsupported, route
 * unavailable, address incomplete — are the regions area's keys). Keys are unique across areas.
 */
export const shopOrderMessages = defineMessages({
  shop_address_not_found: {
    status: 404,
    en: 'Address not found',
    id: 'Alamat tidak ditemukan.',
    zh: '未找到地址。',
  },
  shop_origin_missing: {
    status: 503,
    en: 'The shop has no shipping origin set yet',
    id: 'Toko belum mengatur alamat asal pengiriman.',
    zh: '商店尚未设置发货地址。',
  },
  shop_shipping_option_unavailable: {
    status: 422,
    en: 'This shipping option is not available for your address any more; choose another one',
    id: 'Pilihan pengiriman ini sudah tidak tersedia untuk alamat Anda; pilih yang lain.',
    zh: '此配送方式已不适用于您的地址，请选择其他方式。',
  },
  shop_checkout_empty: {
    status: 422,
    en: 'Your cart is empty',
    id: 'Keranjang Anda kosong.',
    zh: '您的购物车是空的。',
  },
  shop_checkout_stock_short: {
    status: 409,
    en: 'cart stock limit exceeded: {{name}} has {{available}} left',
    id: 'Stok tidak cukup: {{name}} tersisa {{available}}.',
    zh: '库存不足：{{name}} 仅剩 {{available}} 件。',
  },
  shop_checkout_unavailable: {
    status: 409,
    en: '{{name}} is no longer for sale',
    id: '{{name}} sudah tidak dijual.',
    zh: '{{name}} 已停止销售。',
  },
  shop_checkout_min_quantity: {
    status: 422,
    en: '{{name}} must be bought at least {{min}} at a time',
    id: 'Pembelian minimal {{name}} adalah {{min}}.',
    zh: '{{name}} 最少购买 {{min}} 件。',
  },
  shop_order_not_found: {
    status: 404,
    en: 'Order not found',
    id: 'Pesanan tidak ditemukan.',
    zh: '未找到订单。',
  },
  shop_order_not_payable: {
    status: 409,
    en: 'This order is not waiting for payment',
    id: 'Pesanan ini tidak sedang menunggu pembayaran.',
    zh: '此订单不在待付款状态。',
  },
  shop_order_expired: {
    status: 409,
    en: 'The payment time of this order has run out; the items went back to stock',
    id: 'Batas waktu pembayaran pesanan ini sudah habis; barangnya kembali ke stok.',
    zh: '此订单的付款时间已过，商品已退回库存。',
  },
  shop_order_payment_started: {
    status: 409,
    en: 'A payment of this order is already under way: finish it on its page',
    id: 'Pembayaran pesanan ini sedang berjalan: selesaikan di halamannya.',
    zh: '此订单的付款正在进行中，请在付款页面完成。',
  },
  shop_order_cannot_cancel: {
    status: 409,
    en: 'This order can no longer be cancelled',
    id: 'Pesanan ini sudah tidak dapat dibatalkan.',
    zh: '此订单已无法取消。',
  },
  shop_order_wrong_state: {
    status: 409,
    en: 'The order is {{status}}: this step is not possible now',
    id: 'Status pesanan {{status}}: langkah ini tidak dapat dilakukan sekarang.',
    zh: '订单状态为 {{status}}：目前无法执行此操作。',
  },
  shop_order_not_refundable: {
    status: 409,
    en: 'Only a cancelled visitor order paid by gateway can be recorded as refunded, once',
    id: 'Hanya pesanan pengunjung yang dibatalkan dan dibayar lewat gateway yang dapat dicatat sebagai dikembalikan, sekali.',
    zh: '只有已取消且通过支付网关付款的访客订单才能记录为已退款，且仅一次。',
  },
  shop_payment_method_unavailable: {
    status: 422,
    en: 'This payment method is not available',
    id: 'Metode pembayaran ini tidak tersedia.',
    zh: '此付款方式不可用。',
  },
  shop_payment_failed: {
    status: 502,
    en: 'The payment could not be started; try again or choose another method',
    id: 'Pembayaran tidak dapat dimulai; coba lagi atau pilih metode lain.',
    zh: '无法发起付款，请重试或选择其他付款方式。',
  },
  shop_booking_failed: {
    status: 502,
    en: 'transaction creation failed: the courier did not accept the shipment',
    id: 'Gagal membuat pengiriman: kurir tidak menerima paket ini.',
    zh: '创建运单失败：快递未接受此包裹。',
  },
  shop_public_cart_not_found: {
    status: 404,
    en: 'This checkout has ended; add the items again',
    id: 'Checkout ini sudah berakhir; tambahkan barangnya lagi.',
    zh: '此结账已失效，请重新添加商品。',
  },
  shop_webhook_refused: {
    status: 401,
    en: 'Invalid webhook signature',
    id: 'Tanda tangan webhook tidak valid.',
    zh: 'Webhook 签名无效。',
  },
});

/** Notifications to the buyer, one per state change of their order. */
export const shopOrderNotices = defineMessages({
  shop_order_created_title: {
    id: 'Pesanan {{code}} menunggu pembayaran',
    en: 'Order {{code}} is waiting for payment',
    zh: '订单 {{code}} 待付款',
  },
  shop_order_created_body: {
    id: 'Bayar {{total}} sebelum {{expires}} agar barang tidak kembali ke stok.',
    en: 'Pay {{total}} before {{expires}} or the items go back to stock.',
    zh: '请在 {{expires}} 前支付 {{total}}，否则商品将退回库存。',
  },
  shop_order_paid_title: {
    id: 'Pesanan {{code}} sudah dibayar',
    en: 'Order {{code}} is paid',
    zh: '订单 {{code}} 已付款',
  },
  shop_order_paid_body: {
    id: 'Pembayaran {{total}} diterima; pesanan menunggu konfirmasi penjual.',
    en: 'Payment of {{total}} received; the order is awaiting the seller’s confirmation.',
    zh: '已收到 {{total}} 付款，订单等待卖家确认。',
  },
  shop_order_processed_title: {
    id: 'Pesanan {{code}} sedang diproses',
    en: 'Order {{code}} is being processed',
    zh: '订单 {{code}} 正在处理',
  },
  shop_order_shipped_title: {
    id: 'Pesanan {{code}} sudah dikirim',
    en: 'Order {{code}} has shipped',
    zh: '订单 {{code}} 已发货',
  },
  shop_order_shipped_body: {
    id: '{{courier}} nomor resi {{awb}}.',
    en: '{{courier}} receipt number {{awb}}.',
    zh: '{{courier}} 运单号 {{awb}}。',
  },
  shop_order_done_title: {
    id: 'Pesanan {{code}} selesai',
    en: 'Order {{code}} is done',
    zh: '订单 {{code}} 已完成',
  },
  shop_order_cancelled_title: {
    id: 'Pesanan {{code}} dibatalkan',
    en: 'Order {{code}} was cancelled',
    zh: '订单 {{code}} 已取消',
  },
  shop_order_cancelled_body: {
    id: 'Alasan: {{reason}}',
    en: 'Reason: {{reason}}',
    zh: '原因：{{reason}}',
  },
  shop_order_refunded_body: {
    id: 'Alasan: {{reason}}. {{amount}} dikembalikan ke saldo deposit Anda.',
    en: 'Reason: {{reason}}. {{amount}} went back to your deposit.',
    zh: '原因：{{reason}}。{{amount}} 已退回您的余额。',
  },
  shop_order_expired_title: {
    id: 'Waktu pembayaran pesanan {{code}} habis',
    en: 'The payment time of order {{code}} ran out',
    zh: '订单 {{code}} 的付款时间已过',
  },
});
