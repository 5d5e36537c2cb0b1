import { defineMessages } from './define.js';

/**
 * Error answers of the H2H area (the developer's keys and the operator's CLI). The protocol's own
 * answers are rc codes with Indonesian messages (../h2h-protocol.ts H2H_RC), not these keys.
 */
export const h2hMessages = defineMessages({
  h2h_account_exists: {
    status: 409,
    en: 'Your H2H keys already exist. Rotate a key to get a new one.',
    id: 'Kunci H2H Anda sudah dibuat. Ganti (rotate) kunci untuk mendapatkan yang baru.',
    zh: '您的 H2H 密钥已存在。如需新密钥，请轮换密钥。',
  },
  h2h_account_missing: {
    status: 404,
    en: 'Create your H2H keys first.',
    id: 'Buat kunci H2H Anda terlebih dahulu.',
    zh: '请先创建您的 H2H 密钥。',
  },
  h2h_key_already_shown: {
    status: 409,
    en: 'This key was already shown once. Rotate it to get a new key.',
    id: 'Kunci ini sudah pernah ditampilkan. Ganti (rotate) kunci untuk mendapatkan yang baru.',
    zh: '此密钥已显示过一次。请轮换以获取新密钥。',
  },
  h2h_user_not_found: {
    status: 404,
    en: 'No account {{login}}',
    id: 'Akun {{login}} tidak ditemukan.',
    zh: '未找到账户 {{login}}。',
  },
  h2h_ip_invalid: {
    status: 422,
    en: 'Give an IPv4 or IPv6 address',
    id: 'Isi alamat IPv4 atau IPv6.',
    zh: '请填写 IPv4 或 IPv6 地址。',
  },
  h2h_ip_not_found: {
    status: 404,
    en: 'IP {{ip}} is not whitelisted for {{login}}',
    id: 'IP {{ip}} tidak ada di whitelist {{login}}.',
    zh: 'IP {{ip}} 不在 {{login}} 的白名单中。',
  },
});
