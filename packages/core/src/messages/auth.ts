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
  password_attempts_exceeded: {
    status: 429,
    en: 'Too many wrong passwords. Please try again in {{minutes}} minutes.',
    id: 'Terlalu banyak kata sandi salah. Silakan coba lagi dalam {{minutes}} menit.',
    zh: '密码错误次数过多，请在 {{minutes}} 分钟后重试。',
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
  // The spec's "Incorrect PIN Code", with the tries left before the 30-minute lock (issue 13).
  incorrect_pin: {
    status: 422,
    en: 'Incorrect PIN Code. {{attempts_left}} tries left before the PIN is locked for 30 minutes.',
    id: 'PIN salah. Sisa {{attempts_left}} kali percobaan sebelum PIN dikunci 30 menit.',
    zh: 'PIN 码错误。还可尝试 {{attempts_left}} 次，之后 PIN 码将锁定 30 分钟。',
  },
  // Spec calls §8.3 "failed to create, update or reset the PIN": what the PIN screens say when their
  // call fails for no field's reason (a network failure or a 5xx). Shown by the web only.
  pin_create_failed: {
    status: 500,
    en: 'failed to create PIN',
    id: 'Gagal membuat PIN. Silakan coba lagi.',
    zh: '创建 PIN 码失败，请重试。',
  },
  pin_update_failed: {
    status: 500,
    en: 'failed to update PIN',
    id: 'Gagal mengubah PIN. Silakan coba lagi.',
    zh: '修改 PIN 码失败，请重试。',
  },
  pin_reset_failed: {
    status: 500,
    en: 'failed to reset PIN',
    id: 'Gagal mereset PIN. Silakan coba lagi.',
    zh: '重置 PIN 码失败，请重试。',
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

/** Notification texts of the auth area (devices, password, PIN). */
export const authNotices = defineMessages({
  device_pending_title: {
    id: 'Perangkat baru menunggu persetujuan',
    en: 'New device waiting for approval',
    zh: '新设备等待批准',
  },
  device_pending_body: {
    id: '{{device}} mencoba masuk ke akun Anda. Setujui atau tolak di halaman Perangkat (Akun › Perangkat). Jika bukan Anda, tolak lalu ganti kata sandi.',
    en: '{{device}} is trying to sign in to your account. Approve or reject it on the Devices page (Account › Devices). If it is not you, reject it and change your password.',
    zh: '{{device}} 正在尝试登录您的账户。请在“设备”页面（账户 › 设备）批准或拒绝。如果不是您本人，请拒绝并更改密码。',
  },
  device_accepted_title: {
    id: 'Perangkat {{device}} disetujui',
    en: 'Device {{device}} approved',
    zh: '设备 {{device}} 已批准',
  },
  device_accepted_body: {
    id: 'Perangkat ini sekarang dapat menggunakan akun Anda.',
    en: 'This device can now use your account.',
    zh: '此设备现在可以使用您的账户。',
  },
  device_accepted_otp_body: {
    id: 'Perangkat ini diverifikasi dengan kode OTP dan sekarang dapat menggunakan akun Anda.',
    en: 'This device was verified with an OTP code and can now use your account.',
    zh: '此设备已通过 OTP 验证码验证，现在可以使用您的账户。',
  },
  device_rejected_title: {
    id: 'Perangkat {{device}} ditolak',
    en: 'Device {{device}} rejected',
    zh: '设备 {{device}} 已被拒绝',
  },
  device_rejected_body: {
    id: 'Perangkat ini tidak dapat masuk ke akun Anda.',
    en: 'This device cannot sign in to your account.',
    zh: '此设备无法登录您的账户。',
  },
  device_revoked_title: {
    id: 'Akses perangkat {{device}} dicabut',
    en: 'Access of device {{device}} revoked',
    zh: '设备 {{device}} 的访问权限已撤销',
  },
  device_revoked_body: {
    id: 'Perangkat ini telah dikeluarkan dari akun Anda dan perlu persetujuan untuk masuk lagi.',
    en: 'This device was signed out of your account and needs approval to sign in again.',
    zh: '此设备已退出您的账户，需要批准才能再次登录。',
  },
  password_changed_title: {
    id: 'Kata sandi diubah',
    en: 'Password changed',
    zh: '密码已更改',
  },
  password_changed_body: {
    id: 'Kata sandi akun Anda baru saja diubah; perangkat lain perlu masuk lagi. Jika bukan Anda, segera hubungi layanan pelanggan.',
    en: 'Your account password was just changed; other devices need to sign in again. If it was not you, contact customer service right away.',
    zh: '您的账户密码刚刚被更改；其他设备需要重新登录。如果不是您本人操作，请立即联系客服。',
  },
  password_reset_title: {
    id: 'Kata sandi diatur ulang',
    en: 'Password reset',
    zh: '密码已重置',
  },
  password_reset_body: {
    id: 'Kata sandi akun Anda diatur ulang melalui tautan e-mail; semua perangkat perlu masuk lagi. Jika bukan Anda, segera hubungi layanan pelanggan.',
    en: 'Your account password was reset through the e-mail link; all devices need to sign in again. If it was not you, contact customer service right away.',
    zh: '您的账户密码已通过电子邮件链接重置；所有设备都需要重新登录。如果不是您本人操作，请立即联系客服。',
  },
  pin_changed_title: {
    id: 'PIN transaksi diubah',
    en: 'Transaction PIN changed',
    zh: '交易 PIN 已更改',
  },
  pin_changed_body: {
    id: 'PIN transaksi akun Anda baru saja diubah. Jika bukan Anda, segera hubungi layanan pelanggan.',
    en: 'Your transaction PIN was just changed. If it was not you, contact customer service right away.',
    zh: '您的交易 PIN 刚刚被更改。如果不是您本人操作，请立即联系客服。',
  },
  pin_reset_title: {
    id: 'PIN transaksi diatur ulang',
    en: 'Transaction PIN reset',
    zh: '交易 PIN 已重置',
  },
  pin_reset_body: {
    id: 'PIN transaksi akun Anda diatur ulang dengan kode OTP. Jika bukan Anda, segera hubungi layanan pelanggan.',
    en: 'Your transaction PIN was reset with an OTP code. If it was not you, contact customer service right away.',
    zh: '您的交易 PIN 已通过 OTP 验证码重置。如果不是您本人操作，请立即联系客服。',
  },
});
