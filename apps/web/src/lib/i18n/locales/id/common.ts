export default {
  loading: 'Memuat…',
  skipToContent: 'Langsung ke isi',
  language: 'Bahasa',
  action: {
    back: 'Kembali',
    cancel: 'Batal',
    close: 'Tutup',
    delete: 'Hapus',
    reload: 'Muat ulang',
    retry: 'Coba lagi',
    save: 'Simpan',
  },
  nav: {
    main: 'Navigasi utama',
    home: 'Beranda',
    history: 'Riwayat',
    account: 'Akun',
    login: 'Masuk',
    register: 'Daftar',
  },
  field: {
    showPassword: 'Tampilkan kata sandi',
    hidePassword: 'Sembunyikan kata sandi',
  },
  channel: {
    email: 'Email',
    whatsapp: 'WhatsApp',
  },
  otp: {
    resend: 'Kirim ulang kode',
    resendIn: 'Kirim ulang dalam {{seconds}} detik',
    changeChannel: 'Ganti metode',
  },
  devOutbox: {
    text: 'Mode uji: email dan pesan WhatsApp tidak dikirim, tetapi ditampilkan di',
    link: 'kotak keluar pengembang',
  },
  footer: {
    tagline: 'Isi pulsa, paket data, token listrik, bayar tagihan dan belanja — semua dari satu saldo.',
    links: 'Tautan',
    digitalProducts: 'Produk digital',
    shop: 'Belanja',
    blog: 'Blog',
    help: 'Bantuan',
    pricelist: 'Daftar harga',
    agency: 'Jadi agen',
    rights: 'Hak cipta dilindungi.',
  },
  notFound: {
    title: 'Halaman tidak ditemukan',
    text: 'Halaman ini tidak ada atau belum tersedia.',
    home: 'Ke beranda',
  },
  routeError: {
    title: 'Halaman gagal dimuat',
    description: 'Periksa koneksi internet Anda, lalu muat ulang halaman.',
  },
};
