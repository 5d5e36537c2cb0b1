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
