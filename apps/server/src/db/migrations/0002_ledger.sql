-- The money core: double-entry ledger with two-phase holds (docs: guide/architecture.md, "The money core").
-- Amounts are integer rupiah (bigint). Every movement is one immutable transfer with a unique
-- idempotency key and exactly two entries (debit -amount, credit +amount) carrying the balance after.
-- Errors raised by the functions use SQLSTATE class KL so the service can map them:
--   KL001 insufficient balance, KL002 account not found, KL003 idempotency key used by another
--   movement, KL004 hold not found, KL005 invalid request (amount, same account).

CREATE TABLE ledger_accounts (
  id bigserial PRIMARY KEY,
  user_id bigint REFERENCES users (id),
  kind text NOT NULL CHECK (kind IN ('deposit', 'cashback', 'loan', 'system')),
  code text UNIQUE,
  balance bigint NOT NULL DEFAULT 0,
  allow_negative boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, kind),
  -- A user account has an owner and no code; a system account has a code and no owner.
  CONSTRAINT ledger_accounts_owner CHECK (
    (kind = 'system') = (user_id IS NULL) AND (kind = 'system') = (code IS NOT NULL)
  ),
  CONSTRAINT ledger_accounts_user_not_negative CHECK (user_id IS NULL OR NOT allow_negative),
  -- The last line of defence behind the guarded debit.
  CONSTRAINT ledger_accounts_balance_floor CHECK (allow_negative OR balance >= 0)
) WITH (fillfactor = 50); -- room for HOT updates of the few very hot balance rows

-- No foreign keys point at ledger_accounts from the movement tables, on purpose: a foreign-key check
-- takes FOR KEY SHARE on the referenced row, and on a hot balance row being updated by a queue of
-- transfers that turns every lock into a growing MultiXact (measured: 250 vs 1,050 transfers/s on
-- one account at 32 connections, bench/ledger/README.md). Instead the functions below only write
-- account ids whose UPDATE ... RETURNING succeeded, accounts are never deleted (trigger below), and
-- checkLedgerInvariants reports any movement naming an unknown account.

CREATE TABLE ledger_holds (
  id bigserial PRIMARY KEY,
  key text NOT NULL UNIQUE,
  source_account_id bigint NOT NULL,
  amount bigint NOT NULL CHECK (amount > 0),
  kind text NOT NULL,
  reference text,
  meta jsonb,
  state text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'posted', 'voided')),
  credit_account_id bigint,
  posted_amount bigint NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  resolved_at timestamptz,
  CHECK (posted_amount >= 0 AND posted_amount <= amount),
  CHECK ((state = 'pending') = (resolved_at IS NULL)),
  CHECK (state = 'posted' OR (posted_amount = 0 AND credit_account_id IS NULL)),
  CHECK (state <> 'posted' OR (posted_amount > 0 AND credit_account_id IS NOT NULL))
);
CREATE INDEX ledger_holds_pending_idx ON ledger_holds (id) WHERE state = 'pending';
CREATE INDEX ledger_holds_source_idx ON ledger_holds (source_account_id, id);

CREATE TABLE ledger_transfers (
  id bigserial PRIMARY KEY,
  key text NOT NULL UNIQUE,
  debit_account_id bigint NOT NULL,
  credit_account_id bigint NOT NULL,
  amount bigint NOT NULL CHECK (amount > 0),
  kind text NOT NULL,
  reference text,
  meta jsonb,
  -- Movements of a hold: 'place' (source -> escrow), 'post' (escrow -> destination),
  -- 'release' (escrow -> source: the void / refund, or the unposted remainder).
  hold_id bigint REFERENCES ledger_holds (id),
  hold_phase text CHECK (hold_phase IN ('place', 'post', 'release')),
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (debit_account_id <> credit_account_id),
  CHECK ((hold_id IS NULL) = (hold_phase IS NULL))
);
-- At most one placement, one posting and one refund per hold, whatever the application does.
CREATE UNIQUE INDEX ledger_transfers_hold_phase_key ON ledger_transfers (hold_id, hold_phase)
  WHERE hold_id IS NOT NULL;

CREATE TABLE ledger_entries (
  id bigserial PRIMARY KEY,
  transfer_id bigint NOT NULL REFERENCES ledger_transfers (id),
  account_id bigint NOT NULL,
  amount bigint NOT NULL CHECK (amount <> 0),
  balance_after bigint NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
-- Entries of one account are inserted while its row is locked, so id order is balance order.
CREATE INDEX ledger_entries_account_idx ON ledger_entries (account_id, id);
CREATE INDEX ledger_entries_transfer_idx ON ledger_entries (transfer_id);

-- Money movements are rows, never edits: a correction is a new transfer.
CREATE FUNCTION ledger_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% on % refused: movements are immutable and accounts are never deleted',
    TG_OP, TG_TABLE_NAME USING ERRCODE = 'KL005';
END $$;
CREATE TRIGGER ledger_transfers_immutable BEFORE UPDATE OR DELETE ON ledger_transfers
  FOR EACH ROW EXECUTE FUNCTION ledger_immutable();
CREATE TRIGGER ledger_entries_immutable BEFORE UPDATE OR DELETE ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_immutable();
CREATE TRIGGER ledger_accounts_never_deleted BEFORE DELETE ON ledger_accounts
  FOR EACH ROW EXECUTE FUNCTION ledger_immutable();

-- System accounts may go negative (they mirror money outside Konter), except the escrow of holds,
-- whose balance must always equal the open amount of pending holds.
INSERT INTO ledger_accounts (kind, code, allow_negative) VALUES
  ('system', 'supplier', true),
  ('system', 'gateway:midtrans', true),
  ('system', 'gateway:xendit', true),
  ('system', 'gateway:bank_transfer', true),
  ('system', 'revenue', true),
  ('system', 'fees', true),
  ('system', 'cashback_expense', true),
  ('system', 'loan_pool', true),
  ('system', 'holds', false);

CREATE TYPE ledger_transfer_outcome AS (
  transfer_id bigint,
  debit_balance_after bigint,
  credit_balance_after bigint,
  replayed boolean
);

-- The hot path: one statement, one round trip, READ COMMITTED. Idempotency first (a repeated key
-- returns the original outcome and moves nothing), then the guarded debit and the credit, touched
-- in account-id order so two opposite transfers between the same accounts cannot deadlock (with
-- debit-then-credit order, 71 of 100 concurrent A<->B transfers failed with 40P01 on PostgreSQL).
CREATE FUNCTION ledger_transfer(
  p_key text, p_debit bigint, p_credit bigint, p_amount bigint, p_kind text,
  p_reference text DEFAULT NULL, p_meta jsonb DEFAULT NULL,
  p_hold_id bigint DEFAULT NULL, p_hold_phase text DEFAULT NULL
) RETURNS ledger_transfer_outcome LANGUAGE plpgsql AS $$
DECLARE
  r ledger_transfer_outcome;
BEGIN
  IF p_debit IS NULL OR p_credit IS NULL THEN
    RAISE EXCEPTION 'ledger account not found' USING ERRCODE = 'KL002';
  END IF;
  IF p_amount IS NULL OR p_amount <= 0 THEN
    RAISE EXCEPTION 'amount must be positive' USING ERRCODE = 'KL005';
  END IF;
  IF p_debit = p_credit THEN
    RAISE EXCEPTION 'debit and credit are the same account' USING ERRCODE = 'KL005';
  END IF;

  -- A concurrent insert of the same key waits here for the first one to commit or roll back.
  INSERT INTO ledger_transfers (key, debit_account_id, credit_account_id, amount, kind, reference, meta,
                                hold_id, hold_phase)
  VALUES (p_key, p_debit, p_credit, p_amount, p_kind, p_reference, p_meta, p_hold_id, p_hold_phase)
  ON CONFLICT (key) DO NOTHING
  RETURNING id INTO r.transfer_id;

  IF r.transfer_id IS NULL THEN
    SELECT t.id, d.balance_after, c.balance_after, true
      INTO r.transfer_id, r.debit_balance_after, r.credit_balance_after, r.replayed
      FROM ledger_transfers t
      JOIN ledger_entries d ON d.transfer_id = t.id AND d.account_id = t.debit_account_id
      JOIN ledger_entries c ON c.transfer_id = t.id AND c.account_id = t.credit_account_id
     WHERE t.key = p_key;
    RETURN r;
  END IF;
  r.replayed := false;

  IF p_credit < p_debit THEN
    UPDATE ledger_accounts SET balance = balance + p_amount WHERE id = p_credit
      RETURNING balance INTO r.credit_balance_after;
  END IF;

  -- The guarded debit: under READ COMMITTED a concurrent update makes PostgreSQL re-check the
  -- WHERE clause against the newest row version, so the balance can never be overdrawn.
  UPDATE ledger_accounts SET balance = balance - p_amount
   WHERE id = p_debit AND (balance >= p_amount OR allow_negative)
   RETURNING balance INTO r.debit_balance_after;
  IF NOT FOUND THEN
    IF NOT EXISTS (SELECT 1 FROM ledger_accounts WHERE id = p_debit) THEN
      RAISE EXCEPTION 'ledger account not found' USING ERRCODE = 'KL002';
    END IF;
    RAISE EXCEPTION 'insufficient balance' USING ERRCODE = 'KL001';
  END IF;

  IF p_credit > p_debit THEN
    UPDATE ledger_accounts SET balance = balance + p_amount WHERE id = p_credit
      RETURNING balance INTO r.credit_balance_after;
  END IF;
  IF r.credit_balance_after IS NULL THEN
    RAISE EXCEPTION 'ledger account not found' USING ERRCODE = 'KL002';
  END IF;

  INSERT INTO ledger_entries (transfer_id, account_id, amount, balance_after) VALUES
    (r.transfer_id, p_debit, -p_amount, r.debit_balance_after),
    (r.transfer_id, p_credit, p_amount, r.credit_balance_after);
  RETURN r;
END $$;

CREATE TYPE ledger_hold_outcome AS (
  hold_id bigint,
  state text,
  amount bigint,
  posted_amount bigint,
  released_amount bigint,
  -- the source's balance after this hold's latest movement on it (placement or release)
  source_balance_after bigint,
  -- the destination's balance after the posting, when posted
  credit_balance_after bigint,
  replayed boolean
);

CREATE FUNCTION ledger_hold_result(p_hold_id bigint, p_replayed boolean)
RETURNS ledger_hold_outcome LANGUAGE sql STABLE AS $$
  SELECT h.id, h.state, h.amount, h.posted_amount,
         CASE WHEN h.state = 'pending' THEN 0 ELSE h.amount - h.posted_amount END,
         coalesce(
           (SELECT e.balance_after FROM ledger_transfers t
              JOIN ledger_entries e ON e.transfer_id = t.id AND e.account_id = t.credit_account_id
             WHERE t.hold_id = h.id AND t.hold_phase = 'release'),
           (SELECT e.balance_after FROM ledger_transfers t
              JOIN ledger_entries e ON e.transfer_id = t.id AND e.account_id = t.debit_account_id
             WHERE t.hold_id = h.id AND t.hold_phase = 'place')),
         (SELECT e.balance_after FROM ledger_transfers t
            JOIN ledger_entries e ON e.transfer_id = t.id AND e.account_id = t.credit_account_id
           WHERE t.hold_id = h.id AND t.hold_phase = 'post'),
         p_replayed
    FROM ledger_holds h WHERE h.id = p_hold_id
$$;

-- Places a hold: source -> escrow, with the hold row; the hold key is also the placement
-- transfer's key, so one key has one effect across transfers and holds.
CREATE FUNCTION ledger_hold(
  p_key text, p_source bigint, p_amount bigint, p_kind text,
  p_reference text DEFAULT NULL, p_meta jsonb DEFAULT NULL
) RETURNS ledger_hold_outcome LANGUAGE plpgsql AS $$
DECLARE
  v_hold_id bigint;
  t ledger_transfer_outcome;
BEGIN
  IF p_source IS NULL THEN
    RAISE EXCEPTION 'ledger account not found' USING ERRCODE = 'KL002';
  END IF;
  IF p_amount IS NULL OR p_amount <= 0 THEN
    RAISE EXCEPTION 'amount must be positive' USING ERRCODE = 'KL005';
  END IF;
  INSERT INTO ledger_holds (key, source_account_id, amount, kind, reference, meta)
  VALUES (p_key, p_source, p_amount, p_kind, p_reference, p_meta)
  ON CONFLICT (key) DO NOTHING
  RETURNING id INTO v_hold_id;
  IF v_hold_id IS NULL THEN
    RETURN ledger_hold_result((SELECT id FROM ledger_holds WHERE key = p_key), true);
  END IF;
  t := ledger_transfer(p_key, p_source, (SELECT id FROM ledger_accounts WHERE code = 'holds'),
                       p_amount, p_kind, p_reference, p_meta, v_hold_id, 'place');
  IF t.replayed THEN
    RAISE EXCEPTION 'idempotency key % already used by a transfer', p_key USING ERRCODE = 'KL003';
  END IF;
  RETURN ledger_hold_result(v_hold_id, false);
END $$;

-- Resolves a pending hold exactly once: the state guard makes a second post/void (or a concurrent
-- one, which waits on the hold row and then re-checks) a replay that returns the first resolution.
CREATE FUNCTION ledger_resolve_hold(p_hold_id bigint, p_post boolean, p_credit bigint, p_amount bigint,
                                    p_key text)
RETURNS ledger_hold_outcome LANGUAGE plpgsql AS $$
DECLARE
  h ledger_holds;
  v_escrow bigint;
  t ledger_transfer_outcome;
BEGIN
  IF p_post AND p_credit IS NULL THEN
    RAISE EXCEPTION 'ledger account not found' USING ERRCODE = 'KL002';
  END IF;
  UPDATE ledger_holds
     SET state = CASE WHEN p_post THEN 'posted' ELSE 'voided' END,
         credit_account_id = CASE WHEN p_post THEN p_credit END,
         posted_amount = CASE WHEN p_post THEN coalesce(p_amount, amount) ELSE 0 END,
         resolved_at = now()
   WHERE id = p_hold_id AND state = 'pending'
         AND (NOT p_post OR coalesce(p_amount, amount) BETWEEN 1 AND amount)
  RETURNING * INTO h;
  IF NOT FOUND THEN
    SELECT * INTO h FROM ledger_holds WHERE id = p_hold_id;
    IF NOT FOUND THEN
      RAISE EXCEPTION 'hold % not found', p_hold_id USING ERRCODE = 'KL004';
    END IF;
    IF h.state = 'pending' THEN
      RAISE EXCEPTION 'posted amount must be between 1 and %', h.amount USING ERRCODE = 'KL005';
    END IF;
    RETURN ledger_hold_result(p_hold_id, true);
  END IF;

  v_escrow := (SELECT id FROM ledger_accounts WHERE code = 'holds');
  IF p_post AND h.posted_amount < h.amount THEN
    -- Two transfers touch three accounts: lock all three in id order first (deadlock freedom).
    PERFORM 1 FROM ledger_accounts WHERE id IN (v_escrow, p_credit, h.source_account_id)
      ORDER BY id FOR NO KEY UPDATE;
  END IF;
  IF p_post THEN
    t := ledger_transfer(coalesce(p_key, 'hold:' || h.id || ':post'), v_escrow, p_credit, h.posted_amount,
                         h.kind, h.reference, h.meta, h.id, 'post');
    IF t.replayed THEN
      RAISE EXCEPTION 'idempotency key % already used by a transfer', p_key USING ERRCODE = 'KL003';
    END IF;
  END IF;
  IF h.posted_amount < h.amount THEN
    t := ledger_transfer('hold:' || h.id || ':release', v_escrow, h.source_account_id,
                         h.amount - h.posted_amount, h.kind, h.reference, h.meta, h.id, 'release');
    IF t.replayed THEN
      RAISE EXCEPTION 'release key of hold % already used', h.id USING ERRCODE = 'KL003';
    END IF;
  END IF;
  RETURN ledger_hold_result(h.id, false);
END $$;
