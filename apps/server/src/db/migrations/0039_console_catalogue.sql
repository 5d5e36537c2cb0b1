-- What the operations console's Catalogue page adds (issue 18): an operator may take a product off
-- sale (and put it back) apart from the supplier's own status. The price-list sync owns `active`
-- (the supplier's buyer and seller status) and overwrites it; this column is the operator's and the
-- sync never touches it. A product is sellable when both allow it.
ALTER TABLE products ADD COLUMN disabled_by_operator boolean NOT NULL DEFAULT false;
