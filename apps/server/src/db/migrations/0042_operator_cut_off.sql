-- Operator cut-off windows (issue 18, console Catalogue): catalogue staff set a product's daily
-- cut-off (HH:MM Asia/Jakarta, may span midnight). The price-list sync overwrites the supplier's
-- `cut_off_start`/`cut_off_end` and never writes these; a purchase and the member's product list use
-- the operator's window when set, else the supplier's (features/catalog/cut-off.ts). Both or neither;
-- an empty window (start = end) is refused.
ALTER TABLE products
  ADD COLUMN operator_cut_off_start text,
  ADD COLUMN operator_cut_off_end text,
  ADD CONSTRAINT products_operator_cut_off_pair
    CHECK ((operator_cut_off_start IS NULL) = (operator_cut_off_end IS NULL)),
  ADD CONSTRAINT products_operator_cut_off_times CHECK (
    operator_cut_off_start IS NULL
    OR (
      operator_cut_off_start ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'
      AND operator_cut_off_end ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'
      AND operator_cut_off_start <> operator_cut_off_end
    )
  );
