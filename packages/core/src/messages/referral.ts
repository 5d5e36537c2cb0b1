import { defineMessages } from './define.js';

/** Error answers of the referral area (keys are unique across areas; see index.ts). */
export const referralMessages = defineMessages({
  referral_code_taken: {
    status: 422,
    en: 'This referral code is already used; choose another one',
    id: 'Kode referral ini sudah dipakai; pilih kode lain.',
    zh: '此推荐码已被使用，请选择其他推荐码。',
  },
  referral_code_unchanged: {
    status: 422,
    en: 'This is already your referral code',
    id: 'Kode ini sudah menjadi kode referral Anda.',
    zh: '这已经是您的推荐码。',
  },
  referral_email_limit: {
    status: 429,
    en: 'You have sent the most invitations for today; try again tomorrow',
    id: 'Anda sudah mengirim undangan maksimal hari ini; coba lagi besok.',
    zh: '您今天发送的邀请已达上限，请明天再试。',
  },
  referral_email_self: {
    status: 422,
    en: 'Enter the e-mail address of the person you invite, not your own',
    id: 'Masukkan email orang yang Anda undang, bukan email Anda sendiri.',
    zh: '请输入被邀请人的邮箱，而不是您自己的邮箱。',
  },
});

/** The invitation e-mail's texts (rendered in the sender's language when it is written). */
export const referralNotices = defineMessages({
  referral_invite_subject: {
    id: '{{name}} mengundang Anda ke {{site}}',
    en: '{{name}} invites you to {{site}}',
    zh: '{{name}} 邀请您加入 {{site}}',
  },
  referral_invite_body: {
    id: 'Halo,\n\n{{name}} mengajak Anda bergabung di {{site}}: beli pulsa, paket data, token listrik, voucher game dan bayar tagihan dengan harga agen.\n\nDaftar lewat tautan ini (kode referral {{code}} sudah terisi):\n{{url}}\n\nAbaikan e-mail ini jika Anda tidak tertarik.',
    en: 'Hello,\n\n{{name}} invites you to join {{site}}: buy airtime, data packages, electricity tokens and game vouchers and pay bills at agent prices.\n\nRegister through this link (referral code {{code}} is filled in):\n{{url}}\n\nIgnore this e-mail if you are not interested.',
    zh: '您好：\n\n{{name}} 邀请您加入 {{site}}：以代理价购买话费、流量包、电费代币、游戏点卡并缴纳账单。\n\n通过此链接注册（已填好推荐码 {{code}}）：\n{{url}}\n\n如果您不感兴趣，请忽略此邮件。',
  },
});
