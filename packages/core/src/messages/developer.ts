import { defineMessages } from './define.js';

/** Error answers of the developer area's webhooks (keys are unique across areas; see index.ts). */
export const developerMessages = defineMessages({
  developer_webhook_failed: {
    status: 422,
    en: 'Webhook update or test failed: the webhook must answer HTTP 200 (it answered {{status}})',
    id: 'Pembaruan atau tes webhook gagal: webhook harus menjawab HTTP 200 (jawabannya {{status}})',
    zh: '更新或测试 Webhook 失败：Webhook 必须返回 HTTP 200（实际返回 {{status}}）',
  },
  developer_webhook_not_set: {
    status: 422,
    en: 'Set the webhook URL first',
    id: 'Atur URL webhook terlebih dahulu',
    zh: '请先设置 Webhook 网址',
  },
  developer_webhook_https_required: {
    status: 422,
    en: 'The webhook URL must start with https://',
    id: 'URL webhook harus diawali https://',
    zh: 'Webhook 网址必须以 https:// 开头',
  },
  developer_webhook_blocked_host: {
    status: 422,
    en: 'The webhook URL may not point to a local, private or internal address ({{address}})',
    id: 'URL webhook tidak boleh mengarah ke alamat lokal, privat, atau internal ({{address}})',
    zh: 'Webhook 网址不能指向本地、私有或内部地址（{{address}}）',
  },
  developer_webhook_unresolved: {
    status: 422,
    en: 'The webhook host could not be found; check the address',
    id: 'Host webhook tidak ditemukan; periksa alamatnya',
    zh: '找不到 Webhook 主机，请检查地址',
  },
  developer_webhook_delivery_not_found: {
    status: 404,
    en: 'Webhook delivery not found',
    id: 'Pengiriman webhook tidak ditemukan',
    zh: '未找到该 Webhook 推送记录',
  },
});

/** The developer area stores no notifications. */
export const developerNotices = defineMessages({});
