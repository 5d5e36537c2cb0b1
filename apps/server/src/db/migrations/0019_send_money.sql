-- Send money (issue 13 §2; spec: "Send money and some products need prior verification or
-- customer-service approval", "account-name check (carries a fee; amount not shown)").
--
-- send_money_requests: a verified member asks for the `send_money` permission; an administrator
-- approves (the permission is added to users.permissions) or rejects it with a reason (admin CLI).
-- One pending request per member: the partial unique index refuses a second.
CREATE TABLE send_money_requests (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
  reason text,
  decided_at timestamptz,
  decided_by text,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((status = 'pending') = (decided_at IS NULL))
);
CREATE UNIQUE INDEX send_money_requests_pending_key ON send_money_requests (user_id) WHERE status = 'pending';
CREATE INDEX send_money_requests_user_idx ON send_money_requests (user_id, id DESC);

-- send_money_name_checks: the recipient's name of a (member, bank/e-wallet brand, destination) on a
-- Jakarta day, from the supplier's inquiry. The fee is taken once per row (ledger key
-- `send-money-check:<id>`), so a repeated check of the same account that day answers from here and
-- pays nothing; the unique key makes two concurrent first checks end in one row and one fee.
CREATE TABLE send_money_name_checks (
  id bigserial PRIMARY KEY,
  code text NOT NULL UNIQUE,
  user_id bigint NOT NULL REFERENCES users (id),
  brand_code text NOT NULL,
  destination text NOT NULL,
  day date NOT NULL,
  product_code text NOT NULL,
  supplier_sku text NOT NULL,
  name text NOT NULL,
  fee bigint NOT NULL CHECK (fee >= 0),
  ledger_transfer_id bigint,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, brand_code, destination, day)
);
