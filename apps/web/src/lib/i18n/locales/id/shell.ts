export default {
  later: {
    badge: 'Segera hadir',
    home: 'Kembali ke beranda',
    shop: {
      name: 'Toko',
      text: 'Belanja produk fisik dari toko Anda: katalog, keranjang, checkout, status pesanan dan laporan toko akan tampil di sini.',
    },
    multicourier: {
      name: 'Multi Kurir',
      text: 'Cek tarif beberapa kurir, buat pengiriman, lihat riwayat dan lacak paket Anda di satu tempat.',
    },
    checkout: {
      name: 'Checkout satu halaman',
      text: 'Pembeli akan bisa membayar produk dari tautan Anda langsung di halaman ini, tanpa perlu mendaftar.',
    },
    pos: {
      name: 'POS',
      text: 'Transaksi NIPOS dan IPOS, laporan, pelacakan dan cek SPK untuk agen MLO akan tersedia di sini.',
    },
    agentCenter: {
      name: 'Pusat Agen',
      text: 'Dasbor agen, pendaftaran agen baru, daftar harga agen dan profil usaha Anda akan tampil di sini.',
    },
    agentLoan: {
      name: 'Pinjaman Agen',
      text: 'Daftar utang agen, tagihan dan pinjaman deposit beserta jatuh temponya akan tampil di sini.',
    },
    agentReports: {
      name: 'Laporan Agen',
      text: 'Daftar agen, cashback, riwayat cashback dan transaksi agen Anda akan tampil di sini.',
    },
    referral: {
      name: 'Referal',
      text: 'Kode referal dengan QR code dan undangan lewat email untuk merekrut agen baru akan tampil di sini.',
    },
    developer: {
      name: 'Developer (H2H)',
      text: 'Kunci API, whitelist IP dan webhook untuk integrasi H2H. Mode developer hanya untuk uji coba.',
    },
    debt: {
      name: 'Utang',
      text: 'Penggunaan dan jatuh tempo utang Anda, serta riwayat pembayaran utang, akan tampil di sini.',
    },
    media: {
      name: 'Konten Kreator',
      text: 'Buat dan ubah gambar daftar harga dan konten promosi untuk dibagikan ke pelanggan Anda.',
    },
  },
  featureOff: {
    multicourier: {
      title: 'Multi Kurir belum diaktifkan',
      text: 'Layanan Multi Kurir tidak diaktifkan di situs ini. Hubungi layanan pelanggan bila Anda membutuhkannya.',
    },
  },
  agentMenu: {
    dashboard: 'Dasbor',
    agent: 'Daftarkan agen',
    transfer: 'Transfer deposit',
    pricelist: 'Daftar harga',
    loan: 'Pinjaman',
    listAgentDebt: 'Utang agen',
    listBillDebt: 'Utang tagihan',
    listDepositDebt: 'Utang deposit',
    reporting: 'Laporan',
    listAgent: 'Daftar agen',
    listCashback: 'Daftar cashback',
    cashbackHistory: 'Riwayat cashback',
    debtHistory: 'Riwayat utang',
    transactionHistory: 'Riwayat transaksi',
    agentTransactions: 'Transaksi agen',
    marketing: 'Pemasaran',
    pricelistImage: 'Gambar daftar harga',
    profile: 'Profil',
    referral: 'Referal',
    address: 'Ubah alamat',
    main: 'Utama',
  },
  marketing: {
    buy: 'Beli sekarang',
    register: 'Daftar gratis',
    pricelist: 'Lihat daftar harga',
    title: '{{product}} murah dan cepat',
    text: 'Jual {{product}} ke pelanggan Anda dengan harga agen. Daftar gratis, isi deposit, lalu transaksi kapan saja 24 jam.',
    steps: {
      one: 'Daftar akun gratis',
      two: 'Isi deposit lewat transfer bank',
      three: 'Transaksi dan dapatkan untung',
    },
    agencyTitle: 'Jadi agen {{site}}',
    agencyText:
      'Rekrut agen di bawah Anda, atur harga jual dan dapatkan cashback dari setiap transaksi mereka.',
    agencyPoints: {
      cashback: 'Cashback dari admin untuk agen master',
      referral: 'Kode referal untuk merekrut agen baru',
      debt: 'Fasilitas utang untuk agen terpilih',
    },
  },
  landing: {
    prev: 'Sebelumnya',
    next: 'Berikutnya',
  },
  help: {
    title: 'Pusat Bantuan',
    intro: 'Panduan memakai {{site}}, keamanan akun, privasi, persyaratan dan cara menghubungi kami.',
    sections: {
      'cara-penggunaan': 'Cara penggunaan',
      'panduan-keamanan': 'Panduan keamanan',
      privasi: 'Privasi',
      persyaratan: 'Persyaratan',
      faq: 'Tanya jawab',
      'hubungi-kami': 'Hubungi kami',
    },
    usage: {
      p1: 'Daftar dengan nama, email dan nomor WhatsApp: akun Anda langsung aktif. Setelah itu buat PIN transaksi 6 digit (bisa juga nanti di Akun › PIN transaksi). Pengguna yang belum aktif hanya bisa melihat daftar harga.',
      p2: 'Isi deposit lewat menu Top up. Transfer dengan kode unik masuk dalam 2 menit; selain itu paling lama 24 jam. Batas waktu transfer harian pukul 21:30.',
      p3: 'Pilih produk, isi nomor tujuan, pilih nominal lalu konfirmasi dengan PIN. Transaksi gagal dikembalikan ke deposit.',
      p4: 'Buat kata sandi minimal 8 karakter. Teks bantuan sebelumnya menyebut 6; kami mewajibkan 8 karena panduan keamanan terkini (NIST, OWASP) menetapkan 8 sebagai batas minimal kata sandi yang Anda pilih sendiri.',
      verify:
        'Verifikasi: saat mendaftar, kami kirim link verifikasi ke email Anda (berlaku 24 jam; minta link baru di halaman profil). Nomor WhatsApp diverifikasi di halaman profil dengan kode yang dikirim lewat WhatsApp, maksimal 3 kali sehari. Situs dapat mewajibkan email atau nomor terverifikasi sebelum Anda membuat PIN.',
    },
    security: {
      p1: 'Gunakan kata sandi minimal 8 karakter yang tidak Anda pakai di tempat lain, dan jangan bagikan PIN kepada siapa pun, termasuk petugas kami.',
      p2: 'Perangkat tempat Anda pertama kali masuk menjadi perangkat tepercaya. Perangkat baru perlu disetujui dari perangkat tepercaya atau diverifikasi lewat email atau WhatsApp.',
      p3: 'Periksa daftar perangkat di menu Akun dan cabut perangkat yang tidak Anda kenal.',
    },
    privacy: {
      intro: 'Kami hanya menyimpan data yang dibutuhkan untuk menjalankan layanan.',
      data: {
        title: 'Data yang kami simpan',
        text: 'Nama, email, nomor HP, riwayat transaksi dan deposit, serta perangkat yang Anda pakai untuk masuk.',
      },
      use: {
        title: 'Penggunaan data',
        text: 'Data dipakai untuk memproses transaksi, mengamankan akun dan menghubungi Anda. Kami tidak menjual data Anda.',
      },
      rights: {
        title: 'Hak Anda',
        text: 'Anda dapat mengubah profil kapan saja dan menghapus akun bila saldo deposit sudah habis.',
      },
    },
    terms: {
      p1: 'Deposit tidak memiliki masa berlaku dan tidak dapat dicairkan; pengembalian dana selalu masuk sebagai deposit.',
      p2: 'Agen master mendapat cashback yang diatur admin, dapat merekrut agen lewat referal dan memakai fasilitas utang.',
      p3: 'Transfer deposit, kirim uang dan beberapa produk memerlukan izin dari admin atau customer service.',
      p4: 'Mode developer hanya untuk uji coba; IP API harus didaftarkan (whitelist) oleh admin.',
    },
    faq: {
      start: {
        q: 'Bagaimana cara mulai?',
        a: 'Daftar gratis, buat PIN transaksi, isi deposit, lalu pilih produk yang ingin dijual. Verifikasi email Anda lewat link yang kami kirim.',
      },
      deposit: {
        q: 'Bagaimana cara isi deposit?',
        a: 'Buka Top up, pilih bank dan transfer sesuai nominal dengan kode unik. Deposit masuk dalam 2 menit, paling lama 24 jam; batas waktu 21:30.',
      },
      app: {
        q: 'Apakah ada aplikasi ponsel?',
        a: 'Ada, aplikasi Android bisa diunduh dari halaman depan. Semua fitur juga bisa dipakai dari browser.',
        aNoApp:
          'Semua fitur bisa dipakai langsung dari browser HP, tanpa aplikasi yang perlu dipasang. Anda bisa menambahkan situs ini ke layar utama lewat menu browser.',
      },
      problem: {
        q: 'Transaksi saya bermasalah, apa yang harus dilakukan?',
        a: 'Cek status di Riwayat. Transaksi gagal otomatis dikembalikan ke deposit. Bila masih ragu, hubungi kami.',
      },
      expire: {
        q: 'Apakah deposit bisa hangus atau dicairkan?',
        a: 'Deposit tidak pernah hangus dan tidak dapat dicairkan; pengembalian dana masuk sebagai deposit.',
      },
    },
    contact: {
      intro: 'Tulis pertanyaan Anda, kami akan membalas lewat email.',
      name: 'Nama',
      email: 'Email',
      phone: 'Nomor HP',
      subject: 'Subjek',
      message: 'Pesan',
      protected: 'Verifikasi otomatis, tanpa teka-teki.',
      verifying: 'Memverifikasi…',
      verified: 'Terverifikasi',
      verifyFailed: 'Verifikasi otomatis gagal.',
      retry: 'Coba lagi',
      send: 'Kirim pesan',
      sent: 'Pesan terkirim. Terima kasih!',
      invalid: 'Data tidak valid. Periksa isian yang ditandai.',
      failed: 'Pesan gagal dikirim. Silakan coba lagi.',
      hours: 'Jam operasional',
      cs: 'Customer service',
      address: 'Alamat',
    },
  },
  blog: {
    title: 'Blog',
    description: 'Tips berjualan pulsa dan produk digital, kabar produk, dan panduan dari {{site}}.',
    empty: 'Belum ada artikel.',
    readMore: 'Baca selengkapnya',
    by: 'oleh {{author}}',
    back: 'Semua artikel',
    notFound: 'Artikel tidak ditemukan.',
  },
  prefs: {
    title: 'Tampilan',
    intro: 'Atur ukuran huruf, jenis huruf dan sudut tampilan di semua halaman.',
    fontSize: 'Ukuran huruf',
    fontFamily: 'Jenis huruf',
    corner: 'Sudut',
    sizes: { small: 'Kecil', default: 'Normal', large: 'Besar', huge: 'Sangat besar' },
    families: { default: 'Bawaan', serif: 'Serif', mono: 'Monospace' },
    corners: { sharp: 'Tajam', normal: 'Normal', soft: 'Lembut' },
    saved: 'Tampilan disimpan.',
  },
};
