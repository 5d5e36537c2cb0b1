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

/** Notification texts of the wallet area (transfers, cashback exchange). */
export const walletNotices = defineMessages({
  transfer_out_title: {
    id: 'Transfer deposit {{amount}} ke {{name}} berhasil',
    en: 'Deposit transfer of {{amount}} to {{name}} succeeded',
    zh: '向 {{name}} 转账存款 {{amount}} 成功',
  },
  transfer_in_title: {
    id: 'Deposit {{amount}} masuk dari {{name}}',
    en: 'Deposit of {{amount}} received from {{name}}',
    zh: '收到来自 {{name}} 的存款 {{amount}}',
  },
  transfer_body: {
    id: 'Kode {{code}}',
    en: 'Code {{code}}',
    zh: '编号 {{code}}',
  },
  transfer_note_body: {
    id: 'Kode {{code}} · {{note}}',
    en: 'Code {{code}} · {{note}}',
    zh: '编号 {{code}} · {{note}}',
  },
  cashback_redeemed_title: {
    id: 'Cashback {{amount}} ditukar ke deposit',
    en: 'Cashback of {{amount}} exchanged to deposit',
    zh: '返现 {{amount}} 已兑换为存款',
  },
});
