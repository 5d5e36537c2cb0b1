import { defineMessages } from './define.js';

/** Error answers of the purchase area (keys are unique across areas; see index.ts). */
export const purchaseMessages = defineMessages({
  /** POST pascabayar/pay through a gateway's channel with more than one bill selected. */
  gateway_one_bill: {
    status: 422,
    en: 'Pay one bill at a time through a payment channel.',
    id: 'Bayar satu tagihan saja per pembayaran lewat saluran pembayaran.',
    zh: '通过支付渠道每次只能支付一张账单。',
  },
  order_number_taken: {
    status: 422,
    en: 'Order number already exist',
    id: 'Nomor order sudah dipakai.',
    zh: '订单号已存在',
  },
  promo_wallet_only: {
    status: 422,
    en: 'Promo items can only be paid from a wallet',
    id: 'Produk promo hanya bisa dibayar dari dompet.',
    zh: '促销商品只能用钱包支付',
  },
  /** The same-number daily rule (SAME_NUMBER_DAILY_LIMIT). */
  same_number_limit: {
    status: 422,
    en: 'This number already got {{product}} today. The same product to the same number is allowed {{limit}}× a day.',
    id: 'Nomor ini sudah membeli {{product}} hari ini. Produk yang sama ke nomor yang sama hanya {{limit}}× sehari.',
    zh: '该号码今天已购买 {{product}}。同一产品同一号码每天限 {{limit}} 次。',
  },
  /** A purchase paid from the loan wallet above the remaining credit line. */
  purchase_insufficient_loan: {
    status: 422,
    en: 'Insufficient loan balance',
    id: 'Saldo pinjaman tidak mencukupi.',
    zh: '贷款余额不足',
  },
  purchase_payment_method_unavailable: {
    status: 422,
    en: 'This payment method is not available',
    id: 'Metode pembayaran ini tidak tersedia.',
    zh: '此支付方式不可用',
  },
  purchase_payment_unreachable: {
    status: 503,
    en: 'The payment service is not reachable. Please try again.',
    id: 'Layanan pembayaran tidak dapat dihubungi. Silakan coba lagi.',
    zh: '无法连接支付服务，请重试。',
  },
  order_not_found: {
    status: 404,
    en: 'order not found',
    id: 'Transaksi tidak ditemukan.',
    zh: '未找到订单',
  },
  customer_not_found: {
    status: 422,
    en: 'Customer Information Not Found',
    id: 'Data pelanggan tidak ditemukan.',
    zh: '未找到客户信息',
  },
  /** The supplier's reason in brackets. */
  customer_not_found_detail: {
    status: 422,
    en: 'Customer Information Not Found ({{detail}})',
    id: 'Data pelanggan tidak ditemukan ({{detail}}).',
    zh: '未找到客户信息（{{detail}}）',
  },
  pln_check_failed: {
    status: 422,
    en: 'Check PLN ID Failed',
    id: 'Cek ID PLN gagal.',
    zh: 'PLN 编号查询失败',
  },
  select_bill: {
    status: 422,
    en: 'Please select at least one bill',
    id: 'Pilih minimal satu tagihan.',
    zh: '请至少选择一张账单',
  },
  bill_not_payable: {
    status: 422,
    en: 'This bill was already paid or has expired. Please check it again.',
    id: 'Tagihan ini sudah dibayar atau kedaluwarsa. Silakan cek ulang.',
    zh: '该账单已支付或已过期，请重新查询。',
  },
  bill_expired: {
    status: 422,
    en: 'This bill check has expired. Please check it again.',
    id: 'Cek tagihan ini sudah kedaluwarsa. Silakan cek ulang.',
    zh: '该账单查询已过期，请重新查询。',
  },
  /** POST webhooks/digiflazz with a signature that does not match the raw body. */
  supplier_signature_invalid: {
    status: 401,
    en: 'invalid signature',
    id: 'Tanda tangan tidak valid.',
    zh: '签名无效',
  },

  // The ledger's answers (apps/server/src/ledger): it has no area of its own, and purchases are its
  // busiest caller. Its overdraft refusal is `insufficient_balance` (deposit area).
  ledger_account_not_found: {
    status: 404,
    en: 'Ledger account not found',
    id: 'Akun saldo tidak ditemukan.',
    zh: '未找到账本账户。',
  },
  ledger_key_conflict: {
    status: 409,
    en: 'Idempotency key already used by another movement',
    id: 'Kunci idempotensi sudah dipakai oleh mutasi lain.',
    zh: '幂等键已被其他资金变动使用。',
  },
  ledger_hold_not_found: {
    status: 404,
    en: 'Hold not found',
    id: 'Dana tertahan tidak ditemukan.',
    zh: '未找到冻结款项。',
  },
  /** A ledger function refused its input (SQLSTATE KL005); the reason is the database's own text. */
  ledger_rejected: {
    status: 422,
    en: '{{reason}}',
    id: 'Mutasi saldo ditolak: {{reason}}',
    zh: '资金变动被拒绝：{{reason}}',
  },
  ledger_invalid_key: {
    status: 422,
    en: 'The idempotency key must be 1-200 characters and not start with "hold:"',
    id: 'Kunci idempotensi harus 1-200 karakter dan tidak diawali "hold:".',
    zh: '幂等键须为 1-200 个字符，且不能以 "hold:" 开头。',
  },
  ledger_invalid_amount: {
    status: 422,
    en: 'The amount must be a positive whole number of rupiah',
    id: 'Jumlah harus berupa bilangan bulat rupiah yang positif.',
    zh: '金额必须是正整数（卢比）。',
  },
  ledger_invalid_kind: {
    status: 422,
    en: 'The kind must be 1-50 characters',
    id: 'Jenis mutasi harus 1-50 karakter.',
    zh: '类型须为 1-50 个字符。',
  },
  ledger_invalid_account: {
    status: 422,
    en: 'Invalid {{field}} account',
    id: 'Akun {{field}} tidak valid.',
    zh: '{{field}} 账户无效。',
  },
  ledger_escrow_direct: {
    status: 422,
    en: 'The holds escrow only moves through holds',
    id: 'Rekening penampung hanya bergerak melalui dana tertahan.',
    zh: '冻结托管账户只能通过冻结款项变动。',
  },
  ledger_invalid_page: {
    status: 422,
    en: 'The page must be 1 or more',
    id: 'Halaman minimal 1.',
    zh: '页码必须大于等于 1。',
  },
  ledger_invalid_per_page: {
    status: 422,
    en: 'The page size must be between 1 and 100',
    id: 'Jumlah per halaman harus antara 1 dan 100.',
    zh: '每页数量须在 1 到 100 之间。',
  },
});

/** Notification texts of the purchase area (a purchase's states, cashback). */
export const purchaseNotices = defineMessages({
  purchase_success_title: {
    id: '{{product}} ke {{destination}} berhasil',
    en: '{{product}} to {{destination}} succeeded',
    zh: '{{product}}（{{destination}}）购买成功',
  },
  purchase_sn_body: {
    id: 'SN: {{sn}}',
    en: 'SN: {{sn}}',
    zh: 'SN：{{sn}}',
  },
  /** A PLN token's SN (pln.ts) said line by line: the token alone, then the meter's data. */
  purchase_pln_token_body: {
    id: 'Token: {{token}}\nNama: {{name}}\nTarif/Daya: {{tariff_power}}\nJumlah kWh: {{kwh}}',
    en: 'Token: {{token}}\nName: {{name}}\nTariff/Power: {{tariff_power}}\nkWh: {{kwh}}',
    zh: 'Token：{{token}}\n姓名：{{name}}\n电价/功率：{{tariff_power}}\n电量：{{kwh}}',
  },
  purchase_processing_title: {
    id: '{{product}} ke {{destination}} sedang diproses',
    en: '{{product}} to {{destination}} is being processed',
    zh: '{{product}}（{{destination}}）正在处理',
  },
  purchase_unpaid_title: {
    id: '{{product}} ke {{destination}} menunggu pembayaran',
    en: '{{product}} to {{destination}} is waiting for payment',
    zh: '{{product}}（{{destination}}）等待付款',
  },
  purchase_failed_title: {
    id: '{{product}} ke {{destination}} gagal',
    en: '{{product}} to {{destination}} failed',
    zh: '{{product}}（{{destination}}）购买失败',
  },
  purchase_refunded_body: {
    id: '{{reason}} Saldo dikembalikan ke deposit.',
    en: '{{reason}} The balance was returned to your deposit.',
    zh: '{{reason}} 余额已退回至存款。',
  },
  purchase_loan_restored_body: {
    id: '{{reason}} Limit pinjaman dikembalikan.',
    en: '{{reason}} The loan limit was restored.',
    zh: '{{reason}} 贷款额度已恢复。',
  },
  cashback_credited_title: {
    id: 'Cashback {{amount}} masuk ke dompet cashback',
    en: 'Cashback of {{amount}} added to your cashback wallet',
    zh: '返现 {{amount}} 已存入返现钱包',
  },
});
