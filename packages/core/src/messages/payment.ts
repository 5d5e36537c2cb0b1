import { defineMessages } from './define.js';

/** Error answers of the payment area (keys are unique across areas; see index.ts). */
export const paymentMessages = defineMessages({
  /** A provider's webhook whose signature (or callback token) does not verify: nothing is recorded. */
  invalid_signature: {
    status: 401,
    en: 'invalid signature',
    id: 'Tanda tangan tidak valid.',
    zh: '签名无效。',
  },
  /** "Try again" on a payment that did not end failed or expired, or was not paid by a gateway. */
  payment_retry_not_possible: {
    status: 409,
    en: 'This payment cannot be tried again.',
    id: 'Pembayaran ini tidak dapat diulang.',
    zh: '此付款无法重试。',
  },
  payment_order_not_found: {
    status: 404,
    en: 'order not found',
    id: 'Transaksi tidak ditemukan.',
    zh: '未找到订单。',
  },
  // The administrator's review of gateway payments whose amount differs (admin CLI).
  mismatch_not_found: {
    status: 404,
    en: 'No payment waiting for review with id {{id}}',
    id: 'Tidak ada pembayaran yang menunggu pemeriksaan dengan id {{id}}.',
    zh: '没有 ID 为 {{id}} 的待审核付款。',
  },
  gateway_not_configured: {
    status: 409,
    en: '{{provider}} is not configured here',
    id: '{{provider}} tidak dikonfigurasi di sini.',
    zh: '此处未配置 {{provider}}。',
  },
  payment_not_confirmed: {
    status: 409,
    en: '{{provider}} does not confirm a payment: {{reason}}',
    id: '{{provider}} tidak mengonfirmasi pembayaran: {{reason}}',
    zh: '{{provider}} 未确认付款：{{reason}}',
  },
  mismatch_decided: {
    status: 409,
    en: 'Payment {{id}} was decided meanwhile',
    id: 'Pembayaran {{id}} sudah diputuskan sementara itu.',
    zh: '付款 {{id}} 已在此期间被处理。',
  },
  mismatch_topup_not_found: {
    status: 404,
    en: 'No top-up {{code}}',
    id: 'Tidak ada isi saldo {{code}}.',
    zh: '没有充值 {{code}}。',
  },
  mismatch_credited_elsewhere: {
    status: 409,
    en: '{{code}} is credited already, by another payment',
    id: '{{code}} sudah masuk, oleh pembayaran lain.',
    zh: '{{code}} 已由另一笔付款入账。',
  },
  mismatch_purchase_not_found: {
    status: 404,
    en: 'No purchase {{ref}}',
    id: 'Tidak ada transaksi {{ref}}.',
    zh: '没有交易 {{ref}}。',
  },
});

/** Notification texts of the payment area. */
export const paymentNotices = defineMessages({
  mismatch_credited_title: {
    id: 'Pembayaran {{amount}} masuk ke deposit',
    en: 'Payment of {{amount}} added to your deposit',
    zh: '付款 {{amount}} 已存入存款',
  },
  mismatch_credited_body: {
    id: 'Pembayaran untuk {{ref}} tidak sama dengan tagihannya, jadi transaksi tidak diproses. Dananya sudah masuk ke saldo deposit Anda (sekarang {{balance}}).',
    en: 'The payment for {{ref}} did not match its bill, so the transaction was not processed. The money was added to your deposit balance (now {{balance}}).',
    zh: '{{ref}} 的付款金额与账单不符，因此交易未处理。款项已存入您的存款余额（现为 {{balance}}）。',
  },
});
