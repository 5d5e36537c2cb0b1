import { createHash } from 'node:crypto';
import type { Deps } from '../../lib/deps.js';
import {
  addToCollection,
  findCollection,
  insertCollection,
  insertImage,
  insertProduct,
  insertVariant,
  slugExists,
} from './catalog.repository.js';
import { findCoupon, insertCoupon } from './coupon.repository.js';

// The demo shop (issue 15): five collections of what an Indonesian phone-credit counter sells over
// the counter, sixteen products with believable prices, weights and sizes, two with variants, one
// with a single unit left and one sold out, and two coupons. The pictures are drawn here as SVG
// (a coloured card, an icon of simple shapes and the product's name): nothing is downloaded.
// Idempotent: what exists (by slug or code) is left alone.

type Icon = 'charger' | 'cable' | 'glass' | 'case' | 'powerbank' | 'sim' | 'voucher' | 'paper' | 'printer';

interface DemoCollection {
  slug: string;
  name: string;
  description: string;
  icon: Icon;
  color: string;
}

export const demoCollections: DemoCollection[] = [
  {
    slug: 'aksesoris-hp',
    name: 'Aksesoris HP',
    description: 'Charger, kabel data, tempered glass, case dan powerbank untuk dijual lagi di konter.',
    icon: 'charger',
    color: '#2563eb',
  },
  {
    slug: 'kartu-perdana',
    name: 'Kartu Perdana',
    description: 'Kartu perdana 4G semua operator, siap aktif.',
    icon: 'sim',
    color: '#dc2626',
  },
  {
    slug: 'voucher-fisik',
    name: 'Voucher Fisik',
    description: 'Voucher kuota fisik untuk stok konter; pembelian minimal 5 lembar.',
    icon: 'voucher',
    color: '#7c3aed',
  },
  {
    slug: 'kertas-thermal',
    name: 'Kertas Thermal',
    description: 'Kertas struk thermal 58 mm dan 80 mm untuk printer kasir.',
    icon: 'paper',
    color: '#0891b2',
  },
  {
    slug: 'printer-kasir',
    name: 'Printer Kasir',
    description: 'Printer struk thermal Bluetooth untuk mencetak bukti transaksi dari HP.',
    icon: 'printer',
    color: '#ea580c',
  },
];

interface DemoProduct {
  slug: string;
  name: string;
  description: string;
  collection: string;
  icon: Icon;
  price: number;
  weightG: number;
  size: [number, number, number];
  minQuantity?: number;
  stock: number;
  sold: number;
  variants?: { name: string; price: number; stock: number; sold: number }[];
}

export const demoProducts: DemoProduct[] = [
  {
    slug: 'charger-fast-charging-20w-usb-c',
    name: 'Charger Fast Charging 20W USB-C',
    description:
      'Kepala charger 20W dengan port USB-C Power Delivery. Mengisi HP 0–50% sekitar 30 menit. Garansi toko 1 bulan.',
    collection: 'aksesoris-hp',
    icon: 'charger',
    price: 65_000,
    weightG: 120,
    size: [10, 6, 4],
    stock: 40,
    sold: 134,
  },
  {
    slug: 'kabel-data-fast-charging-1-m',
    name: 'Kabel Data Fast Charging 1 m',
    description:
      'Kabel data dan pengisian cepat 3A, panjang 1 meter, bahan nilon anti putus. Pilih jenis konektor.',
    collection: 'aksesoris-hp',
    icon: 'cable',
    price: 20_000,
    weightG: 60,
    size: [12, 8, 3],
    stock: 0,
    sold: 0,
    variants: [
      { name: 'USB-C', price: 25_000, stock: 60, sold: 210 },
      { name: 'Micro USB', price: 20_000, stock: 35, sold: 96 },
      { name: 'Lightning', price: 35_000, stock: 0, sold: 41 },
    ],
  },
  {
    slug: 'tempered-glass-9h-anti-gores',
    name: 'Tempered Glass 9H Anti Gores',
    description: 'Pelindung layar kaca 9H, tebal 0,33 mm, tepi 2.5D. Tulis tipe HP di catatan pesanan.',
    collection: 'aksesoris-hp',
    icon: 'glass',
    price: 15_000,
    weightG: 50,
    size: [18, 10, 1],
    stock: 100,
    sold: 388,
  },
  {
    slug: 'case-silikon-bening-anti-crack',
    name: 'Case Silikon Bening Anti Crack',
    description: 'Softcase bening dengan sudut tebal anti benturan. Tulis tipe HP di catatan pesanan.',
    collection: 'aksesoris-hp',
    icon: 'case',
    price: 25_000,
    weightG: 40,
    size: [18, 10, 2],
    stock: 75,
    sold: 152,
  },
  {
    slug: 'powerbank-10000-mah',
    name: 'Powerbank 10.000 mAh',
    description: 'Powerbank 10.000 mAh dua port USB-A dan satu USB-C, indikator LED. Stok terakhir.',
    collection: 'aksesoris-hp',
    icon: 'powerbank',
    price: 150_000,
    weightG: 250,
    size: [15, 8, 3],
    stock: 1,
    sold: 27,
  },
  {
    slug: 'kartu-perdana-telkomsel-4g',
    name: 'Kartu Perdana Telkomsel 4G',
    description: 'Kartu perdana Telkomsel 4G kosongan, masa aktif 30 hari setelah aktivasi.',
    collection: 'kartu-perdana',
    icon: 'sim',
    price: 25_000,
    weightG: 10,
    size: [9, 6, 1],
    stock: 200,
    sold: 520,
  },
  {
    slug: 'kartu-perdana-xl-4g',
    name: 'Kartu Perdana XL 4G',
    description: 'Kartu perdana XL Axiata 4G kosongan, masa aktif 30 hari setelah aktivasi.',
    collection: 'kartu-perdana',
    icon: 'sim',
    price: 20_000,
    weightG: 10,
    size: [9, 6, 1],
    stock: 150,
    sold: 301,
  },
  {
    slug: 'kartu-perdana-im3-4g',
    name: 'Kartu Perdana IM3 4G',
    description: 'Kartu perdana Indosat IM3 4G kosongan. Sedang kosong, stok datang minggu depan.',
    collection: 'kartu-perdana',
    icon: 'sim',
    price: 20_000,
    weightG: 10,
    size: [9, 6, 1],
    stock: 0,
    sold: 188,
  },
  {
    slug: 'voucher-fisik-telkomsel-10-gb',
    name: 'Voucher Fisik Telkomsel 10 GB',
    description: 'Voucher kuota Telkomsel 10 GB, 30 hari. Gosok dan isi lewat *133*kode#. Minimal 5 lembar.',
    collection: 'voucher-fisik',
    icon: 'voucher',
    price: 55_000,
    weightG: 5,
    size: [9, 6, 1],
    minQuantity: 5,
    stock: 80,
    sold: 640,
  },
  {
    slug: 'voucher-fisik-axis-5-gb',
    name: 'Voucher Fisik AXIS 5 GB',
    description: 'Voucher kuota AXIS 5 GB, 30 hari. Minimal 5 lembar.',
    collection: 'voucher-fisik',
    icon: 'voucher',
    price: 27_000,
    weightG: 5,
    size: [9, 6, 1],
    minQuantity: 5,
    stock: 60,
    sold: 455,
  },
  {
    slug: 'voucher-fisik-indosat-7-gb',
    name: 'Voucher Fisik Indosat 7 GB',
    description: 'Voucher kuota Indosat Freedom 7 GB, 30 hari. Minimal 5 lembar.',
    collection: 'voucher-fisik',
    icon: 'voucher',
    price: 35_000,
    weightG: 5,
    size: [9, 6, 1],
    minQuantity: 5,
    stock: 40,
    sold: 212,
  },
  {
    slug: 'kertas-thermal-58-x-48-mm-isi-10',
    name: 'Kertas Thermal 58 x 48 mm (isi 10 rol)',
    description:
      'Kertas struk thermal 58 mm diameter 48 mm, 10 rol per pak. Cocok untuk printer Bluetooth 58 mm.',
    collection: 'kertas-thermal',
    icon: 'paper',
    price: 45_000,
    weightG: 600,
    size: [25, 12, 6],
    stock: 50,
    sold: 176,
  },
  {
    slug: 'kertas-thermal-80-x-50-mm-isi-6',
    name: 'Kertas Thermal 80 x 50 mm (isi 6 rol)',
    description: 'Kertas struk thermal 80 mm diameter 50 mm, 6 rol per pak. Untuk printer kasir 80 mm.',
    collection: 'kertas-thermal',
    icon: 'paper',
    price: 60_000,
    weightG: 900,
    size: [25, 16, 8],
    stock: 30,
    sold: 64,
  },
  {
    slug: 'printer-kasir-thermal-bluetooth',
    name: 'Printer Kasir Thermal Bluetooth',
    description:
      'Printer struk thermal Bluetooth dan USB, cetak struk dari aplikasi Konter di HP Android. Pilih lebar kertas.',
    collection: 'printer-kasir',
    icon: 'printer',
    price: 285_000,
    weightG: 900,
    size: [20, 15, 10],
    stock: 0,
    sold: 0,
    variants: [
      { name: '58 mm', price: 285_000, stock: 8, sold: 19 },
      { name: '80 mm', price: 650_000, stock: 3, sold: 6 },
    ],
  },
  {
    slug: 'printer-struk-mini-portable-58-mm',
    name: 'Printer Struk Mini Portable 58 mm',
    description: 'Printer thermal mini 58 mm dengan baterai 1.500 mAh, muat di saku. Termasuk 1 rol kertas.',
    collection: 'printer-kasir',
    icon: 'printer',
    price: 199_000,
    weightG: 400,
    size: [12, 10, 6],
    stock: 15,
    sold: 33,
  },
  {
    slug: 'stiker-label-thermal-40-x-30-mm',
    name: 'Stiker Label Thermal 40 x 30 mm',
    description: 'Stiker label thermal 40 x 30 mm, 700 label per rol, untuk label harga dan barcode.',
    collection: 'kertas-thermal',
    icon: 'paper',
    price: 28_000,
    weightG: 300,
    size: [12, 12, 5],
    stock: 45,
    sold: 58,
  },
];

/** HEMAT10: 10 % up to Rp20.000 from Rp50.000; ONGKIR5K: Rp5.000 off. */
export const demoCoupons = [
  { code: 'HEMAT10', kind: 'percent' as const, value: 10, maxDiscount: 20_000, minSubtotal: 50_000 },
  { code: 'ONGKIR5K', kind: 'fixed' as const, value: 5_000, maxDiscount: null, minSubtotal: 0 },
];

// ---- pictures ----

const escapeXml = (s: string) =>
  s.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!,
  );

/** Up to two lines of about `width` characters. */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line && `${line} ${word}`.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  if (lines.length <= 2) return lines;
  return [
    lines[0]!,
    `${lines
      .slice(1)
      .join(' ')
      .slice(0, width - 1)}…`,
  ];
}

/** An icon drawn in a 200×200 box (white and the accent colour). */
function iconShapes(icon: Icon, c: string): string {
  switch (icon) {
    case 'charger':
      return `<rect x="55" y="60" width="90" height="110" rx="18" fill="#fff" stroke="${c}" stroke-width="8"/>
        <rect x="75" y="22" width="12" height="40" rx="4" fill="${c}"/><rect x="113" y="22" width="12" height="40" rx="4" fill="${c}"/>
        <path d="M104 88 L86 120 H102 L96 148 L118 112 H102 Z" fill="${c}"/>`;
    case 'cable':
      return `<path d="M40 150 C40 60 160 140 160 50" fill="none" stroke="${c}" stroke-width="12" stroke-linecap="round"/>
        <rect x="24" y="140" width="32" height="44" rx="6" fill="${c}"/><rect x="32" y="176" width="16" height="16" rx="2" fill="#fff" stroke="${c}" stroke-width="4"/>
        <rect x="144" y="16" width="32" height="44" rx="6" fill="${c}"/><rect x="152" y="8" width="16" height="14" rx="2" fill="#fff" stroke="${c}" stroke-width="4"/>`;
    case 'glass':
      return `<rect x="50" y="16" width="100" height="170" rx="16" fill="#fff" stroke="${c}" stroke-width="8"/>
        <rect x="62" y="30" width="76" height="142" rx="6" fill="${c}" opacity="0.18"/>
        <path d="M70 90 L110 50 M70 130 L130 70 M95 150 L130 115" stroke="#fff" stroke-width="8" stroke-linecap="round"/>`;
    case 'case':
      return `<rect x="50" y="16" width="100" height="170" rx="22" fill="${c}" opacity="0.25" stroke="${c}" stroke-width="8"/>
        <rect x="64" y="30" width="40" height="52" rx="10" fill="#fff" stroke="${c}" stroke-width="6"/>
        <circle cx="84" cy="46" r="8" fill="${c}"/><circle cx="84" cy="68" r="8" fill="${c}"/>`;
    case 'powerbank':
      return `<rect x="46" y="24" width="108" height="160" rx="18" fill="#fff" stroke="${c}" stroke-width="8"/>
        <rect x="66" y="50" width="68" height="20" rx="4" fill="${c}"/><rect x="66" y="78" width="68" height="20" rx="4" fill="${c}"/>
        <rect x="66" y="106" width="68" height="20" rx="4" fill="${c}" opacity="0.35"/><circle cx="100" cy="156" r="9" fill="${c}"/>`;
    case 'sim':
      return `<path d="M50 20 H124 L156 52 V180 H50 Z" fill="#fff" stroke="${c}" stroke-width="8" stroke-linejoin="round"/>
        <rect x="72" y="82" width="62" height="72" rx="10" fill="${c}"/>
        <path d="M72 106 H134 M72 130 H134 M103 82 V154" stroke="#fff" stroke-width="5"/>`;
    case 'voucher':
      return `<path d="M18 56 H182 V86 A16 16 0 0 0 182 118 V148 H18 V118 A16 16 0 0 0 18 86 Z" fill="#fff" stroke="${c}" stroke-width="8" stroke-linejoin="round"/>
        <path d="M136 64 V140" stroke="${c}" stroke-width="5" stroke-dasharray="8 8"/>
        <text x="78" y="116" text-anchor="middle" font-family="Inter, Arial, sans-serif" font-size="38" font-weight="700" fill="${c}">Rp</text>
        <circle cx="160" cy="102" r="8" fill="${c}"/>`;
    case 'paper':
      return `<rect x="40" y="110" width="120" height="70" fill="#fff" stroke="${c}" stroke-width="8"/>
        <path d="M56 130 H144 M56 150 H120" stroke="${c}" stroke-width="6" stroke-linecap="round" opacity="0.5"/>
        <circle cx="100" cy="70" r="56" fill="#fff" stroke="${c}" stroke-width="8"/><circle cx="100" cy="70" r="18" fill="${c}"/>`;
    case 'printer':
      return `<rect x="66" y="18" width="68" height="50" fill="#fff" stroke="${c}" stroke-width="7"/>
        <rect x="26" y="62" width="148" height="82" rx="16" fill="${c}"/>
        <rect x="60" y="120" width="80" height="68" fill="#fff" stroke="${c}" stroke-width="7"/>
        <path d="M74 142 H126 M74 160 H112" stroke="${c}" stroke-width="6" stroke-linecap="round"/>
        <circle cx="150" cy="88" r="8" fill="#fff"/>`;
  }
}

/** A 600×600 product (or collection) picture. */
export function productSvg(name: string, icon: Icon, color: string): string {
  const lines = wrap(name, 22);
  const text = lines
    .map(
      (l, i) =>
        `<text x="300" y="${lines.length === 1 ? 505 : 485 + i * 44}" text-anchor="middle" font-family="Inter, Arial, sans-serif" font-size="36" font-weight="700" fill="#0f172a">${escapeXml(l)}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 600 600">
<rect width="600" height="600" fill="${color}"/>
<circle cx="520" cy="70" r="140" fill="#fff" opacity="0.12"/><circle cx="60" cy="420" r="110" fill="#fff" opacity="0.08"/>
<rect x="40" y="40" width="520" height="520" rx="36" fill="#fff" opacity="0.96"/>
<rect x="150" y="80" width="300" height="300" rx="150" fill="${color}" opacity="0.1"/>
<g transform="translate(180 110) scale(1.2)">${iconShapes(icon, color)}</g>
${text}
</svg>`;
}

const imageOf = (svg: string) => {
  const data = Buffer.from(svg, 'utf8');
  return { mime: 'image/svg+xml', data, etag: createHash('sha256').update(data).digest('hex').slice(0, 32) };
};

/**
 * Seeds the demo shop once: collections, products (with variants and pictures) and coupons that do
 * not exist yet. Returns how many products it added.
 */
export async function seedDemoCatalog(deps: Deps): Promise<number> {
  const db = deps.database.db;
  const colorOf = new Map(demoCollections.map((c) => [c.slug, c.color]));
  let added = 0;
  await db.transaction(async (tx) => {
    for (const [position, c] of demoCollections.entries()) {
      if (await slugExists(tx, 'collection', c.slug)) continue;
      const id = await insertCollection(tx, {
        slug: c.slug,
        name: c.name,
        description: c.description,
        position,
      });
      await insertImage(tx, {
        collectionId: id,
        position: 0,
        ...imageOf(productSvg(c.name, c.icon, c.color)),
      });
    }
    // Oldest first, so that "latest" lists the end of the list first.
    for (const p of demoProducts) {
      if (await slugExists(tx, 'product', p.slug)) continue;
      const [lengthCm, widthCm, heightCm] = p.size;
      const id = await insertProduct(tx, {
        slug: p.slug,
        name: p.name,
        description: p.description,
        price: p.price,
        weightG: p.weightG,
        lengthCm,
        widthCm,
        heightCm,
        minQuantity: p.minQuantity ?? 1,
        stock: p.variants ? 0 : p.stock,
        sold: p.variants ? 0 : p.sold,
      });
      for (const [position, v] of (p.variants ?? []).entries()) {
        await insertVariant(tx, {
          productId: id,
          name: v.name,
          price: v.price,
          stock: v.stock,
          sold: v.sold,
          position,
        });
      }
      const collection = await findCollection(tx, p.collection);
      if (collection) await addToCollection(tx, id, collection.id);
      const color = colorOf.get(p.collection) ?? '#2563eb';
      await insertImage(tx, { productId: id, position: 0, ...imageOf(productSvg(p.name, p.icon, color)) });
      added++;
    }
    for (const c of demoCoupons) {
      if (await findCoupon(tx, c.code)) continue;
      await insertCoupon(tx, {
        ...c,
        quota: null,
        perUserLimit: null,
        startsAt: null,
        endsAt: null,
        collectionId: null,
      });
    }
  });
  return added;
}
