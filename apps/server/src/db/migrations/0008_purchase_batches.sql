-- Batched purchases (bench/purchase/README.md, ADR 0006): many purchases placed, and many supplier
-- answers settled, per statement. Every balance change still goes through ledger_hold,
-- ledger_resolve_hold and ledger_transfer with its idempotency key; what is shared is the statement,
-- its commit and the round trip.

-- 1. Holds return their outcome directly. ledger_hold_result rebuilt it with three joined look-ups
-- of movements the function had just made; the replay paths (nothing moved) still use it.

CREATE OR REPLACE FUNCTION ledger_hold(
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
  RETURN ROW(v_hold_id, 'pending', p_amount, 0::bigint, 0::bigint, t.debit_balance_after, NULL::bigint,
             false)::ledger_hold_outcome;
END $$;

CREATE OR REPLACE FUNCTION ledger_resolve_hold(p_hold_id bigint, p_post boolean, p_credit bigint,
                                               p_amount bigint, p_key text)
RETURNS ledger_hold_outcome LANGUAGE plpgsql AS $$
DECLARE
  h ledger_holds;
  v_escrow bigint;
  t ledger_transfer_outcome;
  v_credit_after bigint;
  v_source_after bigint;
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
    v_credit_after := t.credit_balance_after;
  END IF;
  IF h.posted_amount < h.amount THEN
    t := ledger_transfer('hold:' || h.id || ':release', v_escrow, h.source_account_id,
                         h.amount - h.posted_amount, h.kind, h.reference, h.meta, h.id, 'release');
    IF t.replayed THEN
      RAISE EXCEPTION 'release key of hold % already used', h.id USING ERRCODE = 'KL003';
    END IF;
    v_source_after := t.credit_balance_after;
  ELSE
    -- Posted in full: the source's last movement of this hold is still its placement.
    SELECT e.balance_after INTO v_source_after
      FROM ledger_transfers pt
      JOIN ledger_entries e ON e.transfer_id = pt.id AND e.account_id = pt.debit_account_id
     WHERE pt.hold_id = h.id AND pt.hold_phase = 'place';
  END IF;
  RETURN ROW(h.id, h.state, h.amount, h.posted_amount, h.amount - h.posted_amount, v_source_after,
             v_credit_after, false)::ledger_hold_outcome;
END $$;

-- 2. Account references as JSON, for movements described as data: {"code": "revenue"} or
-- {"user_id": 12, "kind": "deposit"}. NULL when there is no such account (the functions say KL002).
CREATE FUNCTION ledger_account_id(p_ref jsonb) RETURNS bigint LANGUAGE plpgsql STABLE AS $$
BEGIN
  IF p_ref ? 'code' THEN
    RETURN (SELECT id FROM ledger_accounts WHERE code = p_ref->>'code');
  END IF;
  RETURN (SELECT id FROM ledger_accounts WHERE user_id = (p_ref->>'user_id')::bigint AND kind = p_ref->>'kind');
END $$;

-- Locks the given accounts in id order (the order every ledger function locks in), one index
-- look-up each: a batch takes all its locks up front, so two batches cannot deadlock.
CREATE FUNCTION ledger_lock_accounts(p_ids bigint[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM ledger_accounts WHERE id = ANY (p_ids) ORDER BY id FOR NO KEY UPDATE;
END $$;

-- 3. Movements of many holds in one call (the settlement of many purchases). p_items is an array of
-- {"ord": n, "hold_id": h, "ops": [op, …]}, an op one of
--   {"op": "post", "credit": ref, "amount": n?, "key": k?}     ledger_resolve_hold(h, post)
--   {"op": "void"}                                              ledger_resolve_hold(h, void)
--   {"op": "transfer", "key": k, "debit": ref, "credit": ref, "amount": n, "kind": s,
--    "reference": s?, "meta": {…}?}                             ledger_transfer
-- Every account the batch touches is locked first, once, in id order, so that batches running
-- concurrently cannot deadlock however their items are ordered (each function locks in id order
-- only the accounts of its own movement). Ops run in item order, each item's in its order. A
-- failure (a resolved hold posted with another key, …) raises and undoes the whole statement, as
-- the single-item functions do. Returns the ord of every item done.
CREATE FUNCTION ledger_apply_batch(p_items jsonb) RETURNS TABLE (ord int) LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  it record;
  op jsonb;
  v_escrow bigint := (SELECT id FROM ledger_accounts WHERE code = 'holds');
  v_ids bigint[] := ARRAY[v_escrow];
  h ledger_hold_outcome;
  t ledger_transfer_outcome;
BEGIN
  IF p_items IS NULL OR jsonb_array_length(p_items) = 0 THEN
    RETURN;
  END IF;
  FOR it IN SELECT (x->>'hold_id')::bigint AS hold_id, x->'ops' AS ops FROM jsonb_array_elements(p_items) x LOOP
    FOR op IN SELECT value FROM jsonb_array_elements(it.ops) LOOP
      IF op ? 'credit' THEN v_ids := v_ids || ledger_account_id(op->'credit'); END IF;
      IF op ? 'debit' THEN v_ids := v_ids || ledger_account_id(op->'debit'); END IF;
      -- a void, or a post of part of it, also credits the hold's source
      IF op->>'op' = 'void' OR (op->>'op' = 'post' AND op ? 'amount') THEN
        v_ids := v_ids || (SELECT source_account_id FROM ledger_holds WHERE id = it.hold_id);
      END IF;
    END LOOP;
  END LOOP;
  PERFORM ledger_lock_accounts(v_ids);

  FOR it IN SELECT (x->>'ord')::int AS ord, (x->>'hold_id')::bigint AS hold_id, x->'ops' AS ops
              FROM jsonb_array_elements(p_items) WITH ORDINALITY AS e(x, n) ORDER BY e.n
  LOOP
    FOR op IN SELECT value FROM jsonb_array_elements(it.ops) LOOP
      CASE op->>'op'
        WHEN 'post' THEN
          h := ledger_resolve_hold(it.hold_id, true, ledger_account_id(op->'credit'), (op->>'amount')::bigint,
                                   op->>'key');
        WHEN 'void' THEN
          h := ledger_resolve_hold(it.hold_id, false, NULL, NULL, NULL);
        WHEN 'transfer' THEN
          t := ledger_transfer(op->>'key', ledger_account_id(op->'debit'), ledger_account_id(op->'credit'),
                               (op->>'amount')::bigint, op->>'kind', op->>'reference', op->'meta');
        ELSE
          RAISE EXCEPTION 'unknown ledger op %', op->>'op' USING ERRCODE = 'KL005';
      END CASE;
    END LOOP;
    ord := it.ord;
    RETURN NEXT;
  END LOOP;
END $$;

-- 4. Placing many purchases' holds in one call, each succeeding or failing on its own, in the
-- order given, with the checks the single statement gets from its errors (insertWithHold):
--   'insufficient'         the source's balance does not cover the amount (what KL001 says alone);
--   'account_not_found'    the source account does not exist (KL002);
--   'order_number_taken'   a committed purchase, or an earlier one placed in this batch, has the
--   'idempotency_key_taken'  same (user, order number) / (user, idempotency key) (what the unique
--                          indexes say alone; a concurrent statement's uncommitted row is still
--                          caught by them, and the caller then runs the items one by one);
--   'replayed'             the hold key was already used (nothing moved);
--   'ok'                   ledger_hold placed it: hold_id and the source's balance after.
-- p_items: [{"hold": {"key", "source": ref, "amount", "kind", "reference"?, "meta"?}, "row": {…}}]
-- where row is the transaction row to insert (user_id, order_number and idempotency_key are read
-- here); the caller's statement inserts the rows of the 'ok' items (bench/purchase, ADR 0006).
-- The escrow and every source are locked first, in id order: no deadlock with other batches, and
-- the balance read before each hold is the one ledger_hold's guarded debit then sees.
CREATE TYPE purchase_placement AS (ord int, outcome text, hold_id bigint, balance_after bigint, item jsonb);

CREATE FUNCTION purchase_place_batch(p_items jsonb) RETURNS SETOF purchase_placement
LANGUAGE plpgsql AS $$
DECLARE
  it record;
  r purchase_placement;
  h ledger_hold_outcome;
  v_escrow bigint := (SELECT id FROM ledger_accounts WHERE code = 'holds');
  v_user bigint;
  v_amount bigint;
  v_order text;
  v_idem text;
  v_orders text[] := '{}';
  v_idems text[] := '{}';
  v_sources bigint[];
BEGIN
  SELECT array_agg(ledger_account_id(e.x->'hold'->'source') ORDER BY e.n) INTO v_sources
    FROM jsonb_array_elements(p_items) WITH ORDINALITY AS e(x, n);
  PERFORM ledger_lock_accounts(v_escrow || v_sources);

  FOR it IN SELECT e.n::int AS ord, e.x AS item, v_sources[e.n] AS source
              FROM jsonb_array_elements(p_items) WITH ORDINALITY AS e(x, n) ORDER BY e.n
  LOOP
    r := ROW(it.ord, NULL, NULL, NULL, it.item);
    v_user := (it.item->'row'->>'user_id')::bigint;
    v_amount := (it.item->'hold'->>'amount')::bigint;
    v_order := it.item->'row'->>'order_number';
    v_idem := it.item->'row'->>'idempotency_key';
    IF it.source IS NULL THEN
      r.outcome := 'account_not_found';
    ELSIF NOT EXISTS (SELECT 1 FROM ledger_accounts
                       WHERE id = it.source AND (balance >= v_amount OR allow_negative)) THEN
      r.outcome := 'insufficient';
    ELSIF v_order IS NOT NULL AND (v_user || ':' || v_order = ANY (v_orders) OR EXISTS (
            SELECT 1 FROM transactions WHERE user_id = v_user AND order_number = v_order)) THEN
      r.outcome := 'order_number_taken';
    ELSIF v_idem IS NOT NULL AND (v_user || ':' || v_idem = ANY (v_idems) OR EXISTS (
            SELECT 1 FROM transactions WHERE user_id = v_user AND idempotency_key = v_idem)) THEN
      r.outcome := 'idempotency_key_taken';
    ELSE
      h := ledger_hold(it.item->'hold'->>'key', it.source, v_amount, it.item->'hold'->>'kind',
                       it.item->'hold'->>'reference', it.item->'hold'->'meta');
      IF h.replayed THEN
        r.outcome := 'replayed';
      ELSE
        r.outcome := 'ok';
        r.hold_id := h.hold_id;
        r.balance_after := h.source_balance_after;
        IF v_order IS NOT NULL THEN v_orders := v_orders || (v_user || ':' || v_order); END IF;
        IF v_idem IS NOT NULL THEN v_idems := v_idems || (v_user || ':' || v_idem); END IF;
      END IF;
    END IF;
    RETURN NEXT r;
  END LOOP;
END $$;

-- 5. The purchases of a settlement batch that are still processing (with a hold), locked FOR UPDATE
-- in ref_id order (two batches naming the same purchases cannot deadlock), one unique-index look-up
-- each whatever the table's statistics say, for the caller's guarded UPDATE in the same statement:
-- a row another statement is settling right now is waited for and then, no longer processing, left
-- out. (A join of the batch against transactions may otherwise be planned over the partial index of
-- processing rows, which holds every settled row's dead entry until the next vacuum.)
CREATE FUNCTION purchase_lock_processing(p_refs text[]) RETURNS TABLE (id bigint, ref_id text)
LANGUAGE plpgsql ROWS 16 AS $$
#variable_conflict use_column
DECLARE
  v_ref text;
  v_id bigint;
BEGIN
  FOR v_ref IN SELECT DISTINCT r FROM unnest(p_refs) AS u(r) ORDER BY r LOOP
    SELECT t.id INTO v_id FROM transactions t
     WHERE t.ref_id = v_ref AND t.status = 'processing' AND t.hold_id IS NOT NULL
       FOR UPDATE;
    IF FOUND THEN
      id := v_id;
      ref_id := v_ref;
      RETURN NEXT;
    END IF;
  END LOOP;
END $$;
