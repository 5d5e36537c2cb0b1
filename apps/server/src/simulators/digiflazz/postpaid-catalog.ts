// Postpaid billers in Digiflazz's `cmd: pasca` price-list shape: admin fee and buyer commission per
// bill sheet (lembar), integer rupiah.

export interface PostpaidProduct {
  product_name: string;
  category: string;
  brand: string;
  seller_name: string;
  admin: number; // per bill sheet (lembar)
  commission: number; // per bill sheet, earned by the buyer
  buyer_sku_code: string;
  buyer_product_status: boolean;
  seller_product_status: boolean;
  desc: string;
}

function bill(
  p: Pick<
    PostpaidProduct,
    'product_name' | 'category' | 'brand' | 'admin' | 'commission' | 'buyer_sku_code'
  > &
    Partial<PostpaidProduct>,
): PostpaidProduct {
  return {
    seller_name: 'Loket Pembayaran Nusantara',
    buyer_product_status: true,
    seller_product_status: true,
    desc: '-',
    ...p,
  };
}

export const postpaidCatalog: PostpaidProduct[] = [
  bill({
    product_name: 'PLN Pascabayar',
    category: 'Pascabayar',
    brand: 'PLN PASCABAYAR',
    admin: 2_500,
    commission: 1_300,
    buyer_sku_code: 'pln',
    desc: 'Masukkan ID pelanggan 12 digit',
  }),
  ...(
    [
      ['pdambdg', 'PDAM Kota Bandung (Tirtawening)', 2_500, 900, true],
      ['pdamsby', 'PDAM Kota Surabaya (Surya Sembada)', 2_000, 800, true],
      ['pdamjkt', 'PAM Jaya DKI Jakarta', 2_500, 900, true],
      // A region whose biller link is down: listed but not payable.
      ['pdambgr', 'PDAM Kabupaten Bogor (Tirta Kahuripan)', 2_500, 900, false],
    ] as const
  ).map(([sku, name, admin, commission, active]) =>
    bill({
      product_name: name,
      category: 'PDAM',
      brand: 'PDAM',
      admin,
      commission,
      buyer_sku_code: sku,
      seller_product_status: active,
      desc: 'Masukkan nomor sambungan pelanggan',
    }),
  ),
  bill({
    product_name: 'BPJS Kesehatan',
    category: 'Pascabayar',
    brand: 'BPJS KESEHATAN',
    admin: 2_500,
    commission: 1_000,
    buyer_sku_code: 'bpjs',
    desc: 'Masukkan nomor Virtual Account keluarga (88888 + 11 digit)',
  }),
  bill({
    product_name: 'Telkom IndiHome',
    category: 'Internet Pascabayar',
    brand: 'INDIHOME',
    admin: 2_500,
    commission: 1_000,
    buyer_sku_code: 'indihome',
    desc: 'Masukkan nomor layanan IndiHome',
  }),
  bill({
    product_name: 'MNC Vision (Indovision)',
    category: 'TV Pascabayar',
    brand: 'MNC VISION',
    admin: 2_500,
    commission: 1_000,
    buyer_sku_code: 'tv-indovision',
    desc: 'Masukkan nomor pelanggan MNC Vision',
  }),
  bill({
    product_name: 'K-Vision',
    category: 'TV Pascabayar',
    brand: 'K-VISION',
    admin: 2_000,
    commission: 700,
    buyer_sku_code: 'k-vision',
    desc: 'Masukkan nomor chip ID K-Vision',
  }),
];
