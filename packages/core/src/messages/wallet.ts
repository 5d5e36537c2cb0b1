import { defineMessages } from './define.js';

/** Error answers of the wallet area (keys are unique across areas; see index.ts). */
export const walletMessages = defineMessages({
  transfer_receiver_not_found: {
    status: 404,
    en: 'Customer Information Not Found',
    id: 'Akun penerima tidak ditemukan.',
    zh: '未找到收款人账户。',
  },
  transfer_to_self: {
    status: 422,
    en: 'You cannot transfer deposit to your own account',
    id: 'Anda tidak bisa mentransfer deposit ke akun sendiri.',
    zh: '不能向自己的账户转账。',
  },
  transfer_disabled: {
    status: 403,
    en: 'Deposit transfer is not available',
    id: 'Transfer deposit sedang tidak tersedia.',
    zh: '存款转账暂不可用。',
  },
  transfer_no_permission: {
    status: 403,
    en: 'You do not have permission to transfer deposit',
    id: 'Anda belum memiliki izin untuk transfer deposit. Hubungi admin untuk mengaktifkannya.',
    zh: '您尚无存款转账权限。请联系管理员开通。',
  },
  insufficient_cashback: {
    status: 422,
    en: 'Insufficient cashback balance',
    id: 'Saldo cashback tidak mencukupi.',
    zh: '返现余额不足。',
  },
});

/** Notification texts of the wallet area. */
export const walletNotices = defineMessages({});
