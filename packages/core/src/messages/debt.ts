import { defineMessages } from './define.js';

/** Error answers of downline debts (issue 14 §3; keys are unique across areas; see index.ts). */
export const debtMessages = defineMessages({
  debt_masters_only: {
    status: 403,
    en: 'Recording and collecting downline debts is for active master agents',
    id: 'Pencatatan dan penagihan utang downline hanya untuk agen master yang aktif.',
    zh: '只有有效的主代理可以记录和收取下级欠款。',
  },
  debt_not_found: {
    status: 404,
    en: 'Debt not found',
    id: 'Catatan utang tidak ditemukan.',
    zh: '未找到欠款记录。',
  },
  debt_source_not_found: {
    status: 404,
    en: 'No transaction or transfer of your direct downline with this reference',
    id: 'Tidak ada transaksi atau transfer downline langsung Anda dengan referensi ini.',
    zh: '没有此编号的直属下级交易或转账。',
  },
  debt_source_not_success: {
    status: 422,
    en: 'A debt can only be recorded on a successful transaction',
    id: 'Utang hanya bisa dicatat pada transaksi yang sukses.',
    zh: '只能对成功的交易记录欠款。',
  },
  debt_already_recorded: {
    status: 422,
    en: 'A debt is already recorded for this transaction or transfer',
    id: 'Utang untuk transaksi atau transfer ini sudah dicatat.',
    zh: '此交易或转账已记录欠款。',
  },
  debt_split_mismatch: {
    status: 422,
    en: 'DP and debt together must equal {{amount}}',
    id: 'DP ditambah utang harus sama dengan {{amount}}.',
    zh: '首付与欠款之和必须等于 {{amount}}。',
  },
  debt_due_range: {
    status: 422,
    en: 'The due date must be between {{from}} and {{to}}',
    id: 'Tanggal jatuh tempo harus antara {{from}} dan {{to}}.',
    zh: '到期日必须在 {{from}} 至 {{to}} 之间。',
  },
  debt_settled: {
    status: 422,
    en: 'This debt is already paid off',
    id: 'Utang ini sudah lunas.',
    zh: '此欠款已还清。',
  },
  debt_overpay: {
    status: 422,
    en: 'The amount is more than the current debt of {{amount}}',
    id: 'Jumlahnya melebihi sisa utang {{amount}}.',
    zh: '金额超过剩余欠款 {{amount}}。',
  },
});

/** Notifications of downline debts (to the downline and to the master). */
export const debtNotices = defineMessages({
  debt_recorded_title: {
    id: 'Utang {{amount}} dicatat oleh {{name}}',
    en: '{{name}} recorded a debt of {{amount}}',
    zh: '{{name}} 记录了欠款 {{amount}}',
  },
  debt_recorded_body: {
    id: 'Untuk {{ref}}. Jatuh tempo {{due}}. Bayar dari deposit atau setor tunai di menu Utang.',
    en: 'For {{ref}}. Due {{due}}. Pay from your deposit or hand over cash in the Debt menu.',
    zh: '对应 {{ref}}。到期日 {{due}}。可在欠款菜单中用余额支付或交付现金。',
  },
  debt_paid_title: {
    id: 'Pembayaran utang {{amount}} berhasil',
    en: 'Debt payment of {{amount}} succeeded',
    zh: '欠款支付 {{amount}} 成功',
  },
  debt_paid_body: {
    id: 'Kode {{code}} ke {{name}}. Sisa utang {{left}}.',
    en: 'Code {{code}} to {{name}}. Current debt {{left}}.',
    zh: '编号 {{code}}，付给 {{name}}。剩余欠款 {{left}}。',
  },
  debt_payment_received_title: {
    id: '{{name}} membayar utang {{amount}}',
    en: '{{name}} paid {{amount}} of a debt',
    zh: '{{name}} 偿还欠款 {{amount}}',
  },
  debt_payment_received_body: {
    id: 'Masuk ke deposit Anda (kode {{code}}, {{ref}}). Sisa utang {{left}}.',
    en: 'Credited to your deposit (code {{code}}, {{ref}}). Current debt {{left}}.',
    zh: '已转入您的余额（编号 {{code}}，{{ref}}）。剩余欠款 {{left}}。',
  },
  debt_declared_title: {
    id: '{{name}} melaporkan setoran tunai {{amount}}',
    en: '{{name}} reports a cash hand-over of {{amount}}',
    zh: '{{name}} 报告现金缴款 {{amount}}',
  },
  debt_declared_body: {
    id: 'Untuk utang {{ref}}. Konfirmasi di Daftar Utang setelah uang diterima.',
    en: 'For the debt on {{ref}}. Confirm it in the debt lists once you have the money.',
    zh: '对应欠款 {{ref}}。收到款项后请在欠款列表中确认。',
  },
  debt_collected_title: {
    id: '{{name}} menerima setoran {{amount}}',
    en: '{{name}} received your payment of {{amount}}',
    zh: '{{name}} 已确认收到 {{amount}}',
  },
  debt_collected_body: {
    id: 'Utang {{ref}}. Sisa utang {{left}}.',
    en: 'Debt on {{ref}}. Current debt {{left}}.',
    zh: '欠款 {{ref}}。剩余欠款 {{left}}。',
  },
});
