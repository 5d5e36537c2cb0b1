export default {
  loadFailed: 'Daftar harga gagal dimuat.',
  noProduct: 'Produk tidak ditemukan',
  noProductText: 'Belum ada produk untuk jenis ini. Coba jenis lain atau kembali nanti.',
  product: {
    promo: 'Promo',
    stock: 'Sisa {{count}}',
    reason: {
      inactive: 'Sedang gangguan',
      priceAdjustment: 'Penyesuaian harga',
      cutOff: 'Cut-off {{start}}–{{end}} WIB',
      stockEmpty: 'Stok habis',
    },
  },
  promo: {
    title: 'Promo',
    intro:
      'Harga khusus selama stok masih ada. Produk promo hanya bisa dibayar dari saldo deposit atau cashback.',
    stock: 'Sisa {{left}} dari {{total}} · Terjual {{sold}}',
    empty: 'Belum ada promo',
    emptyText: 'Saat ini tidak ada produk promo. Cek lagi nanti, atau beli produk biasa.',
    loadFailed: 'Daftar promo gagal dimuat. Periksa koneksi lalu coba lagi.',
    destinationTitle: 'Kirim ke mana?',
    continue: 'Lanjut',
  },
  pricelist: {
    title: 'Daftar harga',
    heading: 'Daftar harga {{type}}',
    intro: 'Harga member {{site}}, diperbarui otomatis dari pemasok.',
    typesLabel: 'Jenis produk',
    visitorText: 'Daftar gratis untuk mulai jualan dengan harga ini.',
    register: 'Daftar gratis',
    buy: 'Beli {{type}}',
  },
};
