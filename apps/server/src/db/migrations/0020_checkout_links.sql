-- One-page checkout (issue 13 §2, ADR 0016): a member's shareable link that sells one prepaid
-- product type of one operator (brand) to visitors at the member's own price plus the link's markup.
--
-- checkout_links: the member's links. `slug` is the last segment of /checkout/{type}/{operator}/{slug}
-- (url-safe, 8–10 characters, unique across all links). `markup` is whole rupiah added to the
-- member's own price of every product of the link (0 … 100 000, also checked by the service).
-- Removing a link is soft (deleted_at): its orders keep pointing at it.
CREATE TABLE checkout_links (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  slug text NOT NULL CHECK (slug ~ '^[a-z0-9]{8,10}$'),
  product_type text NOT NULL,
  operator text NOT NULL,
  markup bigint NOT NULL CHECK (markup >= 0 AND markup <= 100000),
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);
CREATE UNIQUE INDEX checkout_links_slug_key ON checkout_links (slug);
CREATE INDEX checkout_links_user_idx ON checkout_links (user_id) WHERE deleted_at IS NULL;

-- What the visitor pays before the gateway fee for a purchase sold through a link (the seller's
-- price + the link's markup); NULL for every other purchase. The gateway's amount is
-- customer_price + pg_service_fee; on payment (customer_price) is credited to the seller's
-- deposit and `price` held from there, so the markup stays in the seller's deposit.
ALTER TABLE transactions ADD COLUMN customer_price bigint;
ALTER TABLE transactions ADD CONSTRAINT transactions_customer_price_check
  CHECK (customer_price IS NULL OR customer_price >= price);

-- A visitor's order: the seller's transaction it made, the link it came through, and the hash
-- (sha256, hex) of the order's token — the visitor's only key to its status (GET
-- checkout/public/orders/{ref_id}?token=…). The token itself is never stored.
CREATE TABLE checkout_orders (
  transaction_id bigint PRIMARY KEY REFERENCES transactions (id),
  ref_id text NOT NULL UNIQUE,
  link_id bigint NOT NULL REFERENCES checkout_links (id),
  token_hash text NOT NULL CHECK (token_hash ~ '^[0-9a-f]{64}$'),
  markup bigint NOT NULL CHECK (markup >= 0),
  email text,
  phone text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX checkout_orders_link_idx ON checkout_orders (link_id);
