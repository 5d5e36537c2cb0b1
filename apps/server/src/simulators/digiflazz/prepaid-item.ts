// One prepaid price-list item in Digiflazz's wire shape (protocols.md "Supplier"), and the helpers
// the catalogue files (prepaid-catalog-*.ts) build their items with.

export interface PrepaidProduct {
  product_name: string;
  category: string;
  brand: string;
  type: string;
  seller_name: string;
  price: number;
  buyer_sku_code: string;
  buyer_product_status: boolean;
  seller_product_status: boolean;
  unlimited_stock: boolean;
  stock: number;
  multi: boolean;
  start_cut_off: string;
  end_cut_off: string;
  desc: string;
}

/** Digiflazz writes "no cut-off" as 0:0 – 0:0. */
export const NO_CUT_OFF = { start_cut_off: '0:0', end_cut_off: '0:0' };
/** Operators' nightly maintenance window, when sellers refuse top-ups. */
export const NIGHT_CUT_OFF = { start_cut_off: '23:45', end_cut_off: '0:15' };
export type CutOff = typeof NO_CUT_OFF;

/** Rupiah as written in product names: 5.000, 1.000.000. */
export const rp = (n: number) => n.toLocaleString('id-ID');

export function item(
  p: Pick<
    PrepaidProduct,
    'product_name' | 'category' | 'brand' | 'seller_name' | 'price' | 'buyer_sku_code'
  > &
    Partial<PrepaidProduct>,
): PrepaidProduct {
  return {
    type: 'Umum',
    buyer_product_status: true,
    seller_product_status: true,
    unlimited_stock: true,
    stock: 0,
    multi: true,
    desc: '-',
    ...NO_CUT_OFF,
    ...p,
  };
}

/** The operators' cut-off: XL and Axis sellers stop during the nightly maintenance window. */
export const operatorCutOff = (brand: string): Partial<PrepaidProduct> =>
  brand === 'XL' || brand === 'AXIS' ? NIGHT_CUT_OFF : {};
