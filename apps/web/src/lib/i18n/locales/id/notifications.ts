export default {
  title: 'Notifikasi',
  bell: 'Notifikasi',
  bellUnread: 'Notifikasi, {{count}} belum dibaca',
  newest: 'Notifikasi terbaru',
  seeAll: 'Lihat semua',
  tabs: { label: 'Jenis notifikasi', today: 'Hari ini', news: 'Berita', archive: 'Arsip' },
  empty: { title: 'Tidak ada notifikasi', description: 'Notifikasi baru akan muncul di sini.' },
  refresh: 'Muat ulang',
  readAll: 'Tandai semua dibaca',
  markRead: 'Tandai dibaca',
  unread: 'Belum dibaca',
  loadFailed: 'Notifikasi gagal dimuat.',
  pager: {
    label: 'Halaman',
    previous: 'Sebelumnya',
    next: 'Berikutnya',
    indicator: 'Halaman {{page}} dari {{last}}',
  },
  detail: { title: 'Notifikasi', back: 'Kembali ke notifikasi', notFound: 'Notifikasi tidak ditemukan.' },
  status: { '0': 'Informasi', '1': 'Berhasil', '2': 'Gagal' },
  live: { open: 'Buka' },
  device: {
    title: 'Perangkat baru ingin masuk',
    body: '{{name}} mencoba masuk ke akun Anda. Izinkan?',
    accept: 'Izinkan',
    reject: 'Tolak',
    accepted: 'Perangkat sekarang dapat menggunakan akun Anda.',
    rejected: 'Perangkat ditolak.',
    failed: 'Perangkat gagal dijawab. Coba lagi dari daftar perangkat.',
  },
  push: {
    title: 'Notifikasi push',
    description: 'Dapatkan pemberitahuan di perangkat ini meskipun Konter ditutup.',
    enable: 'Aktifkan',
    disable: 'Matikan',
    enabled: 'Notifikasi push aktif untuk perangkat ini.',
    disabledInfo: 'Notifikasi push tidak aktif untuk perangkat ini.',
    errors: {
      'permission-blocked':
        'Izin notifikasi diblokir. Izinkan notifikasi untuk situs ini di pengaturan browser, lalu coba lagi.',
      'permission-default': 'Izin notifikasi belum diberikan. Aktifkan push lagi lalu pilih Izinkan.',
      'invalid-sw-registration': 'Service worker aplikasi belum siap. Muat ulang halaman lalu coba lagi.',
      'failed-service-worker-registration':
        'Service worker aplikasi gagal didaftarkan. Muat ulang halaman lalu coba lagi.',
      'invalid-vapid-key': 'Kunci push server tidak valid. Silakan hubungi layanan pelanggan.',
      'use-vapid-key-after-get-token':
        'Kunci push server berubah sejak perangkat ini berlangganan. Matikan lalu aktifkan lagi notifikasi push.',
      'use-sw-after-get-token':
        'Versi baru aplikasi sudah siap. Muat ulang halaman, lalu aktifkan notifikasi push.',
      'only-available-in-sw':
        'Notifikasi push hanya bisa diaktifkan setelah aplikasi terpasang penuh. Muat ulang halaman lalu coba lagi.',
      'missing-app-config-values': 'Notifikasi push tidak tersedia di server ini.',
      'unsupported-browser': 'Browser ini tidak mendukung notifikasi push.',
      'subscription-failed': 'Notifikasi push gagal diaktifkan. Silakan coba lagi.',
    },
  },
  update: { available: 'Versi baru tersedia.', reload: 'Muat ulang' },
};
