-- Multi-courier shipping (issue 16; features/shipping). Money in rupiah (bigint), weights in grams,
-- dimensions in cm.
--
-- A shipment is created pending with a ledger hold of total_cost on the member's deposit (key
-- mlo:<code>:hold) in one transaction, then booked at the courier aggregator (reference_id = code):
--   pending → success (booked: awb, provider_order_id) | failed (refused: hold voided)
--   success → cancel (before pickup: hold voided) | failed (courier failure before pickup: voided)
--           | return (the parcel came back: the money stays charged)
-- When the courier picks the parcel up the hold is posted to the `courier` system account (what
-- we owe the aggregator) and a drop-point agent's cashback is credited (revenue → cashback, key
-- mlo:<code>:cashback). A price change after pickup is a transfer deposit ↔ courier keyed
-- mlo:<code>:adjust:<price>. Every state change is a guarded UPDATE in the same transaction as its
-- ledger movement, so the money moves once whatever races it.
INSERT INTO ledger_accounts (kind, code, allow_negative) VALUES ('system', 'courier', true)
  ON CONFLICT (code) DO NOTHING;

CREATE TABLE courier_manifests (
  id bigserial PRIMARY KEY,
  code text NOT NULL UNIQUE,
  user_id bigint NOT NULL REFERENCES users (id),
  -- The courier's path name (sicepat, jne-express, …).
  courier text NOT NULL,
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'closed')),
  opened_at timestamptz NOT NULL DEFAULT now(),
  closed_at timestamptz
);
-- At most one open manifest per member and courier.
CREATE UNIQUE INDEX courier_manifests_one_open ON courier_manifests (user_id, courier) WHERE status = 'open';
CREATE INDEX courier_manifests_user ON courier_manifests (user_id, courier, opened_at DESC);

CREATE TABLE shipments (
  id bigserial PRIMARY KEY,
  -- The ref_id: MC + yymmdd + 8 capitals/digits; the provider's reference_id.
  code text NOT NULL UNIQUE,
  user_id bigint NOT NULL REFERENCES users (id),
  courier text NOT NULL,
  courier_code text NOT NULL,
  service_code text NOT NULL,
  service_name text NOT NULL,
  -- name, phone, address, sub_district, district, city, province, country, postal_code, note,
  -- favorite_label, area_id.
  sender jsonb NOT NULL CHECK (jsonb_typeof(sender) = 'object'),
  recipient jsonb NOT NULL CHECK (jsonb_typeof(recipient) = 'object'),
  item_type text NOT NULL CHECK (item_type IN ('document', 'package')),
  commodity_type text,
  item_content text NOT NULL,
  item_weight integer NOT NULL CHECK (item_weight > 0),
  item_value bigint NOT NULL DEFAULT 0 CHECK (item_value >= 0),
  item_length integer NOT NULL CHECK (item_length > 0),
  item_width integer NOT NULL CHECK (item_width > 0),
  item_height integer NOT NULL CHECK (item_height > 0),
  insurance boolean NOT NULL DEFAULT false,
  shipping_fee bigint NOT NULL CHECK (shipping_fee >= 0),
  shipping_tax bigint NOT NULL DEFAULT 0 CHECK (shipping_tax >= 0),
  insurance_fee bigint NOT NULL DEFAULT 0 CHECK (insurance_fee >= 0),
  insurance_tax bigint NOT NULL DEFAULT 0 CHECK (insurance_tax >= 0),
  total_cost bigint NOT NULL CHECK (total_cost > 0),
  -- What the ledger holds or posted now (total_cost ± price adjustments after pickup).
  charged bigint NOT NULL CHECK (charged >= 0),
  -- The provider's price `charged` reflects (shipping_fee at first); a different remote price after
  -- pickup is an adjustment. price_due: a remote price whose adjustment the deposit could not cover yet.
  provider_price bigint NOT NULL,
  price_due bigint,
  agent_cashback bigint NOT NULL DEFAULT 0 CHECK (agent_cashback >= 0),
  start_balance bigint NOT NULL,
  end_balance bigint NOT NULL,
  provider_order_id text,
  awb text,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'success', 'failed', 'cancel', 'return')),
  shipping_status text CHECK (shipping_status IN ('waiting-for-pickup', 'in-transit', 'out-for-delivery',
    'delivered', 'return-initiated', 'cancelled', 'failed', 'returned')),
  -- The provider's last status word (confirmed, picked, …).
  provider_status text,
  hold_id bigint REFERENCES ledger_holds (id),
  manifest_id bigint REFERENCES courier_manifests (id),
  cancel_reason text,
  failure_reason text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  picked_at timestamptz,
  delivered_at timestamptz,
  -- When the reconcile job last re-read it from the provider.
  synced_at timestamptz
);
CREATE INDEX shipments_user_created ON shipments (user_id, created_at DESC);
CREATE INDEX shipments_provider_order ON shipments (provider_order_id) WHERE provider_order_id IS NOT NULL;
CREATE INDEX shipments_awb ON shipments (awb) WHERE awb IS NOT NULL;
CREATE INDEX shipments_manifest ON shipments (manifest_id) WHERE manifest_id IS NOT NULL;
-- The reconcile job's scan: shipments the courier may still change.
CREATE INDEX shipments_open ON shipments (synced_at NULLS FIRST)
  WHERE status IN ('pending', 'success') OR price_due IS NOT NULL;

CREATE TABLE shipment_events (
  id bigserial PRIMARY KEY,
  shipment_id bigint NOT NULL REFERENCES shipments (id),
  at timestamptz NOT NULL DEFAULT now(),
  -- The provider's status word, or ours (created, booked, cancelled, adjusted, adjust_pending …).
  provider_status text NOT NULL,
  shipping_status text,
  note text,
  -- One row per provider history entry (status + time) or per our own event key: replays add nothing.
  dedupe_key text NOT NULL,
  UNIQUE (shipment_id, dedupe_key)
);
CREATE INDEX shipment_events_shipment ON shipment_events (shipment_id, at, id);

-- The agent's saved senders and recipients (spec mlo/customer-address).
CREATE TABLE shipping_contacts (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  kind text NOT NULL CHECK (kind IN ('sender', 'recipient')),
  name text NOT NULL,
  phone text NOT NULL,
  address text NOT NULL,
  sub_district text NOT NULL,
  district text NOT NULL,
  city text NOT NULL,
  province text NOT NULL,
  country text NOT NULL DEFAULT 'Indonesia',
  postal_code text NOT NULL,
  note text,
  favorite_label text,
  area_id text,
  last_used_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, kind, phone, address)
);
CREATE INDEX shipping_contacts_user ON shipping_contacts (user_id, kind, last_used_at DESC);

-- Sicepat's two-step create: booking_order stores a priced draft for 15 minutes, confirm_order
-- creates the shipment from it (once: consumed_at).
CREATE TABLE shipping_bookings (
  id text PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  courier text NOT NULL,
  request jsonb NOT NULL,
  quote jsonb NOT NULL,
  expires_at timestamptz NOT NULL,
  consumed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX shipping_bookings_user ON shipping_bookings (user_id, created_at DESC);
