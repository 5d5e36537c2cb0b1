import { defineMessages } from './define.js';

/** Error answers of the deposit area (keys are unique across areas; see index.ts). */
export const depositMessages = defineMessages({
  /** The ledger's guarded debit of a deposit (and every deposit payment) refused an overdraft. */
  insufficient_balance: {
    status: 422,
    en: 'Insufficient deposit balance',
    id: 'Saldo deposit tidak mencukupi.',
    zh: '存款余额不足。',
  },
  nominal_not_available: {
    status: 422,
    en: 'Nominal not available',
    id: 'Nominal tidak tersedia.',
    zh: '该金额不可用。',
  },
  no_active_payment_method: {
    status: 422,
    en: 'no active payment method',
    id: 'Tidak ada metode pembayaran yang aktif.',
    zh: '没有可用的付款方式。',
  },
  /** Open = unpaid, or claimed and waiting for an administrator (DEPOSIT_OPEN_TOPUPS_PER_USER). */
  too_many_open_topups: {
    status: 409,
    en: 'You have too many top-up requests that are unpaid or waiting for confirmation. Pay or cancel one first, or wait for a confirmation to be checked.',
    id: 'Masih ada terlalu banyak permintaan yang belum dibayar atau menunggu konfirmasi. Bayar atau batalkan salah satunya dulu, atau tunggu konfirmasi diperiksa.',
    zh: '未付款或等待确认的充值申请过多。请先付款或取消其中一个，或等待确认审核完成。',
  },
  topup_failed: {
    status: 503,
    en: 'top-up failed, try again',
    id: 'Isi saldo gagal, silakan coba lagi.',
    zh: '充值失败，请重试。',
  },
  topup_not_found: {
    status: 404,
    en: 'Deposit not found',
    id: 'Permintaan isi saldo tidak ditemukan.',
    zh: '未找到充值申请。',
  },
  topup_not_cancelable: {
    status: 409,
    en: 'This top-up can no longer be cancelled',
    id: 'Permintaan ini sudah tidak bisa dibatalkan.',
    zh: '此申请已无法取消。',
  },
  topup_not_claimable: {
    status: 409,
    en: 'This top-up cannot be confirmed',
    id: 'Permintaan ini tidak bisa dikonfirmasi.',
    zh: '此申请无法确认。',
  },
  proof_image_invalid: {
    status: 422,
    en: 'The transfer proof must be a JPG or PNG image of at most 2 MB',
    id: 'Bukti transfer harus berupa gambar JPG atau PNG, maksimal 2 MB.',
    zh: '转账凭证必须是 JPG 或 PNG 图片，最大 2 MB。',
  },
  /** The daily bound on transfer proofs one account may send (claim.service.ts CLAIM_PROOFS_PER_DAY). */
  claim_proofs_daily_limit: {
    status: 429,
    en: 'You have sent {{max}} transfer proofs today, the daily maximum. Please try again tomorrow.',
    id: 'Anda sudah mengirim {{max}} bukti transfer hari ini, batas maksimal per hari. Silakan coba lagi besok.',
    zh: '您今天已提交 {{max}} 张转账凭证，已达每日上限。请明天再试。',
  },
  // The administrator's side (admin CLI): approving and rejecting claims, manual mutations.
  topup_confirmed_by_gateway: {
    status: 409,
    en: '{{code}} is a {{provider}} payment: its gateway confirms it',
    id: '{{code}} adalah pembayaran {{provider}}: gateway-nya yang mengonfirmasi.',
    zh: '{{code}} 是 {{provider}} 付款：由其支付网关确认。',
  },
  topup_nothing_to_approve: {
    status: 409,
    en: '{{code}} is {{status}}: nothing to approve',
    id: '{{code}} berstatus {{status}}: tidak ada yang perlu disetujui.',
    zh: '{{code}} 的状态为 {{status}}：无需批准。',
  },
  topup_paid_already: {
    status: 409,
    en: '{{code}} is paid already; it is credited on {{date}}',
    id: '{{code}} sudah dibayar; saldo masuk pada {{date}}.',
    zh: '{{code}} 已付款；将于 {{date}} 入账。',
  },
  mutation_not_found: {
    status: 404,
    en: 'No unmatched incoming mutation "{{mutation}}"',
    id: 'Tidak ada mutasi masuk yang belum cocok "{{mutation}}".',
    zh: '没有未匹配的入账流水“{{mutation}}”。',
  },
  mutation_bank_mismatch: {
    status: 409,
    en: 'The mutation went to {{mutation_bank}}, the request to {{topup_bank}}',
    id: 'Mutasi masuk ke {{mutation_bank}}, sedangkan permintaan ke {{topup_bank}}.',
    zh: '该流水进入 {{mutation_bank}}，而申请是 {{topup_bank}}。',
  },
  received_below_fee: {
    status: 409,
    en: '{{amount}} does not cover the fee',
    id: '{{amount}} tidak menutup biayanya.',
    zh: '{{amount}} 不足以支付手续费。',
  },
  claim_reason_required: {
    status: 422,
    en: 'A reason is required',
    id: 'Alasan wajib diisi.',
    zh: '必须填写原因。',
  },
  claim_not_waiting: {
    status: 409,
    en: '{{code}} is not a claim waiting for review',
    id: '{{code}} bukan konfirmasi yang menunggu pemeriksaan.',
    zh: '{{code}} 不是等待审核的确认申请。',
  },
  mutation_status_invalid: {
    status: 422,
    en: 'status must be unmatched, matched or ignored',
    id: 'Status harus unmatched, matched atau ignored.',
    zh: '状态必须是 unmatched、matched 或 ignored。',
  },
  mutation_bank_invalid: {
    status: 422,
    en: 'bank must be one of {{banks}}',
    id: 'Bank harus salah satu dari {{banks}}.',
    zh: '银行必须是以下之一：{{banks}}。',
  },
  mutation_amount_invalid: {
    status: 422,
    en: 'amount must be whole rupiah',
    id: 'Jumlah harus dalam rupiah bulat.',
    zh: '金额必须是整数印尼盾。',
  },
});

/** Notification texts of the deposit area. */
export const depositNotices = defineMessages({
  deposit_success_title: {
    id: 'Deposit {{amount}} berhasil',
    en: 'Deposit of {{amount}} succeeded',
    zh: '存款 {{amount}} 成功',
  },
  deposit_balance_body: {
    id: 'Kode {{code}}. Saldo deposit sekarang {{balance}}.',
    en: 'Code {{code}}. Your deposit balance is now {{balance}}.',
    zh: '编号 {{code}}。存款余额现为 {{balance}}。',
  },
  deposit_expired_title: {
    id: 'Deposit {{amount}} kedaluwarsa',
    en: 'Deposit of {{amount}} expired',
    zh: '存款 {{amount}} 已过期',
  },
  deposit_expired_body: {
    id: 'Kode {{code}}. Batas waktu pembayaran sudah lewat; silakan buat permintaan deposit baru.',
    en: 'Code {{code}}. The payment deadline has passed; please make a new deposit request.',
    zh: '编号 {{code}}。付款期限已过；请重新提交存款申请。',
  },
  deposit_failed_title: {
    id: 'Deposit {{amount}} gagal',
    en: 'Deposit of {{amount}} failed',
    zh: '存款 {{amount}} 失败',
  },
  deposit_failed_body: {
    id: 'Kode {{code}}. Silakan buat permintaan deposit baru.',
    en: 'Code {{code}}. Please make a new deposit request.',
    zh: '编号 {{code}}。请重新提交存款申请。',
  },
  deposit_failed_reason_body: {
    id: 'Kode {{code}}. {{reason}}. Silakan buat permintaan deposit baru.',
    en: 'Code {{code}}. {{reason}}. Please make a new deposit request.',
    zh: '编号 {{code}}。{{reason}}。请重新提交存款申请。',
  },
  claim_rejected_title: {
    id: 'Konfirmasi deposit {{code}} ditolak',
    en: 'Deposit confirmation {{code}} rejected',
    zh: '存款确认 {{code}} 被拒绝',
  },
});
