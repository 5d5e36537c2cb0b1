-- The same-number daily rule (SAME_NUMBER_DAILY_LIMIT: the same product to the same number at
-- most n times a day) checked inside the batched placement, after the buyer's wallet is locked.
-- The service's read before placement gives the clear answer in the common case; two concurrent
-- purchases of one number could both pass it. Here each statement of the function takes a fresh
-- snapshot (READ COMMITTED, VOLATILE), so once ledger_lock_accounts holds the source account, a
-- placement committed by another batch on that account is counted; the ones placed earlier in this
-- batch are counted from v_same. ADR 0006.
--
-- The function of migration 0008, unchanged but for the new outcome:
--   'same_number_limit'    item->'same_number' = {"limit": n, "since": "<timestamptz>"} is given and
--                          n purchases of the row's (user_id, destination, product_code) created
--                          since then are unprocessed, processing or successful (committed, or
--                          placed earlier in this batch). Absent: no rule.
CREATE OR REPLACE FUNCTION purchase_place_batch(p_items jsonb) RETURNS SETOF purchase_placement
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
  v_same_rule jsonb;
  v_same_key text;
  v_same text[] := '{}';
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
    v_same_rule := it.item->'same_number';
    IF jsonb_typeof(v_same_rule) = 'object' THEN
      -- jsonb text arrays keep the three parts apart whatever characters they hold
      v_same_key := jsonb_build_array(v_user, it.item->'row'->>'destination',
                                      it.item->'row'->>'product_code')::text;
    ELSE
      v_same_rule := NULL;
      v_same_key := NULL;
    END IF;
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
    ELSIF v_same_rule IS NOT NULL AND (
            (SELECT count(*) FROM unnest(v_same) AS s(k) WHERE s.k = v_same_key)
            + (SELECT count(*) FROM transactions
                WHERE user_id = v_user
                  AND destination = it.item->'row'->>'destination'
                  AND product_code = it.item->'row'->>'product_code'
                  AND created_at >= (v_same_rule->>'since')::timestamptz
                  AND status IN ('unprocessed', 'processing', 'success'))
          ) >= (v_same_rule->>'limit')::bigint THEN
      r.outcome := 'same_number_limit';
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
        IF v_same_key IS NOT NULL THEN v_same := v_same || v_same_key; END IF;
      END IF;
    END IF;
    RETURN NEXT r;
  END LOOP;
END $$;
