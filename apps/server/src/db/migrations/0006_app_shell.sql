-- The app shell (issue 5): broadcast news beside the personal notifications of 0004, web-push
-- subscriptions and the push outbox, display preferences, site content (settings, banners, blog
-- posts) and the contact form with its captchas.

-- News: notifications broadcast to every user (the "news" tab). Their ids come from the
-- notifications' own sequence, so one id names either a personal notification or a news item and
-- POST notification/{id}/read needs no type. Read marks are per user.
CREATE TABLE news (
  id bigint PRIMARY KEY DEFAULT nextval('notifications_id_seq'),
  title text NOT NULL CHECK (length(title) BETWEEN 1 AND 200),
  body text,
  status smallint NOT NULL DEFAULT 0 CHECK (status IN (0, 1, 2)),
  published_at timestamptz NOT NULL DEFAULT now(),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX news_published_idx ON news (published_at DESC);

CREATE TABLE news_reads (
  user_id bigint NOT NULL REFERENCES users (id),
  news_id bigint NOT NULL REFERENCES news (id) ON DELETE CASCADE,
  read_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, news_id)
);
CREATE INDEX news_reads_news_idx ON news_reads (news_id);

-- Web-push subscriptions (POST account/token): one per browser push endpoint; a device keeps one.
CREATE TABLE push_subscriptions (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  device_id uuid REFERENCES devices (id) ON DELETE SET NULL,
  endpoint text NOT NULL UNIQUE CHECK (length(endpoint) <= 2048),
  p256dh text NOT NULL,
  auth text NOT NULL,
  user_agent text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  last_success_at timestamptz
);
CREATE INDEX push_subscriptions_user_idx ON push_subscriptions (user_id);

-- The push outbox: a row per new notification of a user who has a subscription, written by the
-- trigger below in the same statement as the notification, whichever code path inserts it (the
-- purchase settlement writes its notification inside one SQL statement). Delivery happens after
-- commit (features/push), never in the request; a delivered or given-up row is deleted.
CREATE TABLE push_outbox (
  notification_id bigint PRIMARY KEY REFERENCES notifications (id) ON DELETE CASCADE,
  user_id bigint NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  last_error text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX push_outbox_due_idx ON push_outbox (next_attempt_at);

CREATE FUNCTION queue_notification_push() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM push_subscriptions WHERE user_id = NEW.user_id) THEN
    INSERT INTO push_outbox (notification_id, user_id) VALUES (NEW.id, NEW.user_id);
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER notifications_queue_push AFTER INSERT ON notifications
  FOR EACH ROW EXECUTE FUNCTION queue_notification_push();

-- Display preferences beyond users.font_size / font_family (spec §9.2: corner roundness).
CREATE TABLE display_preferences (
  user_id bigint PRIMARY KEY REFERENCES users (id),
  corner_roundness text NOT NULL DEFAULT 'normal' CHECK (corner_roundness IN ('sharp', 'normal', 'soft')),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Carousel banners (spec §7.3 GET marketing/carousel/{name}).
CREATE TABLE banners (
  id bigserial PRIMARY KEY,
  carousel text NOT NULL CHECK (carousel ~ '^[a-z0-9_-]{1,40}$'),
  position integer NOT NULL DEFAULT 0,
  source text NOT NULL CHECK (source IN ('upload', 'external')),
  image text,
  external_url text,
  caption text,
  destination text CHECK (destination IN ('uri', 'url', 'page')),
  uri text,
  url text,
  page text,
  target text NOT NULL DEFAULT '_self' CHECK (target IN ('_self', '_blank')),
  active boolean NOT NULL DEFAULT true,
  starts_at timestamptz,
  ends_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((source = 'upload' AND image IS NOT NULL) OR (source = 'external' AND external_url IS NOT NULL))
);
CREATE INDEX banners_carousel_idx ON banners (carousel, position) WHERE active;

INSERT INTO banners (carousel, position, source, image, caption, destination, uri, target) VALUES
  ('home', 1, 'upload', '/api/v1/marketing/artwork/banner-pulsa.svg',
   'Isi pulsa dan paket data semua operator, harga agen', 'uri', '/prabayar/pulsa', '_self'),
  ('home', 2, 'upload', '/api/v1/marketing/artwork/banner-deposit.svg',
   'Deposit masuk otomatis dalam 2 menit dengan kode unik', 'uri', '/help/cara-penggunaan', '_self'),
  ('home', 3, 'upload', '/api/v1/marketing/artwork/banner-agen.svg',
   'Jadi agen Konter dan dapatkan cashback setiap transaksi', 'uri', '/agency', '_self');

-- Blog posts (public /blog/posts): markdown, rendered and sanitized when served.
CREATE TABLE blog_posts (
  id bigserial PRIMARY KEY,
  slug text NOT NULL UNIQUE CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' AND length(slug) <= 120),
  title text NOT NULL CHECK (length(title) BETWEEN 1 AND 200),
  excerpt text NOT NULL DEFAULT '',
  body text NOT NULL,
  cover text,
  author text NOT NULL,
  published_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX blog_posts_published_idx ON blog_posts (published_at DESC) WHERE published_at IS NOT NULL;

INSERT INTO blog_posts (slug, title, excerpt, cover, author, published_at, body) VALUES
(
  'cara-isi-deposit-lewat-transfer-bank',
  'Cara Isi Deposit lewat Transfer Bank',
  'Deposit adalah saldo untuk semua transaksi di Konter. Begini cara mengisinya lewat transfer bank supaya masuk otomatis dalam 2 menit.',
  '/api/v1/marketing/artwork/banner-deposit.svg',
  'Tim Konter',
  now() - interval '3 days',
  $md$Deposit adalah saldo yang Anda pakai untuk membeli pulsa, paket data, token listrik, dan membayar tagihan di Konter. Mengisinya cukup lewat transfer bank dari aplikasi m-banking mana pun.

## Langkah-langkah

1. Buka menu **Deposit**, lalu pilih **Isi Deposit**.
2. Pilih nominal, misalnya Rp 100.000, dan pilih bank tujuan transfer.
3. Catat **kode deposit** (diawali `DEP`) dan **jumlah transfer**. Jumlahnya memuat 3 digit kode unik, misalnya Rp 100.123.
4. Transfer **tepat sesuai jumlah** tersebut sebelum batas waktu pembayaran.

Jika jumlahnya tepat, deposit masuk otomatis dalam **2 menit**. Jika jumlahnya berbeda, kirim konfirmasi dari riwayat deposit; pengecekan manual paling lama **1x24 jam**.

## Yang perlu diketahui

- Permintaan deposit diterima sampai pukul **21.30 WIB**. Permintaan setelah itu diproses hari berikutnya.
- Deposit **tidak pernah kedaluwarsa** dan **tidak bisa dicairkan** kembali ke rekening.
- Transaksi yang gagal dikembalikan ke deposit, bukan ke rekening bank.

Masih ada kendala? Hubungi kami lewat halaman [Hubungi Kami](/help/hubungi-kami).
$md$
),
(
  'beli-pulsa-dan-paket-data-dalam-tiga-langkah',
  'Beli Pulsa dan Paket Data dalam Tiga Langkah',
  'Nomor HP langsung dikenali operatornya, produk muncul sesuai harga akun Anda, dan status transaksi terlihat seketika.',
  '/api/v1/marketing/artwork/banner-pulsa.svg',
  'Tim Konter',
  now() - interval '2 days',
  $md$Membeli pulsa atau paket data di Konter hanya butuh tiga langkah.

## 1. Masukkan nomor tujuan

Ketik nomor HP pelanggan di menu **Pulsa** atau **Paket Data**. Operator dikenali otomatis dari awalan nomor (misalnya 0812 untuk Telkomsel). Jika muncul pesan *Operator Not Registered*, pilih operatornya secara manual.

## 2. Pilih nominal

Daftar produk menampilkan harga sesuai kategori akun Anda: member, agen, atau master. Produk yang sedang *gangguan* atau di luar jam operasional pemasok ditandai dan tidak bisa dibeli sementara.

## 3. Konfirmasi dengan PIN

Masukkan **PIN transaksi** 6 digit. Saldo deposit ditahan, lalu transaksi dikirim ke pemasok. Status berubah menjadi **Sukses** beserta nomor serial (SN), atau **Gagal** dan saldo otomatis kembali ke deposit.

> Tips: simpan nomor pelanggan yang sering dipakai di **Kontak Favorit** supaya tidak perlu mengetik ulang.

Pembelian nominal yang sama ke nomor yang sama dibatasi satu kali per hari untuk mencegah transaksi ganda.
$md$
),
(
  'tips-keamanan-akun-pin-dan-perangkat-terpercaya',
  'Tips Keamanan Akun: PIN Transaksi dan Perangkat Terpercaya',
  'Perangkat pertama Anda menjadi perangkat terpercaya. Login dari perangkat baru harus disetujui dulu. Ini alasannya dan cara mengelolanya.',
  '/api/v1/marketing/artwork/banner-agen.svg',
  'Tim Konter',
  now() - interval '1 day',
  $md$Saldo deposit Anda adalah uang sungguhan, jadi Konter melindunginya dengan dua lapis pengaman.

## Perangkat terpercaya

Perangkat yang pertama kali Anda pakai untuk login otomatis menjadi **perangkat terpercaya**. Saat ada login dari perangkat baru, perangkat baru itu harus:

- **disetujui** dari perangkat terpercaya (menu Akun → Perangkat), atau
- **diverifikasi** dengan kode OTP yang dikirim lewat e-mail atau WhatsApp.

Jika Anda tidak mengenali perangkat yang meminta akses, pilih **Tolak**. Perangkat yang hilang bisa dicabut aksesnya kapan saja.

## PIN transaksi

Setiap transaksi meminta **PIN 6 digit**. Jangan pakai tanggal lahir atau angka berurutan seperti 123456. Setelah 5 kali salah, PIN terkunci selama 30 menit.

## Kata sandi

Gunakan kata sandi minimal 8 karakter yang tidak Anda pakai di situs lain. Tim Konter **tidak pernah** meminta kata sandi, PIN, atau kode OTP Anda.
$md$
);

-- Contact form (POST contact): the message as sent, and the e-mail queued to the company address.
CREATE TABLE contact_messages (
  id bigserial PRIMARY KEY,
  user_id bigint REFERENCES users (id),
  name text NOT NULL,
  email text NOT NULL,
  phone text,
  subject text NOT NULL,
  message text NOT NULL,
  ip text,
  user_agent text,
  outbound_message_id bigint REFERENCES outbound_messages (id),
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Captchas the server draws itself (GET contact/get-captcha): only the answer's HMAC is kept, and a
-- captcha is spent by its first check, right or wrong.
CREATE TABLE captchas (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  answer_hash text NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX captchas_expires_idx ON captchas (expires_at);

-- Site settings (company, feature preferences, flags, app download) as one JSON object under the
-- `site` key of app_settings; the server fills a missing field with its default (features/site).
INSERT INTO app_settings (key, value) VALUES ('site', '{
  "sitename": "Konter",
  "company_name": "PT Konter Digital Nusantara",
  "company_address": "Jl. Merdeka No. 1, Gambir, Jakarta Pusat 10110",
  "company_phone": "0812-0000-0000",
  "company_email": "cs@konter.local",
  "operational_hour": "Setiap hari 08.00–21.30 WIB"
}'::jsonb) ON CONFLICT (key) DO NOTHING;
