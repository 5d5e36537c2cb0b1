import { defineMessages } from './define.js';

/** Error answers of the Excel bulk top-up (spec calls §8.3 "Excel", §9.2; keys are unique across areas). */
export const excelMessages = defineMessages({
  excel_invalid_file: {
    status: 422,
    en: 'uploaded data invalid and must be re-uploaded',
    id: 'Data yang diunggah tidak valid dan harus diunggah ulang.',
    zh: '上传的数据无效，必须重新上传。',
  },
  excel_file_too_large: {
    status: 422,
    en: 'The file is larger than {{max}}',
    id: 'Ukuran file melebihi {{max}}.',
    zh: '文件大小超过 {{max}}。',
  },
  excel_too_many_rows: {
    status: 422,
    en: 'At most {{max}} transactions per upload',
    id: 'Maksimal {{max}} transaksi per unggahan.',
    zh: '每次上传最多 {{max}} 笔交易。',
  },
  excel_file_name_taken: {
    status: 422,
    en: 'A file with this name was already uploaded today; rename the file',
    id: 'File dengan nama ini sudah diunggah hari ini; ganti nama file.',
    zh: '今天已上传过同名文件，请重命名文件。',
  },
  excel_daily_limit: {
    status: 422,
    en: 'Your Excel limit is {{limit}} transactions a day; {{remaining}} left today',
    id: 'Limit Excel Anda {{limit}} transaksi per hari; sisa hari ini {{remaining}}.',
    zh: '您的 Excel 限额为每天 {{limit}} 笔交易；今天剩余 {{remaining}} 笔。',
  },
  excel_no_valid_rows: {
    status: 422,
    en: 'The file has no valid rows to process',
    id: 'Tidak ada baris valid yang bisa diproses.',
    zh: '文件中没有可处理的有效行。',
  },
  excel_upload_not_found: {
    status: 404,
    en: 'Upload not found',
    id: 'Unggahan tidak ditemukan.',
    zh: '未找到该上传。',
  },
  excel_row_failed: {
    status: 500,
    en: 'The transaction could not be created',
    id: 'Transaksi tidak dapat dibuat.',
    zh: '无法创建该交易。',
  },
  excel_access_already_allowed: {
    status: 409,
    en: 'You can already top up by Excel',
    id: 'Anda sudah dapat top up lewat Excel.',
    zh: '您已可以使用 Excel 批量充值。',
  },
  excel_access_request_pending: {
    status: 409,
    en: 'Your request for Excel access is waiting for review',
    id: 'Pengajuan akses Excel Anda sedang ditinjau.',
    zh: '您的 Excel 权限申请正在审核中。',
  },
  excel_access_request_not_found: {
    status: 404,
    en: 'No pending Excel access request {{id}}',
    id: 'Tidak ada pengajuan akses Excel {{id}} yang menunggu.',
    zh: '没有待处理的 Excel 权限申请 {{id}}。',
  },
  excel_access_reason_required: {
    status: 422,
    en: 'Give the member a reason',
    id: 'Tuliskan alasan untuk anggota.',
    zh: '请填写给会员的理由。',
  },
});

/**
 * Excel uploads notify nothing of their own (each row is an ordinary purchase with its
 * notification); the decision on a request for Excel access does.
 */
export const excelNotices = defineMessages({
  excel_access_approved_title: {
    id: 'Akses top up Excel disetujui',
    en: 'Excel top-up access approved',
    zh: 'Excel 批量充值权限已批准',
  },
  excel_access_approved_body: {
    id: 'Sekarang Anda dapat top up banyak nomor sekaligus lewat file Excel.',
    en: 'You can now top up many numbers at once with an Excel file.',
    zh: '现在您可以通过 Excel 文件一次为多个号码充值。',
  },
  excel_access_rejected_title: {
    id: 'Pengajuan akses top up Excel ditolak',
    en: 'Excel top-up access request rejected',
    zh: 'Excel 批量充值权限申请被拒绝',
  },
});
