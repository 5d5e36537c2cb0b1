// Konter's H2H API: the server side of the Digiflazz buyer API (shared/guide/protocols.md,
// "Supplier: Digiflazz buyer API"), as plain data. The server's routes and tests use it; the public
// /developer page renders it. Names here are stable: the web's docs page is built from them.

/** Three languages of every text a reader sees (Indonesian first: the default). */
export interface H2hText {
  id: string;
  en: string;
  zh: string;
}

/** Where the API lives on a Konter server: `<origin>/api/v1/h2h`. */
export const H2H_BASE_PATH = '/api/v1/h2h';

export type H2hFieldType = 'string' | 'number' | 'boolean' | 'object' | 'array';

export interface H2hField {
  name: string;
  type: H2hFieldType;
  required: boolean;
  description: H2hText;
}

/** How `sign` is made for one call: md5 hex of username + key + `suffix` (a literal or a field's value). */
export interface H2hSignRecipe {
  /** Human-readable recipe, e.g. `md5(username + key + "depo")`. */
  recipe: string;
  /** A literal suffix ("depo", "pricelist") or the request field whose value is appended. */
  suffix: { literal: string } | { field: string };
}

export type H2hEndpointId =
  | 'cek-saldo'
  | 'price-list'
  | 'transaction'
  | 'inq-pasca'
  | 'pay-pasca'
  | 'status-pasca'
  | 'inquiry-pln'
  | 'deposit';

export interface H2hEndpoint {
  id: H2hEndpointId;
  method: 'POST';
  /** Path below H2H_BASE_PATH, e.g. `/cek-saldo`. */
  path: string;
  title: H2hText;
  purpose: H2hText;
  sign: H2hSignRecipe;
  request: H2hField[];
  response: H2hField[];
  /** The `data` of the answer is a list (price list) rather than one object. */
  responseIsList?: boolean;
  example: { request: Record<string, unknown>; response: Record<string, unknown> };
}

const t = (id: string, en: string, zh: string): H2hText => ({ id, en, zh });
const f = (name: string, type: H2hFieldType, required: boolean, description: H2hText): H2hField => ({
  name,
  type,
  required,
  description,
});

const USERNAME = f(
  'username',
  'string',
  true,
  t(
    'Username H2H Anda (di halaman Akun → Developer).',
    'Your H2H username (Account → Developer).',
    '您的 H2H 用户名（账户 → 开发者）。',
  ),
);
const SIGN = (recipe: string) =>
  f(
    'sign',
    'string',
    true,
    t(
      `Tanda tangan: ${recipe}, huruf kecil.`,
      `Signature: ${recipe}, lower-case hex.`,
      `签名：${recipe}，小写十六进制。`,
    ),
  );
const REF_ID = f(
  'ref_id',
  'string',
  true,
  t(
    'ID transaksi unik dari sistem Anda (maks. 64 karakter). Kirim ulang ref_id yang sama untuk cek status.',
    'Your unique transaction ID (max 64 characters). Send the same ref_id again to check the status.',
    '您系统的唯一交易 ID（最多 64 个字符）。再次发送相同 ref_id 即可查询状态。',
  ),
);
const SKU = f(
  'buyer_sku_code',
  'string',
  true,
  t(
    'Kode produk Konter (dari price-list).',
    "Konter's product code (from the price list).",
    'Konter 的产品代码（见价目表）。',
  ),
);
const CUSTOMER_NO = f(
  'customer_no',
  'string',
  true,
  t(
    'Nomor tujuan: nomor HP, ID pelanggan, nomor meter, ID game, …',
    'Destination: phone number, customer ID, meter number, game ID, …',
    '目标：手机号、客户 ID、电表号、游戏 ID……',
  ),
);
const TESTING = f(
  'testing',
  'boolean',
  false,
  t(
    'Diabaikan: mode developer ditentukan oleh kunci development yang dipakai untuk tanda tangan.',
    'Ignored: developer mode is chosen by signing with the development key.',
    '忽略：使用开发密钥签名即为开发者模式。',
  ),
);

const TX_RESPONSE: H2hField[] = [
  f('ref_id', 'string', true, t('ref_id dari permintaan.', 'The request’s ref_id.', '请求中的 ref_id。')),
  f('customer_no', 'string', true, t('Nomor tujuan.', 'Destination.', '目标号码。')),
  f('buyer_sku_code', 'string', true, t('Kode produk.', 'Product code.', '产品代码。')),
  f('message', 'string', true, t('Keterangan status.', 'Status text.', '状态说明。')),
  f(
    'status',
    'string',
    true,
    t('Pending, Sukses atau Gagal.', 'Pending, Sukses or Gagal.', 'Pending、Sukses 或 Gagal。'),
  ),
  f(
    'rc',
    'string',
    true,
    t('Kode respons (tabel rc).', 'Response code (rc table).', '响应代码（见 rc 表）。'),
  ),
  f(
    'sn',
    'string',
    true,
    t('Nomor seri / token bila sukses.', 'Serial number / token on success.', '成功时的序列号/令牌。'),
  ),
  f(
    'buyer_last_saldo',
    'number',
    true,
    t('Saldo deposit Anda setelah transaksi.', 'Your deposit after the transaction.', '交易后的余额。'),
  ),
  f(
    'price',
    'number',
    true,
    t('Harga yang dibebankan ke Anda.', 'The price charged to you.', '向您收取的价格。'),
  ),
];

const BILL_RESPONSE: H2hField[] = [
  ...TX_RESPONSE,
  f('customer_name', 'string', true, t('Nama pelanggan.', 'Customer name.', '客户姓名。')),
  f('admin', 'number', true, t('Biaya admin.', 'Admin fee.', '手续费。')),
  f(
    'selling_price',
    'number',
    true,
    t(
      'Total tagihan yang dibayar (tagihan + admin).',
      'Total paid (bill + admin).',
      '应付总额（账单 + 手续费）。',
    ),
  ),
  f(
    'desc',
    'object',
    true,
    t(
      'Rincian tagihan: detail[] dengan periode, nilai_tagihan, admin, denda.',
      'Bill details: detail[] with periode, nilai_tagihan, admin, denda.',
      '账单明细：detail[]，含 periode、nilai_tagihan、admin、denda。',
    ),
  ),
];

const PASCA_REQUEST = (command: string): H2hField[] => [
  f('commands', 'string', true, t(`Isi "${command}".`, `Set to "${command}".`, `填写 "${command}"。`)),
  USERNAME,
  SKU,
  CUSTOMER_NO,
  REF_ID,
  SIGN('md5(username + key + ref_id)'),
  TESTING,
];

const exampleTx = {
  ref_id: 'INV-1001',
  customer_no: '081234567890',
  buyer_sku_code: 'TSEL10',
  message: 'Transaksi Sukses',
  status: 'Sukses',
  rc: '00',
  sn: '0412345678901234',
  buyer_last_saldo: 489_350,
  price: 10_650,
};
const exampleBill = {
  ref_id: 'PASCA-77',
  customer_no: '530000000001',
  buyer_sku_code: 'PLNPASCA',
  message: 'Transaksi Sukses',
  status: 'Sukses',
  rc: '00',
  sn: '',
  buyer_last_saldo: 0,
  price: 152_500,
  customer_name: 'BUDI SANTOSO',
  admin: 2_500,
  selling_price: 152_500,
  desc: {
    lembar_tagihan: 1,
    detail: [{ periode: '202611', nilai_tagihan: 150_000, admin: 2_500, denda: 0 }],
  },
};

/** The calls, in the order the docs page lists them. */
export const H2H_ENDPOINTS: readonly H2hEndpoint[] = [
  {
    id: 'cek-saldo',
    method: 'POST',
    path: '/cek-saldo',
    title: t('Cek saldo', 'Balance', '查询余额'),
    purpose: t(
      'Saldo deposit Anda di Konter.',
      'Your deposit balance at Konter.',
      '您在 Konter 的存款余额。',
    ),
    sign: { recipe: 'md5(username + key + "depo")', suffix: { literal: 'depo' } },
    request: [
      f('cmd', 'string', true, t('Isi "deposit".', 'Set to "deposit".', '填写 "deposit"。')),
      USERNAME,
      SIGN('md5(username + key + "depo")'),
    ],
    response: [
      f(
        'deposit',
        'number',
        true,
        t('Saldo deposit (rupiah).', 'Deposit balance (rupiah).', '余额（印尼盾）。'),
      ),
    ],
    example: {
      request: { cmd: 'deposit', username: 'konteruser1', sign: '<md5>' },
      response: { data: { deposit: 500_000 } },
    },
  },
  {
    id: 'price-list',
    method: 'POST',
    path: '/price-list',
    title: t('Daftar harga', 'Price list', '价目表'),
    purpose: t(
      'Produk prabayar (cmd "prepaid") atau pascabayar (cmd "pasca") dengan harga Anda sendiri.',
      'Prepaid (cmd "prepaid") or postpaid (cmd "pasca") products at your own price.',
      '预付费（cmd "prepaid"）或后付费（cmd "pasca"）产品，按您自己的价格。',
    ),
    sign: { recipe: 'md5(username + key + "pricelist")', suffix: { literal: 'pricelist' } },
    request: [
      f(
        'cmd',
        'string',
        true,
        t('"prepaid" atau "pasca".', '"prepaid" or "pasca".', '"prepaid" 或 "pasca"。'),
      ),
      USERNAME,
      f('code', 'string', false, t('Satu kode produk saja.', 'Only this product code.', '仅此产品代码。')),
      SIGN('md5(username + key + "pricelist")'),
    ],
    responseIsList: true,
    response: [
      f('product_name', 'string', true, t('Nama produk.', 'Product name.', '产品名称。')),
      f('category', 'string', true, t('Kategori.', 'Category.', '类别。')),
      f('brand', 'string', true, t('Brand / operator.', 'Brand / operator.', '品牌/运营商。')),
      f('type', 'string', true, t('Tipe.', 'Type.', '类型。')),
      f('seller_name', 'string', true, t('Penjual (Konter).', 'Seller (Konter).', '卖家（Konter）。')),
      f('price', 'number', true, t('Harga Anda.', 'Your price.', '您的价格。')),
      f(
        'buyer_sku_code',
        'string',
        true,
        t('Kode produk Konter.', "Konter's product code.", 'Konter 产品代码。'),
      ),
      f('buyer_product_status', 'boolean', true, t('Produk aktif.', 'Product active.', '产品可用。')),
      f('seller_product_status', 'boolean', true, t('Penjual aktif.', 'Seller active.', '卖家可用。')),
      f('unlimited_stock', 'boolean', true, t('Stok tak terbatas.', 'Unlimited stock.', '库存无限。')),
      f('stock', 'number', true, t('Stok.', 'Stock.', '库存。')),
      f(
        'multi',
        'boolean',
        true,
        t('Boleh beli berulang ke nomor yang sama.', 'Repeat purchases allowed.', '允许重复购买。'),
      ),
      f(
        'start_cut_off',
        'string',
        true,
        t('Awal cut-off (WIB, HH:MM).', 'Cut-off start (WIB, HH:MM).', '截止开始（WIB）。'),
      ),
      f(
        'end_cut_off',
        'string',
        true,
        t('Akhir cut-off (WIB, HH:MM).', 'Cut-off end (WIB, HH:MM).', '截止结束（WIB）。'),
      ),
      f('desc', 'string', true, t('Keterangan.', 'Description.', '说明。')),
    ],
    example: {
      request: { cmd: 'prepaid', username: 'konteruser1', sign: '<md5>' },
      response: {
        data: [
          {
            product_name: 'Telkomsel 10.000',
            category: 'Pulsa',
            brand: 'TELKOMSEL',
            type: 'Umum',
            seller_name: 'Konter',
            price: 10_650,
            buyer_sku_code: 'TSEL10',
            buyer_product_status: true,
            seller_product_status: true,
            unlimited_stock: true,
            stock: 0,
            multi: true,
            start_cut_off: '23:45',
            end_cut_off: '00:15',
            desc: '-',
          },
        ],
      },
    },
  },
  {
    id: 'transaction',
    method: 'POST',
    path: '/transaction',
    title: t('Transaksi prabayar', 'Prepaid top-up', '预付费充值'),
    purpose: t(
      'Membeli produk prabayar. Kirim ulang ref_id yang sama untuk cek status — tidak pernah membeli dua kali.',
      'Buys a prepaid product. Send the same ref_id again to check its status — it never buys twice.',
      '购买预付费产品。再次发送相同 ref_id 查询状态——绝不会重复购买。',
    ),
    sign: { recipe: 'md5(username + key + ref_id)', suffix: { field: 'ref_id' } },
    request: [
      USERNAME,
      SKU,
      CUSTOMER_NO,
      REF_ID,
      SIGN('md5(username + key + ref_id)'),
      TESTING,
      f(
        'max_price',
        'number',
        false,
        t(
          'Harga maksimum; bila harga Anda lebih tinggi, transaksi ditolak.',
          'Maximum price; refused when your price is higher.',
          '最高价格；若价格更高则拒绝。',
        ),
      ),
      f(
        'cb_url',
        'string',
        false,
        t(
          'URL callback untuk transaksi ini (bila diizinkan di pengaturan webhook).',
          'Callback URL for this transaction (when allowed in the webhook settings).',
          '此交易的回调 URL（需在 webhook 设置中允许）。',
        ),
      ),
      f(
        'msg',
        'string',
        false,
        t('Catatan (maks. 200 karakter).', 'Note (max 200 characters).', '备注（最多 200 字符）。'),
      ),
    ],
    response: TX_RESPONSE,
    example: {
      request: {
        username: 'konteruser1',
        buyer_sku_code: 'TSEL10',
        customer_no: '081234567890',
        ref_id: 'INV-1001',
        sign: '<md5>',
      },
      response: { data: exampleTx },
    },
  },
  {
    id: 'inq-pasca',
    method: 'POST',
    path: '/transaction',
    title: t('Cek tagihan pascabayar', 'Postpaid inquiry', '后付费查询'),
    purpose: t(
      'Mengecek tagihan (tanpa biaya). Bayar dengan pay-pasca memakai ref_id yang sama pada hari yang sama.',
      'Checks a bill (free). Pay it with pay-pasca and the same ref_id on the same day.',
      '查询账单（免费）。当天用相同 ref_id 通过 pay-pasca 支付。',
    ),
    sign: { recipe: 'md5(username + key + ref_id)', suffix: { field: 'ref_id' } },
    request: PASCA_REQUEST('inq-pasca'),
    response: BILL_RESPONSE,
    example: {
      request: {
        commands: 'inq-pasca',
        username: 'konteruser1',
        buyer_sku_code: 'PLNPASCA',
        customer_no: '530000000001',
        ref_id: 'PASCA-77',
        sign: '<md5>',
      },
      response: { data: { ...exampleBill, message: 'Inquiry Sukses', sn: '' } },
    },
  },
  {
    id: 'pay-pasca',
    method: 'POST',
    path: '/transaction',
    title: t('Bayar tagihan pascabayar', 'Postpaid payment', '后付费支付'),
    purpose: t(
      'Membayar tagihan yang sudah dicek dengan ref_id yang sama.',
      'Pays the bill checked under the same ref_id.',
      '支付以相同 ref_id 查询过的账单。',
    ),
    sign: { recipe: 'md5(username + key + ref_id)', suffix: { field: 'ref_id' } },
    request: PASCA_REQUEST('pay-pasca'),
    response: BILL_RESPONSE,
    example: {
      request: {
        commands: 'pay-pasca',
        username: 'konteruser1',
        buyer_sku_code: 'PLNPASCA',
        customer_no: '530000000001',
        ref_id: 'PASCA-77',
        sign: '<md5>',
      },
      response: { data: { ...exampleBill, sn: 'PLN-REF-8812' } },
    },
  },
  {
    id: 'status-pasca',
    method: 'POST',
    path: '/transaction',
    title: t('Status pembayaran pascabayar', 'Postpaid status', '后付费状态'),
    purpose: t(
      'Status terkini pembayaran tagihan dengan ref_id ini.',
      'The current state of the bill payment under this ref_id.',
      '此 ref_id 账单支付的当前状态。',
    ),
    sign: { recipe: 'md5(username + key + ref_id)', suffix: { field: 'ref_id' } },
    request: PASCA_REQUEST('status-pasca'),
    response: BILL_RESPONSE,
    example: {
      request: {
        commands: 'status-pasca',
        username: 'konteruser1',
        buyer_sku_code: 'PLNPASCA',
        customer_no: '530000000001',
        ref_id: 'PASCA-77',
        sign: '<md5>',
      },
      response: { data: { ...exampleBill, sn: 'PLN-REF-8812' } },
    },
  },
  {
    id: 'inquiry-pln',
    method: 'POST',
    path: '/inquiry-pln',
    title: t('Cek ID PLN', 'PLN meter check', 'PLN 电表查询'),
    purpose: t(
      'Nama dan daya pelanggan dari nomor meter / ID pelanggan PLN.',
      'The customer name and power of a PLN meter / customer ID.',
      'PLN 电表号/客户 ID 对应的客户姓名和功率。',
    ),
    sign: { recipe: 'md5(username + key + customer_no)', suffix: { field: 'customer_no' } },
    request: [USERNAME, CUSTOMER_NO, SIGN('md5(username + key + customer_no)')],
    response: [
      f('message', 'string', true, t('Keterangan.', 'Text.', '说明。')),
      f('status', 'string', true, t('Sukses atau Gagal.', 'Sukses or Gagal.', 'Sukses 或 Gagal。')),
      f('rc', 'string', true, t('Kode respons.', 'Response code.', '响应代码。')),
      f('customer_no', 'string', true, t('Nomor yang dicek.', 'The number checked.', '查询的号码。')),
      f('meter_no', 'string', true, t('Nomor meter.', 'Meter number.', '电表号。')),
      f('subscriber_id', 'string', true, t('ID pelanggan.', 'Subscriber ID.', '客户 ID。')),
      f('name', 'string', true, t('Nama pelanggan.', 'Customer name.', '客户姓名。')),
      f('segment_power', 'string', true, t('Tarif / daya.', 'Tariff / power.', '费率/功率。')),
    ],
    example: {
      request: { username: 'konteruser1', customer_no: '530000000001', sign: '<md5>' },
      response: {
        data: {
          message: 'Transaksi Sukses',
          status: 'Sukses',
          rc: '00',
          customer_no: '530000000001',
          meter_no: '530000000001',
          subscriber_id: '530000000001',
          name: 'BUDI SANTOSO',
          segment_power: 'R1 /000001300',
        },
      },
    },
  },
  {
    id: 'deposit',
    method: 'POST',
    path: '/deposit',
    title: t('Tiket deposit', 'Deposit ticket', '充值单'),
    purpose: t(
      'Membuat tiket top-up deposit lewat transfer bank dengan kode unik (saldo masuk otomatis setelah transfer).',
      'Opens a deposit top-up by bank transfer with a unique code (credited automatically once paid).',
      '创建银行转账充值单（含唯一码，到账后自动入账）。',
    ),
    sign: { recipe: 'md5(username + key + "deposit")', suffix: { literal: 'deposit' } },
    request: [
      USERNAME,
      f(
        'amount',
        'number',
        true,
        t('Nominal deposit (rupiah).', 'Top-up amount (rupiah).', '充值金额（印尼盾）。'),
      ),
      f(
        'Bank',
        'string',
        true,
        t(
          'BCA, BRI, BNI, MANDIRI atau PERMATA.',
          'BCA, BRI, BNI, MANDIRI or PERMATA.',
          'BCA、BRI、BNI、MANDIRI 或 PERMATA。',
        ),
      ),
      f(
        'owner_name',
        'string',
        false,
        t('Nama pemilik rekening pengirim.', 'Sender account holder.', '汇款账户持有人。'),
      ),
      SIGN('md5(username + key + "deposit")'),
    ],
    response: [
      f('rc', 'string', true, t('Kode respons.', 'Response code.', '响应代码。')),
      f(
        'amount',
        'number',
        true,
        t(
          'Jumlah yang harus ditransfer (dengan kode unik).',
          'Amount to transfer (with the unique code).',
          '应转账金额（含唯一码）。',
        ),
      ),
      f(
        'notes',
        'string',
        true,
        t('Rekening tujuan dan batas waktu.', 'Destination account and deadline.', '收款账户及截止时间。'),
      ),
    ],
    example: {
      request: { username: 'konteruser1', amount: 200_000, Bank: 'BCA', owner_name: 'BUDI', sign: '<md5>' },
      response: {
        data: { rc: '00', amount: 200_123, notes: 'Transfer 200123 ke BCA 1234567890 a.n. KONTER …' },
      },
    },
  },
];

/** Postpaid commands of POST /transaction. */
export const H2H_POSTPAID_COMMANDS = ['inq-pasca', 'pay-pasca', 'status-pasca'] as const;
export type H2hPostpaidCommand = (typeof H2H_POSTPAID_COMMANDS)[number];

export type H2hStatus = 'Pending' | 'Sukses' | 'Gagal';

export interface H2hRc {
  code: string;
  /** The Indonesian `message` the API answers with. */
  message: string;
  meaning: H2hText;
  /** A transaction exists under the ref_id (false: refused before one was created; a new try is safe). */
  transaction: boolean;
  /** Nothing will change any more (false only for pending). */
  final: boolean;
}

const rc = (code: string, message: string, meaning: H2hText, transaction: boolean, final = true): H2hRc => ({
  code,
  message,
  meaning,
  transaction,
  final,
});

/** Every rc Konter answers (the protocol's codes and meanings). */
export const H2H_RC: readonly H2hRc[] = [
  rc('00', 'Transaksi Sukses', t('Sukses.', 'Success.', '成功。'), true),
  rc(
    '03',
    'Transaksi Pending',
    t(
      'Pending: tunggu callback atau cek ulang.',
      'Pending: wait for the callback or re-check.',
      '处理中：等待回调或再次查询。',
    ),
    true,
    false,
  ),
  rc('01', 'Timeout', t('Gagal: waktu habis.', 'Failed: timed out.', '失败：超时。'), true),
  rc(
    '02',
    'Transaksi Gagal',
    t('Gagal (dana dikembalikan).', 'Failed (money refunded).', '失败（已退款）。'),
    true,
  ),
  rc(
    '50',
    'Transaksi Tidak Ditemukan',
    t('Gagal: transaksi tidak ditemukan.', 'Failed: transaction not found.', '失败：未找到交易。'),
    true,
  ),
  rc(
    '51',
    'Nomor Tujuan Diblokir',
    t('Gagal: nomor diblokir.', 'Failed: number blocked.', '失败：号码被封锁。'),
    true,
  ),
  rc(
    '52',
    'Prefix Tidak Sesuai Operator',
    t(
      'Gagal: prefix tidak sesuai operator.',
      'Failed: prefix does not match the operator.',
      '失败：号段与运营商不符。',
    ),
    true,
  ),
  rc(
    '53',
    'Produk Sedang Tidak Tersedia',
    t('Gagal: produk tidak tersedia.', 'Failed: product unavailable.', '失败：产品不可用。'),
    true,
  ),
  rc(
    '54',
    'Nomor Tujuan Salah',
    t('Gagal: nomor tujuan salah.', 'Failed: wrong destination.', '失败：目标号码错误。'),
    true,
  ),
  rc(
    '55',
    'Produk Sedang Gangguan',
    t('Gagal: produk sedang gangguan.', 'Failed: product disrupted.', '失败：产品故障。'),
    true,
  ),
  rc(
    '57',
    'Jumlah Digit Kurang Atau Lebih',
    t('Gagal: jumlah digit salah.', 'Failed: wrong number of digits.', '失败：位数错误。'),
    true,
  ),
  rc('58', 'Sedang Cut Off', t('Gagal: sedang cut-off.', 'Failed: cut-off time.', '失败：截止时段。'), true),
  rc(
    '59',
    'Tujuan di Luar Wilayah',
    t('Gagal: di luar wilayah.', 'Failed: out of area.', '失败：超出区域。'),
    true,
  ),
  rc(
    '60',
    'Tagihan Belum Tersedia',
    t('Gagal: tagihan tidak ada.', 'Failed: no bill.', '失败：无账单。'),
    true,
  ),
  rc(
    '40',
    'Payload Error',
    t('Ditolak: isi permintaan salah.', 'Refused: bad payload.', '拒绝：请求内容错误。'),
    false,
  ),
  rc(
    '41',
    'Signature Anda salah',
    t('Ditolak: tanda tangan salah.', 'Refused: wrong signature.', '拒绝：签名错误。'),
    false,
  ),
  rc(
    '42',
    'Username Anda salah',
    t('Ditolak: username tidak dikenal.', 'Refused: unknown username.', '拒绝：用户名错误。'),
    false,
  ),
  rc(
    '43',
    'SKU Tidak di Temukan atau Non-Aktif',
    t(
      'Ditolak: kode produk tidak ada / nonaktif.',
      'Refused: product code unknown or inactive.',
      '拒绝：产品代码不存在或未启用。',
    ),
    false,
  ),
  rc(
    '44',
    'Saldo tidak cukup',
    t('Ditolak: saldo tidak cukup.', 'Refused: insufficient balance.', '拒绝：余额不足。'),
    false,
  ),
  rc(
    '45',
    'IP Anda tidak kami kenali',
    t(
      'Ditolak: IP belum di-whitelist oleh admin.',
      'Refused: IP not whitelisted by the operator.',
      '拒绝：IP 未被管理员列入白名单。',
    ),
    false,
  ),
  rc(
    '49',
    'Ref ID tidak unik',
    t(
      'Ditolak: ref_id sudah dipakai dengan isi lain.',
      'Refused: ref_id already used with other content.',
      '拒绝：ref_id 已用于其他内容。',
    ),
    false,
  ),
  rc(
    '61',
    'Anda belum pernah melakukan deposit',
    t('Ditolak: belum pernah deposit.', 'Refused: never deposited.', '拒绝：从未充值。'),
    false,
  ),
  rc(
    '83',
    'Terlalu banyak permintaan, coba beberapa saat lagi',
    t(
      'Ditolak: batas permintaan (HTTP 429, lihat Retry-After).',
      'Refused: rate limit (HTTP 429, see Retry-After).',
      '拒绝：请求过多（HTTP 429，见 Retry-After）。',
    ),
    false,
  ),
];

export const h2hRc = (code: string): H2hRc => {
  const found = H2H_RC.find((r) => r.code === code);
  if (!found) throw new Error(`unknown H2H rc ${code}`);
  return found;
};

/** Developer-mode test numbers (protocols.md): the only numbers a development key may buy for. */
export const H2H_TEST_NUMBERS = {
  success: '087800001230',
  failed: '087800001232',
  pendingThenSuccess: '087800001233',
  pendingThenFailed: '087800001234',
} as const;
export type H2hTestOutcome = keyof typeof H2H_TEST_NUMBERS;

export const H2H_TEST_NUMBER_DOCS: readonly { number: string; outcome: H2hTestOutcome; meaning: H2hText }[] =
  [
    {
      number: H2H_TEST_NUMBERS.success,
      outcome: 'success',
      meaning: t('Langsung sukses.', 'Succeeds at once.', '立即成功。'),
    },
    {
      number: H2H_TEST_NUMBERS.failed,
      outcome: 'failed',
      meaning: t('Langsung gagal.', 'Fails at once.', '立即失败。'),
    },
    {
      number: H2H_TEST_NUMBERS.pendingThenSuccess,
      outcome: 'pendingThenSuccess',
      meaning: t(
        'Pending, lalu sukses lewat callback.',
        'Pending, then success by callback.',
        '处理中，随后回调成功。',
      ),
    },
    {
      number: H2H_TEST_NUMBERS.pendingThenFailed,
      outcome: 'pendingThenFailed',
      meaning: t(
        'Pending, lalu gagal lewat callback.',
        'Pending, then failure by callback.',
        '处理中，随后回调失败。',
      ),
    },
  ];

/** How long a developer-mode pending answer waits before its callback resolves it. */
export const H2H_TEST_PENDING_MS = 5_000;

/** Requests per key and minute before HTTP 429 with Retry-After (rc 83 in `data`). */
export const H2H_RATE_LIMIT = { max: 120, windowSeconds: 60 } as const;

/** The callback a reseller's server receives on every state change of an H2H transaction. */
export const H2H_CALLBACK = {
  method: 'POST',
  body: t(
    '{"data": {…kolom transaksi yang sama dengan respons /transaction}}',
    '{"data": {…the same fields as the /transaction answer}}',
    '{"data": {……与 /transaction 响应相同的字段}}',
  ),
  headers: [
    {
      name: 'X-Hub-Signature',
      meaning: t(
        'sha1=<HMAC-SHA1 hex dari body mentah dengan secret webhook Anda>',
        'sha1=<HMAC-SHA1 hex of the raw body with your webhook secret>',
        'sha1=<用您的 webhook 密钥对原始请求体计算的 HMAC-SHA1 十六进制>',
      ),
    },
    {
      name: 'X-Digiflazz-Event',
      meaning: t('create atau update.', 'create or update.', 'create 或 update。'),
    },
    {
      name: 'X-Konter-Event',
      meaning: t('create atau update.', 'create or update.', 'create 或 update。'),
    },
    {
      name: 'webhook-id, webhook-timestamp, webhook-signature',
      meaning: t(
        'Standard Webhooks (standardwebhooks.com).',
        'Standard Webhooks (standardwebhooks.com).',
        'Standard Webhooks 标准头。',
      ),
    },
  ],
  events: ['create', 'update'] as const,
} as const;

/** Node example of the signature (the docs page shows it beside curl and PHP). */
export const H2H_SIGN_EXAMPLES = {
  node: "const sign = require('node:crypto').createHash('md5').update(username + key + refId).digest('hex');",
  php: '$sign = md5($username . $key . $refId);',
  curl: 'curl -X POST "$BASE/transaction" -H "content-type: application/json" -d \'{"username":"…","buyer_sku_code":"TSEL10","customer_no":"081234567890","ref_id":"INV-1001","sign":"…"}\'',
} as const;
