import type { Locale } from '../../lib/deps.js';

// What an agent registered by their master receives (WhatsApp and e-mail): who registered them and
// the link to set a password (the reset-password page).

const subject: Record<Locale, string> = {
  id: 'Akun agen Konter Anda',
  en: 'Your Konter agent account',
  zh: '您的 Konter 代理账户',
};

const body: Record<Locale, (name: string, master: string, url: string, hours: number) => string> = {
  id: (name, master, url, hours) =>
    `Halo ${name}, ${master} telah mendaftarkan Anda sebagai agen di Konter. Buat kata sandi Anda di ${url} (berlaku ${hours} jam), lalu masuk dengan nomor HP atau e-mail Anda.`,
  en: (name, master, url, hours) =>
    `Hello ${name}, ${master} registered you as an agent at Konter. Set your password at ${url} (valid ${hours} hours), then log in with your phone number or e-mail.`,
  zh: (name, master, url, hours) =>
    `${name} 您好，${master} 已将您注册为 Konter 代理。请在 ${url} 设置密码（${hours} 小时内有效），然后用手机号或电子邮箱登录。`,
};

export const agentInviteMessage = (
  locale: Locale,
  name: string,
  master: string,
  url: string,
  hours: number,
) => ({
  subject: subject[locale],
  body: body[locale](name, master, url, hours),
});
