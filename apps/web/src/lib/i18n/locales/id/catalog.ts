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
