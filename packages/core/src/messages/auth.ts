import { defineMessages } from './define.js';

/** Error answers of the auth area (keys are unique across areas; see index.ts). */
export const authMessages = defineMessages({
  auth_too_many_attempts: {
    status: 429,
    en: 'Too many attempts. Please try again in 1 minute.',
    id: 'Terlalu banyak percobaan. Silakan coba lagi dalam 1 menit.',
    zh: '尝试次数过多，请在 1 分钟后重试。',
  },
  registration_closed: {
    status: 403,
    en: 'Registration is closed.',
    id: 'Pendaftaran sedang ditutup.',
    zh: '注册已关闭。',
  },
  login_disabled: {
    status: 403,
    en: 'Login is disabled.',
    id: 'Login sedang dinonaktifkan.',
    zh: '登录已停用。',
  },
  email_taken: {
    status: 422,
    en: 'The email has already been taken.',
    id: 'Email sudah digunakan.',
    zh: '该邮箱已被使用。',
  },
  phone_taken: {
    status: 422,
    en: 'The phone number has already been taken.',
    id: 'Nomor HP sudah digunakan.',
    zh: '该手机号码已被使用。',
  },
  referral_code_invalid: {
    status: 422,
    en: 'Referral code is not valid',
    id: 'Kode referal tidak valid.',
    zh: '推荐码无效',
  },
  invalid_credentials: {
    status: 422,
    en: 'Wrong phone number, e-mail or password',
    id: 'Nomor HP, email, atau kata sandi salah.',
    zh: '手机号码、邮箱或密码错误。',
  },
  account_deleted: {
    status: 403,
    en: 'This account was deleted. Please contact customer service to recover it.',
    id: 'Akun ini sudah dihapus. Silakan hubungi layanan pelanggan untuk memulihkannya.',
    zh: '此账户已被删除。请联系客服恢复。',
  },
  device_blocked: {
    status: 403,
    en: 'This device was blocked by your trusted device.',
    id: 'Perangkat ini diblokir oleh perangkat terpercaya Anda.',
    zh: '此设备已被您信任的设备阻止。',
  },
  device_not_found: {
    status: 404,
    en: 'Device not found',
    id: 'Perangkat tidak ditemukan.',
    zh: '未找到设备',
  },
  device_cannot_block_current: {
    status: 422,
    en: 'You cannot block the device you are using. Log out instead.',
    id: 'Anda tidak bisa memblokir perangkat yang sedang dipakai. Gunakan Keluar.',
    zh: '不能阻止您正在使用的设备，请改为退出登录。',
  },
  device_transition_invalid: {
    status: 409,
    en: 'This device cannot be {{action}}ed in its current state.',
    id: 'Tindakan {{action}} tidak dapat dilakukan pada perangkat ini dalam statusnya saat ini.',
    zh: '此设备在当前状态下无法执行 {{action}} 操作。',
  },
  device_not_pending: {
    status: 409,
    en: 'This device is not waiting for approval.',
    id: 'Perangkat ini tidak sedang menunggu persetujuan.',
    zh: '此设备未在等待批准。',
  },
  reset_link_invalid: {
    status: 422,
    en: 'This password reset link is invalid or has expired.',
    id: 'Link reset kata sandi tidak valid atau sudah kedaluwarsa.',
    zh: '密码重置链接无效或已过期。',
  },
  verification_code_invalid: {
    status: 422,
    en: 'Invalid verification code',
    id: 'Kode verifikasi salah.',
    zh: '验证代码错误',
  },
  otp_send_failed: {
    status: 503,
    en: 'OTP code send failed',
    id: 'Kode OTP gagal dikirim.',
    zh: '验证码发送失败',
  },
  invalid_otp: {
    status: 422,
    en: 'Invalid OTP code',
    id: 'Kode OTP salah.',
    zh: '验证码错误',
  },
  pin_locked: {
    status: 429,
    en: 'maximum pin attempts reached',
    id: 'PIN terkunci karena terlalu banyak percobaan. Coba lagi nanti atau reset PIN.',
    zh: '尝试次数过多，PIN 码已锁定。请稍后再试或重置 PIN 码。',
  },
  pin_not_set: {
    status: 422,
    en: 'Please create your transaction PIN first.',
    id: 'Buat PIN transaksi Anda terlebih dahulu.',
    zh: '请先创建交易 PIN 码。',
  },
  incorrect_pin: {
    status: 422,
    en: 'Incorrect PIN Code',
    id: 'PIN salah.',
    zh: 'PIN 码错误',
  },
  pin_already_set: {
    status: 409,
    en: 'Your PIN is already set. Use change PIN instead.',
    id: 'PIN Anda sudah dibuat. Gunakan ubah PIN.',
    zh: '您已设置 PIN 码，请使用修改 PIN 码。',
  },
  verify_email_first: {
    status: 403,
    en: 'Please verify your e-mail address first.',
    id: 'Verifikasi alamat email Anda terlebih dahulu.',
    zh: '请先验证您的邮箱地址。',
  },
  verify_phone_first: {
    status: 403,
    en: 'Please verify your phone number first.',
    id: 'Verifikasi nomor HP Anda terlebih dahulu.',
    zh: '请先验证您的手机号码。',
  },
  account_inactive: {
    status: 403,
    en: 'Your account is not active. Inactive users can only see the price list.',
    id: 'Akun Anda tidak aktif. Akun tidak aktif hanya dapat melihat daftar harga.',
    zh: '您的账户未激活。未激活账户只能查看价格表。',
  },
  developer_mode_on: {
    status: 403,
    en: 'Developer mode is on: real transactions are blocked. Turn it off to transact.',
    id: 'Mode developer aktif: transaksi sungguhan diblokir. Matikan untuk bertransaksi.',
    zh: '开发者模式已开启：真实交易已被阻止。请关闭后再进行交易。',
  },
});

/** Notification texts of the auth area. */
export const authNotices = defineMessages({});
