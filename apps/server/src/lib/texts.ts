import type { Locale } from './deps.js';

// Texts of outbound messages (e-mail, WhatsApp) in the user's language; Indonesian by default.
const texts = {
  otp: {
    id: (code: string, site: string) =>
      `${code} adalah kode OTP ${site} Anda. Berlaku 60 detik. Jangan berikan kode ini kepada siapa pun, termasuk petugas ${site}.`,
    en: (code: string, site: string) =>
      `${code} is your ${site} OTP code. It is valid for 60 seconds. Never share this code with anyone, including ${site} staff.`,
    zh: (code: string, site: string) =>
      `${code} 是您的 ${site} 验证码，60 秒内有效。请勿将此验证码告诉任何人，包括 ${site} 工作人员。`,
  },
  otpSubject: { id: 'Kode OTP', en: 'OTP code', zh: '验证码' },
  resetSubject: { id: 'Atur ulang kata sandi', en: 'Reset your password', zh: '重置密码' },
  reset: {
    id: (url: string) =>
      `Kami menerima permintaan untuk mengatur ulang kata sandi akun Anda.\n\nBuka tautan ini dalam 60 menit:\n${url}\n\nAbaikan e-mail ini jika Anda tidak memintanya.`,
    en: (url: string) =>
      `We received a request to reset your account password.\n\nOpen this link within 60 minutes:\n${url}\n\nIgnore this e-mail if you did not ask for it.`,
    zh: (url: string) =>
      `我们收到了重置您账户密码的请求。\n\n请在 60 分钟内打开此链接：\n${url}\n\n如果不是您本人操作，请忽略此邮件。`,
  },
  verifySubject: { id: 'Verifikasi e-mail', en: 'Verify your e-mail', zh: '验证电子邮箱' },
  verify: {
    id: (url: string) => `Konfirmasi alamat e-mail Anda dengan membuka tautan ini dalam 24 jam:\n${url}`,
    en: (url: string) => `Confirm your e-mail address by opening this link within 24 hours:\n${url}`,
    zh: (url: string) => `请在 24 小时内打开此链接以确认您的电子邮箱：\n${url}`,
  },
  // To the OLD address once an e-mail or phone change is applied (pen-test item 4).
  contactChangedSubject: {
    email: { id: 'Email akun Anda diganti', en: 'Your account e-mail was changed', zh: '您的账户邮箱已更改' },
    hp: {
      id: 'Nomor HP akun Anda diganti',
      en: 'Your account phone number was changed',
      zh: '您的账户手机号码已更改',
    },
  },
  contactChanged: {
    id: (what: string, to: string, url: string, site: string) =>
      `${what} akun ${site} Anda baru saja diganti ke ${to}.\n\nBukan Anda? Buka tautan ini dalam 7 hari untuk membatalkan perubahan dan mengeluarkan semua perangkat, lalu segera ganti kata sandi:\n${url}\n\nJika memang Anda yang menggantinya, abaikan pesan ini.`,
    en: (what: string, to: string, url: string, site: string) =>
      `The ${what} of your ${site} account was just changed to ${to}.\n\nNot you? Open this link within 7 days to undo the change and log out every device, then change your password:\n${url}\n\nIf you made this change, ignore this message.`,
    zh: (what: string, to: string, url: string, site: string) =>
      `您的 ${site} 账户${what}刚刚被更改为 ${to}。\n\n如非本人操作，请在 7 天内打开此链接撤销更改并退出所有设备，然后立即更改密码：\n${url}\n\n如果是您本人更改的，请忽略此消息。`,
  },
  contactWhat: {
    email: { id: 'Email', en: 'e-mail', zh: '邮箱' },
    hp: { id: 'Nomor HP', en: 'phone number', zh: '手机号码' },
  },
} as const;

export const otpText = (locale: Locale, code: string, site = 'Konter') => texts.otp[locale](code, site);
export const otpSubject = (locale: Locale) => texts.otpSubject[locale];
export const resetMail = (locale: Locale, url: string) => ({
  subject: texts.resetSubject[locale],
  body: texts.reset[locale](url),
});
export const verifyMail = (locale: Locale, url: string) => ({
  subject: texts.verifySubject[locale],
  body: texts.verify[locale](url),
});

/** To the old address of an applied e-mail or phone change: what changed, and the 7-day undo link. */
export const contactChangedMessage = (
  locale: Locale,
  field: 'email' | 'hp',
  to: string,
  url: string,
  site = 'Konter',
) => ({
  subject: texts.contactChangedSubject[field][locale],
  body: texts.contactChanged[locale](texts.contactWhat[field][locale], to, url, site),
});
