-- POS MLO: postal shipments of agents with the pos_mlo permission (issue 16 part 3; features/postal).
-- Money in rupiah (bigint), weights in grams, dimensions in cm. The operator speaks Konter's own
-- postal protocol (docs/postal-protocol.md).
--
-- A shipment is created pending with a ledger hold of total_cost on the agent's deposit (key
-- pos:<code>:hold) in one transaction, then booked at the postal operator (reference = code):
--   pending → success (booked: awb) | failed (refused: hold voided)
--   success → cancel (before the post office accepted it: hold voided)
-- When the post office accepts the parcel (SPK confirm, or the operator's accepted / later status)
-- the hold is posted to the `courier` system account (what we owe the carriers, migration 0031):
-- paid_at is set by the same guarded UPDATE … WHERE paid_at IS NULL, so the money moves once.
-- An international parcel (ipos) that is not documents carries a CN23 customs declaration.

CREATE TABLE postal_manifests (
  id bigserial PRIMARY KEY,
  -- MP + 10 capitals/digits.
  code text NOT NULL UNIQUE,
  user_id bigint NOT NULL REFERENCES users (id),
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'closed')),
  -- The operator's manifest number and the SPK (pickup work order) it issued at close.
  provider_number text,
  spk_number text,
  opened_at timestamptz NOT NULL DEFAULT now(),
  closed_at timestamptz
);
CREATE UNIQUE INDEX postal_manifests_one_open ON postal_manifests (user_id) WHERE status = 'open';
CREATE INDEX postal_manifests_user ON postal_manifests (user_id, opened_at DESC);

CREATE TABLE postal_cn23 (
  id bigserial PRIMARY KEY,
  -- CN + 10 capitals/digits (ours); provider_number is the operator's once submitted.
  code text NOT NULL UNIQUE,
  user_id bigint NOT NULL REFERENCES users (id),
  status text NOT NULL DEFAULT 'draft'
    CHECK (status IN ('draft', 'submitted', 'cleared', 'held', 'cancelled')),
  country text NOT NULL CHECK (country IN ('BD', 'CN', 'MY', 'SG', 'TH', 'VN', 'PH')),
  category text NOT NULL
    CHECK (category IN ('gift', 'documents', 'commercial_sample', 'returned_goods', 'sale_of_goods', 'other')),
  currency text NOT NULL,
  sender jsonb NOT NULL CHECK (jsonb_typeof(sender) = 'object'),
  recipient jsonb NOT NULL CHECK (jsonb_typeof(recipient) = 'object'),
  -- [{description, quantity, net_weight_g, value, hs_code, origin_country}]
  items jsonb NOT NULL CHECK (jsonb_typeof(items) = 'array'),
  total_value numeric(18, 2) NOT NULL CHECK (total_value > 0),
  total_weight_g integer NOT NULL CHECK (total_weight_g > 0),
  -- The tax estimate at filing (cn23TaxEstimate of packages/core contracts/postal.ts).
  tax jsonb NOT NULL,
  awb text,
  shipment_id bigint,
  provider_number text,
  explanation text,
  created_at timestamptz NOT NULL DEFAULT now(),
  submitted_at timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX postal_cn23_user ON postal_cn23 (user_id, created_at DESC);
CREATE INDEX postal_cn23_awb ON postal_cn23 (awb) WHERE awb IS NOT NULL;

CREATE TABLE postal_shipments (
  id bigserial PRIMARY KEY,
  -- The ref_id: PS + 12 capitals/digits; the operator's `reference`.
  code text NOT NULL UNIQUE CHECK (code ~ '^PS[0-9A-Z]{12}$'),
  user_id bigint NOT NULL REFERENCES users (id),
  type text NOT NULL CHECK (type IN ('nipos', 'ipos')),
  -- ISO 3166-1 alpha-2 of the destination (ID for domestic).
  country text NOT NULL,
  service_code text NOT NULL,
  service_name text NOT NULL,
  -- name, phone, address, city, province, postal_code, email.
  sender jsonb NOT NULL CHECK (jsonb_typeof(sender) = 'object'),
  recipient jsonb NOT NULL CHECK (jsonb_typeof(recipient) = 'object'),
  item_type text NOT NULL CHECK (item_type IN ('document', 'package')),
  item_content text NOT NULL,
  weight_g integer NOT NULL CHECK (weight_g > 0),
  length_cm integer NOT NULL CHECK (length_cm > 0),
  width_cm integer NOT NULL CHECK (width_cm > 0),
  height_cm integer NOT NULL CHECK (height_cm > 0),
  item_value bigint NOT NULL DEFAULT 0 CHECK (item_value >= 0),
  insurance boolean NOT NULL DEFAULT false,
  shipping_fee bigint NOT NULL CHECK (shipping_fee >= 0),
  shipping_tax bigint NOT NULL DEFAULT 0 CHECK (shipping_tax >= 0),
  insurance_fee bigint NOT NULL DEFAULT 0 CHECK (insurance_fee >= 0),
  insurance_tax bigint NOT NULL DEFAULT 0 CHECK (insurance_tax >= 0),
  total_cost bigint NOT NULL CHECK (total_cost > 0),
  -- The deposit before and after the hold.
  start_balance bigint,
  end_balance bigint,
  hold_id bigint,
  awb text UNIQUE,
  provider_status text,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'success', 'failed', 'cancel')),
  shipping_status text CHECK (shipping_status IN ('waiting-for-pickup', 'in-transit', 'out-for-delivery',
    'delivered', 'return-initiated', 'cancelled', 'failed', 'returned')),
  cn23_id bigint REFERENCES postal_cn23 (id),
  manifest_id bigint REFERENCES postal_manifests (id),
  spk_number text,
  cancel_reason text,
  failure_reason text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  -- The hold was posted (the post office accepted the parcel).
  paid_at timestamptz,
  accepted_at timestamptz,
  delivered_at timestamptz
);
CREATE INDEX postal_shipments_user ON postal_shipments (user_id, created_at DESC);
CREATE INDEX postal_shipments_manifest ON postal_shipments (manifest_id) WHERE manifest_id IS NOT NULL;
CREATE INDEX postal_shipments_spk ON postal_shipments (spk_number) WHERE spk_number IS NOT NULL;

CREATE TABLE postal_events (
  id bigserial PRIMARY KEY,
  shipment_id bigint NOT NULL REFERENCES postal_shipments (id),
  at timestamptz NOT NULL,
  provider_status text NOT NULL,
  shipping_status text,
  location text,
  note text,
  UNIQUE (shipment_id, provider_status, at)
);
