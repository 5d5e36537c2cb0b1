-- The member's address book and their own settings kept on the server (spec §3: shop order and
-- shipment addresses; receipt settings; spec §2: account settings "addresses, receipt settings").
--
-- addresses: the places a member sends from or to (the shop checkout and the courier sender and
-- recipient forms take them from here). Deleting is soft (deleted_at), so an order that named an
-- address keeps its row. Exactly one open address per member is the primary one: the partial unique
-- index refuses a second, and the service moves the mark in one transaction (old one off, then new
-- one on) under a per-member lock, which also bounds the count (20, checked by the service).
CREATE TABLE addresses (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  -- How the member calls it ("Rumah", "Toko"); spec: favorite_label.
  favorite_label text,
  -- The recipient (or sender) at this address and their mobile number (08…, normalised).
  name text NOT NULL,
  phone text NOT NULL,
  province text NOT NULL,
  city text NOT NULL,
  district text NOT NULL,
  sub_district text NOT NULL,
  postal_code text NOT NULL CHECK (postal_code ~ '^[0-9]{5}$'),
  -- Street, number, RT/RW, building.
  detail text NOT NULL,
  note text,
  latitude double precision CHECK (latitude BETWEEN -90 AND 90),
  longitude double precision CHECK (longitude BETWEEN -180 AND 180),
  is_primary boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz,
  CHECK ((latitude IS NULL) = (longitude IS NULL)),
  -- A deleted address is never the primary one.
  CHECK (NOT (is_primary AND deleted_at IS NOT NULL))
);
CREATE UNIQUE INDEX addresses_primary_key ON addresses (user_id) WHERE is_primary AND deleted_at IS NULL;
CREATE INDEX addresses_user_idx ON addresses (user_id) WHERE deleted_at IS NULL;

-- A member's own settings by key (`receipt`: the receipt's print settings and the shop's header,
-- logo included). The value is checked by the key's zod schema (packages/core/src/contracts/
-- user-settings.ts) before it is written; an unknown key is refused there. A missing row means
-- the defaults.
CREATE TABLE user_settings (
  user_id bigint NOT NULL REFERENCES users (id),
  key text NOT NULL,
  value jsonb NOT NULL CHECK (jsonb_typeof(value) = 'object'),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, key)
);
