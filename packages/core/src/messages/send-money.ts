import { defineMessages } from './define.js';

/** Error answers of the send-money area (keys are unique across areas; see index.ts). */
export const sendMoneyMessages = defineMessages({
  send_money_not_allowed: {
    status: 403,
    en: 'Sending money needs permission from an administrator. Request it on the Send money page.',
    id: 'Kirim uang memerlukan izin dari admin. Ajukan izin di halaman Kirim Uang.',
    zh: '转账需要管理员的许可。请在转账页面提交申请。',
  },
  send_money_verify_first: {
    status: 403,
    en: 'Verify your e-mail address or phone number before requesting permission to send money.',
    id: 'Verifikasi email atau nomor HP Anda sebelum mengajukan izin kirim uang.',
    zh: '申请转账许可前，请先验证您的电子邮箱或手机号码。',
  },
  send_money_request_pending: {
    status: 409,
    en: 'Your request to send money is already waiting for an administrator.',
    id: 'Pengajuan izin kirim uang Anda sedang menunggu persetujuan admin.',
    zh: '您的转账许可申请正在等待管理员审核。',
  },
  send_money_already_allowed: {
    status: 409,
    en: 'You may already send money.',
    id: 'Anda sudah diizinkan mengirim uang.',
    zh: '您已获得转账许可。',
  },
  send_money_request_not_found: {
    status: 404,
    en: 'No pending send-money request for {{login}}',
    id: 'Tidak ada pengajuan izin kirim uang yang menunggu untuk {{login}}.',
    zh: '{{login}} 没有待处理的转账许可申请。',
  },
  send_money_user_not_found: {
    status: 404,
    en: 'No account {{login}}',
    id: 'Akun {{login}} tidak ditemukan.',
    zh: '未找到账户 {{login}}。',
  },
  send_money_reason_required: {
    status: 422,
    en: 'Give a reason for the rejection',
    id: 'Isi alasan penolakan.',
    zh: '请填写拒绝原因。',
  },
  send_money_fee_invalid: {
    status: 422,
    en: 'The name-check fee must be a whole number of rupiah from 0 to 10000',
    id: 'Biaya cek nama harus bilangan bulat rupiah dari 0 sampai 10000.',
    zh: '查名费用必须是 0 到 10000 之间的整数卢比。',
  },
  send_money_not_transfer_product: {
    status: 422,
    en: 'Choose a bank or e-wallet transfer product',
    id: 'Pilih produk kirim uang ke bank atau e-wallet.',
    zh: '请选择银行或电子钱包转账产品。',
  },
  send_money_account_not_found: {
    status: 422,
    en: 'The account number was not found. Check the number and the bank.',
    id: 'Nomor rekening tidak ditemukan. Periksa nomor dan banknya.',
    zh: '未找到该账号。请检查账号和银行。',
  },
  send_money_check_unavailable: {
    status: 422,
    en: "The name check is not available for this e-wallet. Double-check the phone number; the recipient's name appears on the receipt.",
    id: 'Cek nama belum tersedia untuk e-wallet ini. Periksa kembali nomor HP-nya; nama penerima tampil di struk.',
    zh: '此电子钱包暂不支持查名。请再次核对手机号码；收款人姓名会显示在收据上。',
  },
  send_money_check_failed: {
    status: 503,
    en: 'The name check could not reach the bank. No fee was taken; try again in a moment.',
    id: 'Cek nama tidak dapat menghubungi bank. Tidak ada biaya yang dipotong; coba lagi sebentar lagi.',
    zh: '查名无法连接银行。未扣任何费用；请稍后再试。',
  },
});

/** Notification titles and bodies of the send-money area. */
export const sendMoneyNotices = defineMessages({
  send_money_approved_title: {
    id: 'Izin kirim uang disetujui',
    en: 'Send money permission approved',
    zh: '转账许可已批准',
  },
  send_money_approved_body: {
    id: 'Sekarang Anda dapat mengirim uang ke rekening bank dan e-wallet.',
    en: 'You can now send money to bank accounts and e-wallets.',
    zh: '您现在可以向银行账户和电子钱包转账。',
  },
  send_money_rejected_title: {
    id: 'Pengajuan izin kirim uang ditolak',
    en: 'Send money permission request rejected',
    zh: '转账许可申请被拒绝',
  },
});
