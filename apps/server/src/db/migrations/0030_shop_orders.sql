-- The shop's orders (issue 15; features/shop checkout.*, order*.*, public-checkout.*). Money in rupiah
-- (bigint), weights in grams.
--
-- An order is created by the checkout in one transaction with its stock reservation (products' or
-- variants' `reserved` += q), its coupon use and the cart lines it bought. States:
--   waiting_payment → pending (paid) → processed → shipped (receipt_number) → done
--   waiting_payment | pending | processed → cancelled (cancel_source: buyer, operator, expired)
-- Every state change is a guarded UPDATE (… WHERE status IN (…)) in the same transaction as its
-- effects, so each effect happens once whatever races it:
--   - paid from the deposit (or a member's gateway payment credited to the deposit): a ledger hold of
--     the total on the buyer's deposit (key shop:<code>:hold) — posted to revenue on ship, voided on
--     cancel (the money back once);
--   - a visitor's gateway payment: gateway → revenue on payment; a cancelled one is refunded outside
--     Konter and recorded (refund_reference, revenue → gateway) once;
--   - ship: reserved → sold (stock −= q, reserved −= q, sold += q); cancel/expiry: reserved −= q.
CREATE TABLE shop_orders (
  id bigserial PRIMARY KEY,
  -- SHP + 12 capitals/digits: the checkout's `link` and the gateway's order id.
  code text NOT NULL UNIQUE CHECK (code ~ '^SHP[0-9A-Z]{12}$'),
  -- The member who bought; NULL for a visitor's one-page checkout (buyer_* then say who).
  user_id bigint REFERENCES users (id),
  buyer_name text NOT NULL,
  buyer_phone text NOT NULL,
  buyer_email text,
  status text NOT NULL DEFAULT 'waiting_payment'
    CHECK (status IN ('waiting_payment', 'pending', 'processed', 'shipped', 'done', 'cancelled')),
  -- The member's address book entry it was sent to (soft-deleted addresses keep their row).
  address_id bigint REFERENCES addresses (id),
  -- The address as it was at checkout: name, phone, province, city, district, sub_district,
  -- postal_code, detail, favorite_label, region_id.
  address jsonb NOT NULL CHECK (jsonb_typeof(address) = 'object'),
  courier text NOT NULL,
  courier_name text NOT NULL,
  service text NOT NULL,
  service_name text NOT NULL,
  weight_g integer NOT NULL CHECK (weight_g > 0),
  subtotal bigint NOT NULL CHECK (subtotal > 0),
  shipping_fee bigint NOT NULL CHECK (shipping_fee >= 0),
  discount bigint NOT NULL DEFAULT 0 CHECK (discount >= 0),
  -- What the buyer pays: subtotal + shipping − discount (the gateway fee, when the buyer pays it, is
  -- payment_fee on top).
  total bigint NOT NULL CHECK (total > 0),
  payment_fee bigint NOT NULL DEFAULT 0 CHECK (payment_fee >= 0),
  coupon_id bigint REFERENCES shop_coupons (id),
  coupon_code text,
  notes text CHECK (length(notes) <= 200),
  -- deposit | a gateway method code (midtrans:qris, …); NULL until the buyer chooses.
  payment_method text,
  payment_url text,
  payment_ref text,
  -- The deposit hold of a member's paid order (posted on ship, voided on cancel).
  hold_id bigint REFERENCES ledger_holds (id),
  -- The courier booking (createOrder) and its waybill, or the receipt number the operator typed.
  provider_order_id text,
  receipt_number text,
  cancel_reason text,
  cancel_source text CHECK (cancel_source IN ('buyer', 'operator', 'expired')),
  refund_reference text,
  expires_at timestamptz NOT NULL,
  paid_at timestamptz,
  processed_at timestamptz,
  shipped_at timestamptz,
  done_at timestamptz,
  cancelled_at timestamptz,
  refunded_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (total = subtotal + shipping_fee - discount),
  CHECK ((status = 'cancelled') = (cancelled_at IS NOT NULL)),
  CHECK (user_id IS NOT NULL OR payment_method IS NULL OR payment_method <> 'deposit')
);
CREATE INDEX shop_orders_user ON shop_orders (user_id, created_at DESC, id DESC) WHERE user_id IS NOT NULL;
CREATE INDEX shop_orders_status ON shop_orders (status, created_at DESC);
-- The expiry job's look-up.
CREATE INDEX shop_orders_waiting ON shop_orders (expires_at) WHERE status = 'waiting_payment';
CREATE INDEX shop_orders_provider_order ON shop_orders (provider_order_id) WHERE provider_order_id IS NOT NULL;

-- What was bought, as it was at checkout (price, names, weight).
CREATE TABLE shop_order_items (
  id bigserial PRIMARY KEY,
  order_id bigint NOT NULL REFERENCES shop_orders (id) ON DELETE CASCADE,
  product_id bigint NOT NULL REFERENCES shop_products (id),
  variant_id bigint REFERENCES shop_product_variants (id),
  slug text NOT NULL,
  name text NOT NULL,
  variant_name text,
  image text,
  price bigint NOT NULL CHECK (price > 0),
  quantity integer NOT NULL CHECK (quantity > 0),
  weight_g integer NOT NULL CHECK (weight_g > 0),
  notes text
);
CREATE INDEX shop_order_items_order ON shop_order_items (order_id);

-- The order's timeline: one row per state it entered.
CREATE TABLE shop_order_events (
  id bigserial PRIMARY KEY,
  order_id bigint NOT NULL REFERENCES shop_orders (id) ON DELETE CASCADE,
  status text NOT NULL,
  note text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX shop_order_events_order ON shop_order_events (order_id, id);

-- A visitor's cart of the one-page checkout (POST shop/public/make-cart): kept a day.
CREATE TABLE shop_public_carts (
  id text PRIMARY KEY CHECK (id ~ '^[0-9a-z]{20}$'),
  items jsonb NOT NULL CHECK (jsonb_typeof(items) = 'array'),
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
CREATE INDEX shop_public_carts_expiry ON shop_public_carts (expires_at);

ALTER TABLE shop_coupon_uses
  ADD CONSTRAINT shop_coupon_uses_order_fk FOREIGN KEY (order_id) REFERENCES shop_orders (id);
