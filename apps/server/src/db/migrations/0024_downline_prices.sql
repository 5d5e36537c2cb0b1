-- Downlines and their prices (issue 14 §1; spec §5 "Custom price not lower than buying price …").
--
-- A master agent (users.category 3) sets the selling price of their downlines (users whose
-- referred_by is the master): per product type a markup in rupiah over the master's own price, or
-- per product a custom price (never below the master's own price: the rule is checked by the
-- service, and a product re-priced by the supplier is floored at purchase time — catalog/purchasable.ts).
-- The downline pays that price; the difference to the master's price is the upline cashback of the
-- transaction, credited to the master the next day by creditDueCashback (purchase/cashback.ts).
CREATE TABLE downline_type_prices (
  master_id bigint NOT NULL REFERENCES users (id),
  product_type text NOT NULL,
  markup bigint NOT NULL CHECK (markup >= 0),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (master_id, product_type)
);

CREATE TABLE downline_product_prices (
  master_id bigint NOT NULL REFERENCES users (id),
  product_id bigint NOT NULL REFERENCES products (id),
  price bigint NOT NULL CHECK (price >= 0),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (master_id, product_id)
);
