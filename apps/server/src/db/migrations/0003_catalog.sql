-- Product catalogue synced from the supplier's price lists (spec §1 products, §2 route groups, §3
-- catalog lists, §4 promo stock, §5 product rules). Types are packages/core/src/catalog.ts.

CREATE TABLE products (
  id bigserial PRIMARY KEY,
  -- What users buy by and transactions record. Starts as the supplier's SKU; an operator may rename
  -- it, so the sync matches rows on supplier_sku and never touches code.
  code text NOT NULL UNIQUE,
  supplier_sku text NOT NULL UNIQUE,
  name text NOT NULL,
  type text NOT NULL CHECK (type IN ('pulsa', 'data', 'electricity', 'games', 'voucher', 'starterPacks',
    'aktivasi-voucher', 'emoney', 'smstel', 'validityPackage', 'international', 'tv', 'pertagas',
    'topupByExcel', 'esim', 'sendMoney')),
  brand text NOT NULL,
  brand_code text NOT NULL,
  supplier_category text NOT NULL,
  seller text NOT NULL DEFAULT '',
  -- Rupiah face value when the product has one (Telkomsel 5.000 → 5000), else null.
  nominal bigint CHECK (nominal > 0),
  buying_price bigint NOT NULL CHECK (buying_price >= 0),
  -- Selling price per account level (category 1 member, 2 agent, 3 master); visitors pay the member price.
  price_member bigint NOT NULL CHECK (price_member >= 0),
  price_agent bigint NOT NULL CHECK (price_agent >= 0),
  price_master bigint NOT NULL CHECK (price_master >= 0),
  -- auto: buying price + price_markups, re-priced by every sync; manual: prices set by the operator.
  price_mode text NOT NULL DEFAULT 'auto' CHECK (price_mode IN ('auto', 'manual')),
  -- A manual product whose buying price rose above a selling price is not sold until re-priced.
  price_adjustment boolean NOT NULL DEFAULT false,
  -- False when the supplier marks the buyer or seller status false, or the SKU left the list.
  active boolean NOT NULL DEFAULT true,
  delisted_at timestamptz,
  -- The supplier's daily cut-off window, HH:MM Asia/Jakarta; null when there is none.
  cut_off_start text,
  cut_off_end text,
  multi boolean NOT NULL DEFAULT true,
  -- The seller's stock when limited; null means unlimited.
  supplier_stock integer CHECK (supplier_stock >= 0),
  description text NOT NULL DEFAULT '',
  promo boolean NOT NULL DEFAULT false,
  promo_stock integer CHECK (promo_stock >= 0),
  sold_qty integer NOT NULL DEFAULT 0 CHECK (sold_qty >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (price_adjustment OR (price_member >= buying_price AND price_agent >= buying_price AND price_master >= buying_price)),
  CHECK ((cut_off_start IS NULL) = (cut_off_end IS NULL)),
  CHECK (NOT promo OR (promo_stock IS NOT NULL AND sold_qty <= promo_stock)),
  CHECK (delisted_at IS NULL OR NOT active)
);
CREATE INDEX products_listed_idx ON products (type, brand_code) WHERE delisted_at IS NULL;

-- Postpaid billers from the supplier's `pasca` list; the bill amount comes from the inquiry.
CREATE TABLE postpaid_products (
  id bigserial PRIMARY KEY,
  code text NOT NULL UNIQUE,
  supplier_sku text NOT NULL UNIQUE,
  name text NOT NULL,
  type text NOT NULL CHECK (type IN ('tv', 'finance', 'pdam', 'hp', 'pbb', 'gas', 'electricity', 'bpjs',
    'internet', 'esamsat', 'tselomni', 'kirim-uang', 'indosat4u', 'tricuanmax', 'xlcuanku', 'byupromo')),
  brand text NOT NULL,
  brand_code text NOT NULL,
  supplier_category text NOT NULL,
  seller text NOT NULL DEFAULT '',
  -- Per bill sheet: the admin fee the customer pays, and the supplier's commission to us.
  admin_fee bigint NOT NULL CHECK (admin_fee >= 0),
  commission bigint NOT NULL CHECK (commission >= 0),
  active boolean NOT NULL DEFAULT true,
  delisted_at timestamptz,
  description text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (delisted_at IS NULL OR NOT active)
);
CREATE INDEX postpaid_products_listed_idx ON postpaid_products (type) WHERE delisted_at IS NULL;

-- Markup over the buying price per prepaid type and account level, optionally per buying-price band
-- (the band with the highest min_buying that contains the price wins; none → markup 0).
CREATE TABLE price_markups (
  type text NOT NULL CHECK (type IN ('pulsa', 'data', 'electricity', 'games', 'voucher', 'starterPacks',
    'aktivasi-voucher', 'emoney', 'smstel', 'validityPackage', 'international', 'tv', 'pertagas',
    'topupByExcel', 'esim', 'sendMoney')),
  level smallint NOT NULL CHECK (level IN (1, 2, 3)),
  min_buying bigint NOT NULL DEFAULT 0 CHECK (min_buying >= 0),
  -- Spec §5: the minimum is not above the maximum; null means no upper bound.
  max_buying bigint CHECK (max_buying >= min_buying),
  markup bigint NOT NULL CHECK (markup >= 0),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (type, level, min_buying)
);

-- Defaults: member pays most, master least. Cheap operator products carry a flat margin; games,
-- vouchers and foreign top-ups range widely in price, so their margin grows with it.
INSERT INTO price_markups (type, level, min_buying, markup)
SELECT d.type, l.level, d.min_buying, l.markup
FROM (VALUES
  ('pulsa', 0, 2000, 1000, 500),
  ('data', 0, 2000, 1000, 500),
  ('smstel', 0, 2000, 1000, 500),
  ('validityPackage', 0, 2000, 1000, 500),
  ('starterPacks', 0, 2000, 1000, 500),
  ('aktivasi-voucher', 0, 2000, 1000, 500),
  ('topupByExcel', 0, 2000, 1000, 500),
  ('electricity', 0, 2500, 1500, 1000),
  ('pertagas', 0, 2500, 1500, 1000),
  ('emoney', 0, 1500, 1000, 500),
  ('sendMoney', 0, 3000, 2000, 1000),
  ('games', 0, 1500, 1000, 500),
  ('games', 50000, 3000, 2000, 1000),
  ('games', 200000, 7500, 5000, 2500),
  ('voucher', 0, 1500, 1000, 500),
  ('voucher', 50000, 3000, 2000, 1000),
  ('voucher', 200000, 7500, 5000, 2500),
  ('international', 0, 3000, 2000, 1000),
  ('international', 100000, 6000, 4000, 2000),
  ('tv', 0, 2000, 1000, 500),
  ('tv', 100000, 5000, 3000, 1500),
  ('esim', 0, 3000, 2000, 1000),
  ('esim', 100000, 6000, 4000, 2000)
) AS d (type, min_buying, member, agent, master)
CROSS JOIN LATERAL (VALUES (1, d.member), (2, d.agent), (3, d.master)) AS l (level, markup);
