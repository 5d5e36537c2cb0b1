import { defineMessages } from './define.js';

/** Error answers of the account area (keys are unique across areas; see index.ts). */
export const accountMessages = defineMessages({
  old_password_wrong: {
    status: 422,
    en: 'Old Password Wrong',
    id: 'Kata sandi lama salah.',
    zh: '旧密码错误',
  },
  account_search_not_found: {
    status: 404,
    en: 'Customer Information Not Found',
    id: 'Data pelanggan tidak ditemukan.',
    zh: '未找到客户信息',
  },
  balance_not_empty: {
    status: 422,
    en: 'Your account balance is still available. You cannot delete your account',
    id: 'Saldo akun Anda masih tersedia. Anda tidak dapat menghapus akun.',
    zh: '您的账户仍有余额，无法删除账户',
  },
  phone_already_verified: {
    status: 409,
    en: 'Your phone number is already verified.',
    id: 'Nomor HP Anda sudah terverifikasi.',
    zh: '您的手机号码已验证。',
  },
  phone_verification_limit: {
    status: 429,
    en: 'You have reached the maximum phone verification attempts for today (3 times). Please try again tomorrow.',
    id: 'Anda sudah mencapai batas verifikasi nomor HP hari ini (3 kali). Silakan coba lagi besok.',
    zh: '您今天的手机验证次数已达上限（3 次），请明天再试。',
  },
  contact_exists: {
    status: 422,
    en: 'This number is already in your contacts.',
    id: 'Nomor ini sudah ada di kontak Anda.',
    zh: '此号码已在您的联系人中。',
  },
  contact_not_found: {
    status: 404,
    en: 'Contact not found',
    id: 'Kontak tidak ditemukan.',
    zh: '未找到联系人',
  },
  // E-mail and phone changes (pen-test item 4): password first, then a code to the new address.
  password_required_contact_change: {
    status: 422,
    en: 'Enter your password to change your e-mail or phone number.',
    id: 'Masukkan kata sandi untuk mengganti email atau nomor HP.',
    zh: '更改邮箱或手机号码需要输入密码。',
  },
  contact_change_one_at_a_time: {
    status: 422,
    en: 'Change your e-mail and your phone number one at a time.',
    id: 'Ganti email dan nomor HP satu per satu.',
    zh: '请分别更改邮箱和手机号码。',
  },
  contact_change_not_pending: {
    status: 409,
    en: 'No e-mail or phone number change is waiting for a code. Please save the change again.',
    id: 'Tidak ada perubahan email atau nomor HP yang menunggu kode. Silakan simpan perubahan lagi.',
    zh: '没有等待验证码的邮箱或手机号码更改，请重新保存更改。',
  },
  contact_change_limit: {
    status: 429,
    en: 'Too many change codes today. Please try again tomorrow.',
    id: 'Terlalu banyak kode perubahan hari ini. Silakan coba lagi besok.',
    zh: '今天的更改验证码次数过多，请明天再试。',
  },
  contact_change_undo_invalid: {
    status: 422,
    en: 'This undo link is invalid, already used or older than 7 days.',
    id: 'Tautan pembatalan tidak valid, sudah dipakai, atau sudah lewat 7 hari.',
    zh: '此撤销链接无效、已使用或已超过 7 天。',
  },
  contact_change_undo_conflict: {
    status: 409,
    en: 'The previous address is now used by another account. Please contact customer service.',
    id: 'Alamat sebelumnya sudah dipakai akun lain. Silakan hubungi layanan pelanggan.',
    zh: '原地址已被其他账户使用，请联系客服。',
  },
  address_not_found: {
    status: 404,
    en: 'Address not found',
    id: 'Alamat tidak ditemukan.',
    zh: '未找到地址',
  },
  address_limit: {
    status: 422,
    en: 'You can save at most {{max}} addresses. Delete one you no longer use first.',
    id: 'Anda bisa menyimpan paling banyak {{max}} alamat. Hapus dulu alamat yang tidak dipakai.',
    zh: '最多可保存 {{max}} 个地址，请先删除不再使用的地址。',
  },
  password_required_recent_device: {
    status: 422,
    en: 'This device was approved less than 24 hours ago: enter your password to remove the original device.',
    id: 'Perangkat ini disetujui kurang dari 24 jam lalu: masukkan kata sandi untuk mengeluarkan perangkat pertama.',
    zh: '此设备批准未满 24 小时：移除首个设备需要输入密码。',
  },
});

/** Notification texts of the account area. */
export const accountNotices = defineMessages({
  phone_verified_title: {
    id: 'Nomor HP terverifikasi',
    en: 'Phone number verified',
    zh: '手机号码已验证',
  },
  phone_verified_body: {
    id: 'Nomor {{hp}} sekarang terverifikasi untuk akun Anda.',
    en: 'The number {{hp}} is now verified for your account.',
    zh: '号码 {{hp}} 现已为您的账户完成验证。',
  },
  email_changed_title: {
    id: 'Email akun diganti',
    en: 'Account e-mail changed',
    zh: '账户邮箱已更改',
  },
  email_changed_body: {
    id: 'Email akun Anda sekarang {{new}} (sebelumnya {{old}}). Perangkat lain sudah dikeluarkan. Bukan Anda? Buka tautan pembatalan yang kami kirim ke {{old}} dalam 7 hari.',
    en: 'Your account e-mail is now {{new}} (was {{old}}). Other devices were logged out. Not you? Open the undo link we sent to {{old}} within 7 days.',
    zh: '您的账户邮箱现为 {{new}}（原为 {{old}}），其他设备已退出登录。如非本人操作，请在 7 天内打开我们发送至 {{old}} 的撤销链接。',
  },
  hp_changed_title: {
    id: 'Nomor HP akun diganti',
    en: 'Account phone number changed',
    zh: '账户手机号码已更改',
  },
  hp_changed_body: {
    id: 'Nomor HP akun Anda sekarang {{new}} (sebelumnya {{old}}). Perangkat lain sudah dikeluarkan. Bukan Anda? Buka tautan pembatalan yang kami kirim ke {{old}} dalam 7 hari.',
    en: 'Your account phone number is now {{new}} (was {{old}}). Other devices were logged out. Not you? Open the undo link we sent to {{old}} within 7 days.',
    zh: '您的账户手机号码现为 {{new}}（原为 {{old}}），其他设备已退出登录。如非本人操作，请在 7 天内打开我们发送至 {{old}} 的撤销链接。',
  },
  email_restored_title: {
    id: 'Perubahan email dibatalkan',
    en: 'E-mail change undone',
    zh: '邮箱更改已撤销',
  },
  email_restored_body: {
    id: 'Email akun Anda dikembalikan ke {{value}} dan semua perangkat dikeluarkan. Segera ganti kata sandi Anda.',
    en: 'Your account e-mail was restored to {{value}} and every device was logged out. Change your password now.',
    zh: '您的账户邮箱已恢复为 {{value}}，所有设备均已退出登录。请立即更改密码。',
  },
  hp_restored_title: {
    id: 'Perubahan nomor HP dibatalkan',
    en: 'Phone number change undone',
    zh: '手机号码更改已撤销',
  },
  hp_restored_body: {
    id: 'Nomor HP akun Anda dikembalikan ke {{value}} dan semua perangkat dikeluarkan. Segera ganti kata sandi Anda.',
    en: 'Your account phone number was restored to {{value}} and every device was logged out. Change your password now.',
    zh: '您的账户手机号码已恢复为 {{value}}，所有设备均已退出登录。请立即更改密码。',
  },
});
