-- The H2H API (issue 17 part 1; features/h2h): Konter answering the Digiflazz buyer protocol.
--
-- A user with the h2h_api permission has one H2H username and two keys (production, development).
-- The protocol's sign is md5(username + key + x), which only the key's holder can compute, so the
-- key is stored recoverably: AES-256-GCM under a key derived from APP_SECRET (ADR 0019), with its
-- last 4 characters as a hint; it is shown once (creation, rotation, or the one reveal).
-- Requests are accepted only from the IPs an administrator whitelisted (CLI h2h:ip-add).
--
-- Production purchases are ordinary transactions (features/purchase) whose idempotency key is
-- `h2h:<ref_id>`; h2h_orders maps the reseller's ref_id to Konter's transaction. Every state change
-- of such a transaction lands in h2h_events (trigger below, same transaction as the change); the
-- h2h dispatcher turns each event into one webhook enqueue (features/webhooks-out) and marks it
-- processed in the same transaction. Developer-mode answers live in h2h_dev_transactions and move
-- no money; their state changes write h2h_events themselves.

CREATE TABLE h2h_accounts (
  user_id bigint PRIMARY KEY REFERENCES users (id),
  username text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE h2h_keys (
  user_id bigint NOT NULL REFERENCES h2h_accounts (user_id),
  kind text NOT NULL CHECK (kind IN ('production', 'development')),
  -- lib/crypto sealText (AES-256-GCM, key derived from APP_SECRET for `h2h-key:<user>:<kind>`).
  key_enc text NOT NULL,
  hint text NOT NULL,
  -- May still be shown once (false once a creation, rotation or reveal has shown it).
  revealable boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz,
  PRIMARY KEY (user_id, kind)
);

CREATE TABLE h2h_ips (
  user_id bigint NOT NULL REFERENCES users (id),
  ip text NOT NULL,
  note text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, ip)
);

-- The reseller's ref_id → Konter's transaction (prepaid and postpaid, production only).
CREATE TABLE h2h_orders (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  ref_id text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('prepaid', 'postpaid')),
  buyer_sku_code text NOT NULL,
  customer_no text NOT NULL,
  trx_ref_id text NOT NULL UNIQUE REFERENCES transactions (ref_id),
  cb_url text,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, ref_id)
);
CREATE INDEX h2h_orders_user_idx ON h2h_orders (user_id, created_at DESC);

-- Developer mode: the test numbers' answers, no money.
CREATE TABLE h2h_dev_transactions (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  ref_id text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('prepaid', 'postpaid')),
  buyer_sku_code text NOT NULL,
  customer_no text NOT NULL,
  -- Inquiry: a checked test bill, not paid yet (no callback until pay-pasca).
  status text NOT NULL CHECK (status IN ('Inquiry', 'Pending', 'Sukses', 'Gagal')),
  rc text NOT NULL,
  message text NOT NULL,
  sn text NOT NULL DEFAULT '',
  price bigint NOT NULL,
  -- A pending test answer's outcome and when the dispatcher resolves it (then calls back).
  final_status text CHECK (final_status IN ('Sukses', 'Gagal')),
  resolve_at timestamptz,
  bill jsonb,
  cb_url text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, ref_id)
);
CREATE INDEX h2h_dev_transactions_due_idx ON h2h_dev_transactions (resolve_at) WHERE status = 'Pending';

-- State changes waiting to become callbacks (one enqueue each).
CREATE TABLE h2h_events (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  source text NOT NULL CHECK (source IN ('production', 'development')),
  -- transactions.ref_id (production) or h2h_dev_transactions.id (development).
  subject text NOT NULL,
  event text NOT NULL CHECK (event IN ('create', 'update')),
  -- The state at the change (a later change must not rewrite an earlier callback).
  status text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  processed_at timestamptz
);
CREATE INDEX h2h_events_due_idx ON h2h_events (id) WHERE processed_at IS NULL;

-- A transaction of an H2H order changed state: its callback is owed. An H2H prepaid purchase is
-- known by its idempotency key (its order row is written right after the purchase returns, possibly
-- after a fast settlement); a postpaid bill by its order row (written after the inquiry, before pay).
-- The inquiry itself is no transaction of the protocol: paying it is the `create`.
CREATE FUNCTION h2h_transaction_event() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  ev text;
BEGIN
  IF NEW.status = 'inquiry' THEN
    RETURN NULL;
  END IF;
  -- An inquiry left unpaid (expired at the end of its day) was never a transaction of the protocol.
  IF TG_OP = 'UPDATE' AND OLD.status = 'inquiry' AND NEW.status IN ('expired', 'canceled') THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'INSERT' OR OLD.status = 'inquiry' THEN
    ev := 'create';
  ELSIF OLD.status IS DISTINCT FROM NEW.status THEN
    ev := 'update';
  ELSE
    RETURN NULL;
  END IF;
  IF (NEW.idempotency_key IS NOT NULL AND NEW.idempotency_key LIKE 'h2h:%')
     OR EXISTS (SELECT 1 FROM h2h_orders o WHERE o.trx_ref_id = NEW.ref_id) THEN
    INSERT INTO h2h_events (user_id, source, subject, event, status)
    VALUES (NEW.user_id, 'production', NEW.ref_id, ev, NEW.status);
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER transactions_h2h_event AFTER INSERT OR UPDATE OF status ON transactions
  FOR EACH ROW EXECUTE FUNCTION h2h_transaction_event();
