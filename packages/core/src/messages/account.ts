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
});
