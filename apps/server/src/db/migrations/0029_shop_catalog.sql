-- The shop's catalogue, cart and coupons (issue 15; features/shop catalog.*, cart.*, coupon.*).
-- Money in rupiah (bigint), weight in grams, dimensions in cm.
--
-- Stock: `stock` units on hand, `reserved` of them held by unpaid orders (the orders' checkout moves
-- it: reserve on checkout, release on expiry/cancel, and on payment stock and reserved go down and
-- sold up) on the row that holds the stock. Available = stock − reserved. A product with variants
-- keeps its stock and sold count on the variants (the product's own stock/reserved stay 0); the
-- product's sold number shown is its own plus its variants'.

CREATE TABLE shop_collections (
  id bigserial PRIMARY KEY,
  slug text NOT NULL UNIQUE CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
  description text NOT NULL DEFAULT '',
  position integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE shop_products (
  id bigserial PRIMARY KEY,
  slug text NOT NULL UNIQUE CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 150),
  description text NOT NULL DEFAULT '',
  price bigint NOT NULL CHECK (price > 0),
  weight_g integer NOT NULL CHECK (weight_g > 0),
  length_cm integer NOT NULL CHECK (length_cm > 0),
  width_cm integer NOT NULL CHECK (width_cm > 0),
  height_cm integer NOT NULL CHECK (height_cm > 0),
  min_quantity integer NOT NULL DEFAULT 1 CHECK (min_quantity >= 1),
  stock integer NOT NULL DEFAULT 0 CHECK (stock >= 0),
  reserved integer NOT NULL DEFAULT 0 CHECK (reserved >= 0 AND reserved <= stock),
  sold integer NOT NULL DEFAULT 0 CHECK (sold >= 0),
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX shop_products_latest ON shop_products (created_at DESC, id DESC) WHERE active;
CREATE INDEX shop_products_popular ON shop_products (sold DESC, id DESC) WHERE active;

CREATE TABLE shop_product_variants (
  id bigserial PRIMARY KEY,
  product_id bigint NOT NULL REFERENCES shop_products (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
  price bigint NOT NULL CHECK (price > 0),
  stock integer NOT NULL DEFAULT 0 CHECK (stock >= 0),
  reserved integer NOT NULL DEFAULT 0 CHECK (reserved >= 0 AND reserved <= stock),
  sold integer NOT NULL DEFAULT 0 CHECK (sold >= 0),
  position integer NOT NULL DEFAULT 0,
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (product_id, name)
);

CREATE TABLE shop_product_collections (
  product_id bigint NOT NULL REFERENCES shop_products (id) ON DELETE CASCADE,
  collection_id bigint NOT NULL REFERENCES shop_collections (id) ON DELETE CASCADE,
  PRIMARY KEY (product_id, collection_id)
);
CREATE INDEX shop_product_collections_collection ON shop_product_collections (collection_id);

-- Images of a product (position 0 is the main one) or of a collection, served by
-- GET /api/v1/shop/image/{id} with long cache headers and the etag (a hash of the bytes).
CREATE TABLE shop_images (
  id bigserial PRIMARY KEY,
  product_id bigint REFERENCES shop_products (id) ON DELETE CASCADE,
  collection_id bigint REFERENCES shop_collections (id) ON DELETE CASCADE,
  position integer NOT NULL DEFAULT 0,
  mime text NOT NULL CHECK (mime IN ('image/png', 'image/jpeg', 'image/webp', 'image/svg+xml')),
  data bytea NOT NULL,
  etag text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((product_id IS NULL) <> (collection_id IS NULL))
);
CREATE INDEX shop_images_product ON shop_images (product_id, position) WHERE product_id IS NOT NULL;
CREATE INDEX shop_images_collection ON shop_images (collection_id, position) WHERE collection_id IS NOT NULL;

-- A member's server cart: one line per product and variant.
CREATE TABLE shop_cart_items (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  product_id bigint NOT NULL REFERENCES shop_products (id) ON DELETE CASCADE,
  variant_id bigint REFERENCES shop_product_variants (id) ON DELETE CASCADE,
  quantity integer NOT NULL CHECK (quantity > 0),
  notes text CHECK (length(notes) <= 200),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX shop_cart_items_line ON shop_cart_items (user_id, product_id, variant_id)
  WHERE variant_id IS NOT NULL;
CREATE UNIQUE INDEX shop_cart_items_line_plain ON shop_cart_items (user_id, product_id)
  WHERE variant_id IS NULL;

-- Coupons: codes stored upper case (compared case-insensitively). percent: value 1..100 with an
-- optional max_discount; fixed: value in rupiah. quota NULL = unlimited; per_user_limit NULL =
-- unlimited; collection_id set = only for that collection's products.
CREATE TABLE shop_coupons (
  id bigserial PRIMARY KEY,
  code text NOT NULL UNIQUE CHECK (code ~ '^[A-Z0-9_-]{3,40}$'),
  kind text NOT NULL CHECK (kind IN ('fixed', 'percent')),
  value bigint NOT NULL CHECK (value > 0),
  max_discount bigint CHECK (max_discount > 0),
  min_subtotal bigint NOT NULL DEFAULT 0 CHECK (min_subtotal >= 0),
  quota integer CHECK (quota > 0),
  used integer NOT NULL DEFAULT 0 CHECK (used >= 0),
  per_user_limit integer CHECK (per_user_limit > 0),
  starts_at timestamptz,
  ends_at timestamptz,
  collection_id bigint REFERENCES shop_collections (id) ON DELETE SET NULL,
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (kind <> 'percent' OR value <= 100),
  CHECK (kind = 'percent' OR max_discount IS NULL),
  CHECK (quota IS NULL OR used <= quota),
  CHECK (starts_at IS NULL OR ends_at IS NULL OR starts_at < ends_at)
);

-- One row per order that took a coupon (inserted by the orders' checkout with recordCouponUse, in
-- the order's transaction; removed by releaseCouponUse when an unpaid order expires or is cancelled).
-- A visitor's use has no user_id but the buyer's phone (the per-user limit then counts by phone).
-- order_id refers to shop_orders (migration 0030 adds the foreign key).
CREATE TABLE shop_coupon_uses (
  id bigserial PRIMARY KEY,
  coupon_id bigint NOT NULL REFERENCES shop_coupons (id),
  user_id bigint REFERENCES users (id),
  buyer_phone text,
  order_id bigint NOT NULL UNIQUE,
  discount bigint NOT NULL CHECK (discount >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (user_id IS NOT NULL OR buyer_phone IS NOT NULL)
);
CREATE INDEX shop_coupon_uses_user ON shop_coupon_uses (coupon_id, user_id) WHERE user_id IS NOT NULL;
CREATE INDEX shop_coupon_uses_phone ON shop_coupon_uses (coupon_id, buyer_phone) WHERE buyer_phone IS NOT NULL;
