import { defineMessages } from './define.js';

/** Error answers of the console's Shop and Developers pages (issue 18). */
export const consoleCommerceMessages = defineMessages({
  console_member_not_found: {
    status: 404,
    en: 'No such member',
    id: 'Member tidak ditemukan.',
    zh: '未找到该会员。',
  },
  console_h2h_key_not_found: {
    status: 404,
    en: 'The {{kind}} key does not exist (already revoked?)',
    id: 'Kunci {{kind}} tidak ada (sudah dicabut?).',
    zh: '{{kind}} 密钥不存在（已撤销？）。',
  },
  console_shop_slug_empty: {
    status: 422,
    en: 'Use letters or digits (the web address is made from them)',
    id: 'Gunakan huruf atau angka (alamat web dibuat darinya).',
    zh: '请使用字母或数字（网址由此生成）。',
  },
  console_webhook_not_failed: {
    status: 409,
    en: 'Only a failed delivery not yet redelivered can be redelivered here',
    id: 'Hanya pengiriman gagal yang belum dikirim ulang yang dapat dikirim ulang di sini.',
    zh: '此处只能重新推送尚未重推的失败记录。',
  },
});
