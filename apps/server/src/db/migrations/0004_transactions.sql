-- Purchases of digital products (spec §3 Transaction, Postpaid bill; §4 transaction states) and the
-- notifications every state change creates.

CREATE TABLE transactions (
  id bigserial PRIMARY KEY,
  -- Our reference and the supplier's idempotency key (Digiflazz ref_id): re-sending it is the status check.
  ref_id text NOT NULL UNIQUE,
  user_id bigint NOT NULL REFERENCES users (id),
  kind text NOT NULL CHECK (kind IN ('prepaid', 'postpaid')),
  product_code text NOT NULL,
  product_name text NOT NULL,
  product_type text NOT NULL,
  brand text,
  supplier_sku text NOT NULL,
  destination text NOT NULL,
  customer_name text,
  nominal bigint,
  -- What the user pays us (the user's "buying price"), and what the supplier charges us.
  price bigint NOT NULL CHECK (price > 0),
  supplier_price bigint NOT NULL CHECK (supplier_price >= 0),
  -- The user's own mark-up for their customer's receipt (their "selling price" = price + markup).
  markup_price bigint NOT NULL DEFAULT 0 CHECK (markup_price >= 0),
  -- Konter's margin: price - supplier_price - upline cashback (negative = loss).
  margin bigint,
  discount bigint NOT NULL DEFAULT 0,
  loss bigint NOT NULL DEFAULT 0,
  serial_number text,
  order_number text,
  note text,
  payment_method text NOT NULL CHECK (payment_method IN ('deposit', 'loan', 'cashback')),
  pg_service_fee bigint NOT NULL DEFAULT 0,
  payment_status text NOT NULL DEFAULT 'paid',
  status text NOT NULL CHECK (status IN ('processing', 'success', 'failed', 'expired', 'canceled', 'inquiry',
    'unprocessed', 'returned', 'blocked')),
  failed_reason text,
  hold_id bigint,
  start_balance bigint,
  end_balance bigint,
  supplier_status text,
  supplier_rc text,
  supplier_message text,
  bill jsonb,
  -- The referring master agent and the cashback they earn on this sale (spec §6 master agents).
  upline_user_id bigint REFERENCES users (id),
  upline_cashback bigint NOT NULL DEFAULT 0 CHECK (upline_cashback >= 0),
  attempts integer NOT NULL DEFAULT 0,
  next_check_at timestamptz,
  idempotency_key text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  settled_at timestamptz,
  CHECK ((status IN ('processing', 'inquiry')) = (settled_at IS NULL))
);
CREATE UNIQUE INDEX transactions_order_number_key ON transactions (user_id, order_number) WHERE order_number IS NOT NULL;
CREATE UNIQUE INDEX transactions_idempotency_key ON transactions (user_id, idempotency_key) WHERE idempotency_key IS NOT NULL;
CREATE INDEX transactions_due_idx ON transactions (next_check_at) WHERE status = 'processing';
CREATE INDEX transactions_user_idx ON transactions (user_id, created_at DESC);
CREATE INDEX transactions_same_number_idx ON transactions (user_id, destination, product_code, created_at DESC);

-- Supplier callbacks as received, for the audit trail and to make repeated deliveries harmless.
CREATE TABLE supplier_callbacks (
  id bigserial PRIMARY KEY,
  ref_id text,
  event text,
  body text NOT NULL,
  signature_ok boolean NOT NULL,
  outcome text,
  received_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX supplier_callbacks_ref_idx ON supplier_callbacks (ref_id);

-- Notifications (spec Notification: id, title, date, is_read, status 0 none, 1 success, 2 failed).
CREATE TABLE notifications (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  type text NOT NULL DEFAULT 'transaction',
  title text NOT NULL,
  body text,
  status smallint NOT NULL DEFAULT 0 CHECK (status IN (0, 1, 2)),
  data jsonb,
  is_read boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX notifications_user_idx ON notifications (user_id, created_at DESC);

-- Upline cashback earned on a downline's purchase, credited to the cashback wallet the next day.
CREATE TABLE cashback_accruals (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  transaction_id bigint NOT NULL REFERENCES transactions (id),
  amount bigint NOT NULL CHECK (amount > 0),
  credit_on date NOT NULL,
  credited_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (transaction_id, user_id)
);
CREATE INDEX cashback_accruals_due_idx ON cashback_accruals (credit_on) WHERE credited_at IS NULL;
