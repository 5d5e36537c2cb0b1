import { defineMessages } from './define.js';

/** Error answers of the shop's catalogue, cart and coupons (keys are unique across areas; see index.ts). */
export const shopMessages = defineMessages({
  shop_product_not_found: {
    status: 404,
    en: 'product not found',
    id: 'Produk tidak ditemukan.',
    zh: '未找到商品。',
  },
  shop_collection_not_found: {
    status: 404,
    en: 'Collection not found',
    id: 'Koleksi tidak ditemukan.',
    zh: '未找到商品系列。',
  },
  shop_image_not_found: {
    status: 404,
    en: 'Image not found',
    id: 'Gambar tidak ditemukan.',
    zh: '未找到图片。',
  },
  shop_cart_item_not_found: {
    status: 404,
    en: 'This item is no longer in your cart',
    id: 'Barang ini sudah tidak ada di keranjang Anda.',
    zh: '该商品已不在您的购物车中。',
  },
  shop_variant_required: {
    status: 422,
    en: 'Choose a variant of this product',
    id: 'Pilih varian produk ini.',
    zh: '请选择该商品的规格。',
  },
  shop_variant_not_found: {
    status: 422,
    en: 'This variant is not available',
    id: 'Varian ini tidak tersedia.',
    zh: '该规格不可用。',
  },
  shop_cart_min_quantity: {
    status: 422,
    en: 'The minimum order for this product is {{min}}',
    id: 'Minimal pembelian produk ini {{min}} barang.',
    zh: '该商品最少购买 {{min}} 件。',
  },
  shop_cart_stock_limit: {
    status: 422,
    en: 'cart stock limit exceeded: {{available}} available',
    id: 'Jumlah melebihi stok: tersedia {{available}} barang.',
    zh: '超出库存：仅剩 {{available}} 件。',
  },
  shop_cart_quantity_max: {
    status: 422,
    en: 'At most {{max}} of one item per order',
    id: 'Maksimal {{max}} barang yang sama per pesanan.',
    zh: '同一商品每单最多 {{max}} 件。',
  },
  shop_add_to_cart_failed: {
    status: 422,
    en: 'add to cart failed',
    id: 'Gagal menambahkan ke keranjang.',
    zh: '加入购物车失败。',
  },
  shop_cart_empty: {
    status: 422,
    en: 'Your cart is empty',
    id: 'Keranjang Anda masih kosong.',
    zh: '您的购物车是空的。',
  },
  shop_coupon_unknown: {
    status: 422,
    en: 'Unknown coupon code',
    id: 'Kode kupon tidak dikenal.',
    zh: '优惠码不存在。',
  },
  shop_coupon_inactive: {
    status: 422,
    en: 'This coupon is no longer active',
    id: 'Kupon ini sudah tidak berlaku.',
    zh: '该优惠券已停用。',
  },
  shop_coupon_not_started: {
    status: 422,
    en: 'This coupon can be used from {{starts_at}}',
    id: 'Kupon ini baru bisa dipakai mulai {{starts_at}}.',
    zh: '该优惠券自 {{starts_at}} 起可用。',
  },
  shop_coupon_expired: {
    status: 422,
    en: 'This coupon has expired',
    id: 'Masa berlaku kupon ini sudah habis.',
    zh: '该优惠券已过期。',
  },
  shop_coupon_quota_used: {
    status: 422,
    en: 'This coupon has been used up',
    id: 'Kuota kupon ini sudah habis.',
    zh: '该优惠券已被领完。',
  },
  shop_coupon_user_limit: {
    status: 422,
    en: 'You have already used this coupon {{limit}} times',
    id: 'Anda sudah memakai kupon ini {{limit}} kali.',
    zh: '您已使用该优惠券 {{limit}} 次。',
  },
  shop_coupon_min_subtotal: {
    status: 422,
    en: 'This coupon needs a subtotal of at least {{min}}',
    id: 'Kupon ini berlaku untuk belanja minimal {{min}}.',
    zh: '该优惠券需订单小计至少 {{min}}。',
  },
  shop_coupon_not_applicable: {
    status: 422,
    en: 'This coupon is not for the products in your cart',
    id: 'Kupon ini tidak berlaku untuk produk di keranjang Anda.',
    zh: '该优惠券不适用于您购物车中的商品。',
  },
  // Operator CLI (shop.admin-catalog.ts).
  shop_slug_taken: {
    status: 409,
    en: 'The slug {{slug}} is already used',
    id: 'Slug {{slug}} sudah dipakai.',
    zh: '别名 {{slug}} 已被使用。',
  },
  shop_coupon_code_taken: {
    status: 409,
    en: 'The coupon code {{code}} already exists',
    id: 'Kode kupon {{code}} sudah ada.',
    zh: '优惠码 {{code}} 已存在。',
  },
  shop_coupon_not_found: {
    status: 404,
    en: 'Coupon not found',
    id: 'Kupon tidak ditemukan.',
    zh: '未找到优惠券。',
  },
  shop_stock_below_reserved: {
    status: 409,
    en: 'Stock cannot go below the {{reserved}} units held by unpaid orders',
    id: 'Stok tidak boleh kurang dari {{reserved}} barang yang ditahan pesanan belum dibayar.',
    zh: '库存不能低于未付款订单占用的 {{reserved}} 件。',
  },
  shop_stock_has_variants: {
    status: 422,
    en: 'This product has variants: change the stock of a variant (its id)',
    id: 'Produk ini punya varian: ubah stok variannya (pakai id varian).',
    zh: '该商品有规格：请修改规格的库存（使用规格 id）。',
  },
  // A product's pictures and collections (the console's product form and the CLI).
  shop_image_invalid: {
    status: 422,
    en: 'Choose a JPG, PNG or WebP image',
    id: 'Pilih gambar JPG, PNG, atau WebP.',
    zh: '请选择 JPG、PNG 或 WebP 图片。',
  },
  shop_image_too_large: {
    status: 422,
    en: 'The image may be at most {{max_mb}} MB',
    id: 'Ukuran gambar maksimal {{max_mb}} MB.',
    zh: '图片最大 {{max_mb}} MB。',
  },
  shop_product_images_full: {
    status: 422,
    en: 'A product has at most {{max}} images: remove one first',
    id: 'Satu produk paling banyak {{max}} gambar: hapus salah satu dulu.',
    zh: '每个商品最多 {{max}} 张图片：请先删除一张。',
  },
  shop_product_collection_unknown: {
    status: 422,
    en: 'One of the chosen collections does not exist (any more)',
    id: 'Salah satu koleksi yang dipilih tidak ada (lagi).',
    zh: '所选系列中有一个（已）不存在。',
  },
});

/** The shop's catalogue sends no notifications (orders do: messages/shop-order.ts). */
export const shopNotices = defineMessages({});
