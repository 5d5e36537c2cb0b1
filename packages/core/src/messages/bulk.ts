import { defineMessages } from './define.js';

/** Error answers of the bulk voucher buy and the eSIM purchase (keys are unique across areas; see index.ts). */
export const bulkMessages = defineMessages({
  bulk_voucher_only: {
    status: 422,
    en: 'Only voucher codes can be bought in bulk',
    id: 'Hanya kode voucher yang bisa dibeli banyak sekaligus.',
    zh: '只有兑换码可以批量购买。',
  },
  bulk_insufficient_balance: {
    status: 422,
    en: 'Your balance is not enough for {{quantity}} codes ({{total}}); nothing was bought',
    id: 'Saldo Anda tidak cukup untuk {{quantity}} kode ({{total}}); tidak ada yang dibeli.',
    zh: '您的余额不足以购买 {{quantity}} 个兑换码（{{total}}），未进行任何购买。',
  },
  bulk_batch_not_found: {
    status: 404,
    en: 'Bulk purchase not found',
    id: 'Pembelian banyak tidak ditemukan.',
    zh: '未找到该批量购买。',
  },
});

/**
 * The eSIM activation e-mail (sent to the purchase's destination when it succeeds, in the buyer's
 * language). Not notifications: texts of an outbound message, rendered with noticeText.
 */
export const bulkNotices = defineMessages({
  esim_mail_subject: {
    id: 'Kode aktivasi eSIM Anda: {{product}}',
    en: 'Your eSIM activation code: {{product}}',
    zh: '您的 eSIM 激活码：{{product}}',
  },
  esim_mail_intro: {
    id: 'eSIM {{product}} Anda sudah siap. Pindai kode QR di bawah dengan ponsel yang akan memakai eSIM ini (Pengaturan → Seluler → Tambah eSIM), atau masukkan data di bawah secara manual.',
    en: 'Your eSIM {{product}} is ready. Scan the QR code below with the phone that will use this eSIM (Settings → Mobile data → Add eSIM), or enter the details below by hand.',
    zh: '您的 eSIM {{product}} 已就绪。请用将使用此 eSIM 的手机扫描下方二维码（设置 → 蜂窝网络 → 添加 eSIM），或手动输入以下信息。',
  },
  esim_mail_lpa: { id: 'Kode aktivasi (LPA)', en: 'Activation code (LPA)', zh: '激活码（LPA）' },
  esim_mail_smdp: { id: 'Alamat SM-DP+', en: 'SM-DP+ address', zh: 'SM-DP+ 地址' },
  esim_mail_code: { id: 'Kode aktivasi', en: 'Activation code', zh: '激活码' },
  esim_mail_ref: { id: 'No. transaksi', en: 'Transaction no.', zh: '交易编号' },
  esim_mail_note: {
    id: 'Kode ini hanya bisa dipasang sekali. Jangan bagikan kepada orang lain.',
    en: 'This code can be installed only once. Do not share it with anyone.',
    zh: '此激活码只能安装一次，请勿与他人分享。',
  },
});
