import { defineMessages } from './define.js';

/** Error answers of the loan area (keys are unique across areas; see index.ts). */
export const loanMessages = defineMessages({
  loan_none_active: {
    status: 404,
    en: 'You have no active agent loan',
    id: 'Anda tidak memiliki pinjaman agen yang aktif.',
    zh: '您没有生效中的代理借款。',
  },
  loan_nothing_to_pay: {
    status: 422,
    en: 'Your agent loan has nothing to pay',
    id: 'Tidak ada tagihan pinjaman agen yang perlu dibayar.',
    zh: '您的代理借款没有需要支付的金额。',
  },
  loan_overpay: {
    status: 422,
    en: 'The amount is more than the loan usage to pay',
    id: 'Jumlahnya melebihi pemakaian pinjaman yang harus dibayar.',
    zh: '金额超过了需要偿还的借款使用额。',
  },
  loan_overpay_pending: {
    status: 422,
    en: 'The amount is more than the loan usage to pay; purchases still in process count once settled',
    id: 'Jumlahnya melebihi pemakaian pinjaman yang harus dibayar; transaksi yang masih diproses dihitung setelah selesai.',
    zh: '金额超过了需要偿还的借款使用额；处理中的交易在完成后才计入。',
  },
  // The user's own request (POST agent-debt/request) and its cancellation.
  loan_disabled: {
    status: 403,
    en: 'Agent loans are not available at the moment',
    id: 'Pinjaman agen sedang tidak tersedia.',
    zh: '代理借款目前不可用。',
  },
  loan_agents_only: {
    status: 403,
    en: 'Only active agents and master agents can request an agent loan',
    id: 'Hanya agen dan agen master yang aktif yang dapat mengajukan pinjaman agen.',
    zh: '只有有效的代理和主代理可以申请代理借款。',
  },
  loan_request_exists: {
    status: 409,
    en: 'You already have an agent loan that is pending or active',
    id: 'Anda sudah memiliki pinjaman agen yang menunggu persetujuan atau aktif.',
    zh: '您已有待审批或生效中的代理借款。',
  },
  loan_request_due_range: {
    status: 422,
    en: 'The due date must be {{min}} to {{max}} days from today',
    id: 'Tanggal jatuh tempo harus {{min}} sampai {{max}} hari dari hari ini.',
    zh: '到期日必须在今天之后 {{min}} 至 {{max}} 天之间。',
  },
  loan_request_limit_range: {
    status: 422,
    en: 'The limit must be between {{min}} and {{max}}, in whole thousands',
    id: 'Limit harus antara {{min}} dan {{max}}, dalam kelipatan 1.000.',
    zh: '额度必须在 {{min}} 至 {{max}} 之间，且为 1000 的整数倍。',
  },
  loan_note_too_long: {
    status: 422,
    en: 'The note may be at most {{max}} characters',
    id: 'Catatan paling banyak {{max}} karakter.',
    zh: '备注最多 {{max}} 个字符。',
  },
  loan_request_none_pending: {
    status: 404,
    en: 'You have no loan request waiting for approval',
    id: 'Anda tidak memiliki pengajuan pinjaman yang menunggu persetujuan.',
    zh: '您没有等待审批的借款申请。',
  },
  loan_downlines_masters_only: {
    status: 403,
    en: "Only master agents see their agents' loans",
    id: 'Hanya agen master yang dapat melihat pinjaman agennya.',
    zh: '只有主代理可以查看其代理的借款。',
  },
  // The administrator's side (admin CLI).
  loan_not_found: { status: 404, en: 'Loan not found', id: 'Pinjaman tidak ditemukan.', zh: '未找到借款。' },
  loan_none_pending: {
    status: 404,
    en: 'No pending loan',
    id: 'Tidak ada pengajuan pinjaman yang menunggu.',
    zh: '没有待处理的借款申请。',
  },
  loan_none_pending_terms: {
    status: 404,
    en: 'No pending loan; give a limit and a due date',
    id: 'Tidak ada pengajuan pinjaman yang menunggu; isi limit dan tanggal jatuh tempo.',
    zh: '没有待处理的借款申请；请提供额度和到期日。',
  },
  loan_pending_not_found: {
    status: 404,
    en: 'No pending loan #{{id}}',
    id: 'Tidak ada pengajuan pinjaman #{{id}} yang menunggu.',
    zh: '没有待处理的借款申请 #{{id}}。',
  },
  loan_user_not_found: {
    status: 404,
    en: 'No open account for "{{login}}"',
    id: 'Tidak ada akun aktif untuk "{{login}}".',
    zh: '没有“{{login}}”的有效账户。',
  },
  loan_limit_not_whole: {
    status: 422,
    en: 'limit must be whole rupiah',
    id: 'Limit harus dalam rupiah bulat.',
    zh: '额度必须是整数印尼盾。',
  },
  loan_limit_invalid: {
    status: 422,
    en: 'The limit must be a positive multiple of 1000 rupiah',
    id: 'Limit harus kelipatan 1000 rupiah dan lebih dari nol.',
    zh: '额度必须是 1000 印尼盾的正整数倍。',
  },
  loan_due_invalid: {
    status: 422,
    en: 'The due date must be a date YYYY-MM-DD',
    id: 'Tanggal jatuh tempo harus berformat YYYY-MM-DD.',
    zh: '到期日必须是 YYYY-MM-DD 格式的日期。',
  },
  loan_due_past: {
    status: 422,
    en: 'The due date cannot be in the past',
    id: 'Tanggal jatuh tempo tidak boleh di masa lalu.',
    zh: '到期日不能是过去的日期。',
  },
  loan_due_not_after: {
    status: 422,
    en: 'The new due date must be after {{date}}',
    id: 'Tanggal jatuh tempo baru harus setelah {{date}}.',
    zh: '新的到期日必须晚于 {{date}}。',
  },
  loan_exists: {
    status: 409,
    en: 'The user already has a pending or active loan',
    id: 'Pengguna ini sudah memiliki pinjaman yang menunggu atau aktif.',
    zh: '该用户已有待处理或生效中的借款。',
  },
  loan_not_pending: {
    status: 409,
    en: 'The loan is {{status}}, not pending',
    id: 'Pinjaman berstatus {{status}}, bukan menunggu.',
    zh: '该借款的状态为 {{status}}，不是待处理。',
  },
  loan_account_not_empty: {
    status: 409,
    en: 'The loan account is not empty; close the previous loan first',
    id: 'Akun pinjaman belum kosong; tutup pinjaman sebelumnya terlebih dahulu.',
    zh: '借款账户不为空；请先结清上一笔借款。',
  },
  loan_reason_required: {
    status: 422,
    en: 'A reason is required',
    id: 'Alasan wajib diisi.',
    zh: '必须填写原因。',
  },
  loan_in_use_amount: {
    status: 409,
    en: 'The loan is still in use ({{amount}}); it can close at zero usage',
    id: 'Pinjaman masih terpakai ({{amount}}); pinjaman hanya bisa ditutup bila pemakaiannya nol.',
    zh: '借款仍在使用中（{{amount}}）；使用额为零时才能结清。',
  },
  loan_in_use: {
    status: 409,
    en: 'The loan is still in use; it can close at zero usage',
    id: 'Pinjaman masih terpakai; pinjaman hanya bisa ditutup bila pemakaiannya nol.',
    zh: '借款仍在使用中；使用额为零时才能结清。',
  },
  loan_status_invalid: {
    status: 422,
    en: 'status must be all, pending, active, inactive or rejected',
    id: 'Status harus all, pending, active, inactive atau rejected.',
    zh: '状态必须是 all、pending、active、inactive 或 rejected。',
  },
  loan_due_group_invalid: {
    status: 422,
    en: 'due group must be one of {{groups}}',
    id: 'Kelompok jatuh tempo harus salah satu dari {{groups}}.',
    zh: '到期分组必须是以下之一：{{groups}}。',
  },
});

/** Notification texts of the agent loan area. */
export const loanNotices = defineMessages({
  loan_approved_title: {
    id: 'Pinjaman agen {{amount}} disetujui',
    en: 'Agent loan of {{amount}} approved',
    zh: '代理贷款 {{amount}} 已批准',
  },
  loan_approved_body: {
    id: 'Jatuh tempo {{due}}.',
    en: 'Due on {{due}}.',
    zh: '到期日 {{due}}。',
  },
  loan_rejected_title: {
    id: 'Pengajuan pinjaman agen ditolak',
    en: 'Agent loan request rejected',
    zh: '代理贷款申请被拒绝',
  },
  loan_repaid_title: {
    id: 'Pembayaran pinjaman agen {{amount}} berhasil',
    en: 'Agent loan payment of {{amount}} succeeded',
    zh: '代理贷款还款 {{amount}} 成功',
  },
  loan_repaid_body: {
    id: 'Kode {{code}}. Sisa tagihan {{left}}.',
    en: 'Code {{code}}. Still to pay: {{left}}.',
    zh: '编号 {{code}}。剩余应还 {{left}}。',
  },
  loan_overdue_title: {
    id: 'Pinjaman agen {{amount}} lewat jatuh tempo',
    en: 'Agent loan of {{amount}} is overdue',
    zh: '代理贷款 {{amount}} 已逾期',
  },
  loan_overdue_body: {
    id: 'Jatuh tempo {{due}}. Segera lakukan pembayaran.',
    en: 'It was due on {{due}}. Please pay it now.',
    zh: '到期日为 {{due}}。请尽快还款。',
  },
});
