import { defineMessages } from './define.js';

/** Error answers of the affiliate programme (keys are unique across areas; see index.ts). */
export const affiliateMessages = defineMessages({
  affiliate_submission_failed: {
    status: 422,
    en: 'Affiliate submission failed; check the marked fields',
    id: 'Pengajuan afiliasi gagal; periksa kembali isian yang ditandai.',
    zh: '联盟申请提交失败，请检查标记的字段。',
  },
  affiliate_report_unverified: {
    status: 403,
    en: 'The commission report is available once your affiliate account is verified',
    id: 'Laporan komisi belum dapat diakses karena akun afiliasi Anda belum diverifikasi.',
    zh: '您的联盟账户尚未通过验证，暂时无法查看佣金报告。',
  },
  affiliate_id_image_required: {
    status: 422,
    en: 'Attach a photo of your identity document (JPG or PNG)',
    id: 'Lampirkan foto kartu identitas Anda (JPG atau PNG).',
    zh: '请上传您的身份证件照片（JPG 或 PNG）。',
  },
  affiliate_id_image_type: {
    status: 422,
    en: 'The identity document must be a JPG or PNG image',
    id: 'Foto kartu identitas harus berupa gambar JPG atau PNG.',
    zh: '身份证件必须是 JPG 或 PNG 图片。',
  },
  affiliate_id_image_too_large: {
    status: 422,
    en: 'The identity document image may be at most {{max_mb}} MB',
    id: 'Ukuran foto kartu identitas maksimal {{max_mb}} MB.',
    zh: '身份证件图片不能超过 {{max_mb}} MB。',
  },
  affiliate_already_registered: {
    status: 409,
    en: 'You are already an affiliate or your application is waiting for verification',
    id: 'Anda sudah terdaftar sebagai afiliasi atau pengajuan Anda sedang menunggu verifikasi.',
    zh: '您已是联盟会员，或您的申请正在等待审核。',
  },
  affiliate_not_found: {
    status: 404,
    en: 'Affiliate application {{id}} not found',
    id: 'Pengajuan afiliasi {{id}} tidak ditemukan.',
    zh: '未找到联盟申请 {{id}}。',
  },
  affiliate_not_waiting: {
    status: 409,
    en: 'This affiliate application was already decided ({{status}})',
    id: 'Pengajuan afiliasi ini sudah diputuskan ({{status}}).',
    zh: '该联盟申请已处理（{{status}}）。',
  },
  affiliate_reason_required: {
    status: 422,
    en: 'Give the reason for the rejection',
    id: 'Isi alasan penolakan.',
    zh: '请填写拒绝原因。',
  },
  affiliate_month_not_over: {
    status: 422,
    en: 'Payouts are made for a month that is over ({{month}} is not)',
    id: 'Komisi hanya dibayarkan untuk bulan yang sudah berakhir ({{month}} belum).',
    zh: '只能为已结束的月份结算佣金（{{month}} 尚未结束）。',
  },
  affiliate_payout_not_found: {
    status: 404,
    en: 'Affiliate payout {{id}} not found',
    id: 'Pembayaran komisi {{id}} tidak ditemukan.',
    zh: '未找到佣金付款 {{id}}。',
  },
  affiliate_payout_wrong_status: {
    status: 409,
    en: 'This payout is {{status}}; it cannot be changed that way',
    id: 'Pembayaran komisi ini berstatus {{status}}; tidak dapat diubah seperti itu.',
    zh: '该佣金付款状态为 {{status}}，无法这样更改。',
  },
  affiliate_payout_method_invalid: {
    status: 422,
    en: 'Pay to "deposit" or "bank"',
    id: 'Pilih pembayaran ke "deposit" atau "bank".',
    zh: '请选择付款到 "deposit" 或 "bank"。',
  },
});

/** Notification texts of the affiliate programme. */
export const affiliateNotices = defineMessages({
  affiliate_verified_title: {
    id: 'Akun afiliasi Anda terverifikasi',
    en: 'Your affiliate account is verified',
    zh: '您的联盟账户已通过验证',
  },
  affiliate_verified_body: {
    id: 'Kode referral {{code}} berlaku sampai {{until}}. Komisi {{percent}}% dari margin setiap transaksi sukses pengguna yang Anda ajak.',
    en: 'Referral code {{code}} is valid until {{until}}. You earn {{percent}}% of the margin of every successful purchase of the users you refer.',
    zh: '推荐码 {{code}} 有效期至 {{until}}。您推荐的用户每笔成功交易的利润中，您可获得 {{percent}}% 佣金。',
  },
  affiliate_rejected_title: {
    id: 'Pengajuan afiliasi ditolak',
    en: 'Affiliate application rejected',
    zh: '联盟申请被拒绝',
  },
  affiliate_payout_paid_title: {
    id: 'Komisi afiliasi {{month}} sebesar {{amount}} dibayarkan',
    en: 'Affiliate commission for {{month}} of {{amount}} paid',
    zh: '{{month}} 联盟佣金 {{amount}} 已支付',
  },
  affiliate_payout_paid_deposit_body: {
    id: 'Komisi masuk ke saldo deposit Anda.',
    en: 'The commission was credited to your deposit.',
    zh: '佣金已存入您的余额。',
  },
  affiliate_payout_paid_bank_body: {
    id: 'Komisi ditransfer ke rekening {{bank}} Anda (ref. {{reference}}).',
    en: 'The commission was transferred to your {{bank}} account (ref. {{reference}}).',
    zh: '佣金已转入您的 {{bank}} 账户（参考号 {{reference}}）。',
  },
});
