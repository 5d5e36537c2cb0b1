export default {
  landing: {
    title: 'Jualan pulsa & produk digital jadi lebih mudah',
    subtitle:
      'Daftar gratis di {{site}}, isi deposit, lalu jual pulsa, paket data, token listrik dan bayar tagihan pelanggan Anda.',
    cta: 'Daftar gratis',
    login: 'Sudah punya akun? Masuk',
    whyTitle: 'Kenapa {{site}}?',
    features: {
      fast: {
        title: 'Cepat',
        text: 'Transaksi diproses otomatis, pulsa biasanya masuk dalam hitungan detik.',
      },
      deposit: {
        title: 'Satu saldo',
        text: 'Satu deposit untuk semua produk. Transaksi gagal dikembalikan ke deposit.',
      },
      secure: { title: 'Aman', text: 'PIN transaksi dan persetujuan perangkat baru melindungi akun Anda.' },
    },
    carousel: 'Promo',
    bannerFailed: 'failed to initialize banner',
    placeholder: 'Promo akan tampil di sini',
    download: 'Unduh aplikasi Android',
    apkFailed: 'Gagal ambil url apk',
    pricelist: 'Lihat daftar harga',
    helpLink: 'Pertanyaan lain? Kunjungi Pusat Bantuan',
    faqTitle: 'Pertanyaan umum',
    faq: {
      start: {
        q: 'Bagaimana cara mulai?',
        a: 'Daftar dengan nama, email dan nomor HP, lalu isi deposit. Setelah itu Anda bisa langsung bertransaksi.',
      },
      deposit: {
        q: 'Bagaimana cara isi deposit?',
        a: 'Isi deposit lewat transfer bank atau kanal pembayaran lain. Transfer dengan kode unik masuk otomatis dalam 2 menit.',
      },
      app: {
        q: 'Apakah ada aplikasi Android?',
        a: '{{site}} bisa dipakai langsung dari browser HP dan juga tersedia sebagai aplikasi Android.',
        aNoApp:
          '{{site}} bisa dipakai langsung dari browser HP, tanpa aplikasi yang perlu dipasang. Tambahkan ke layar utama lewat menu browser.',
      },
      problem: {
        q: 'Transaksi saya bermasalah, bagaimana?',
        a: 'Cek riwayat transaksi Anda. Transaksi gagal otomatis dikembalikan ke deposit. Hubungi layanan pelanggan bila perlu.',
      },
    },
  },
  member: {
    greeting: 'Halo, {{name}}!',
    productsTitle: 'Produk digital',
    inactiveText: 'Akun Anda belum aktif: Anda dapat melihat daftar harga, transaksi belum bisa dilakukan.',
    allPrepaid: 'Semua prabayar',
    allPostpaid: 'Semua tagihan',
    promotions: 'Promo: harga khusus selama stok ada',
    pinTitle: 'PIN transaksi belum dibuat',
    pinText:
      'PIN 6 digit diminta setiap kali Anda bertransaksi. Buat sekarang agar bisa langsung bertransaksi.',
    pinCreate: 'Buat PIN',
  },
};
