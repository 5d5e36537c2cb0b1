-- The console's Reports (issue 18): the ledger check's runs, and what the money report reads by time.

-- Each run of the ledger invariant check from the console: when, how long, what it found, who ran it.
-- The page shows the last one; the audit log has the run as an action (`ledger.check`).
CREATE TABLE ledger_check_runs (
  id bigserial PRIMARY KEY,
  started_at timestamptz NOT NULL,
  duration_ms integer NOT NULL CHECK (duration_ms >= 0),
  ok boolean NOT NULL,
  violations jsonb NOT NULL DEFAULT '[]',
  staff_id bigint REFERENCES staff (id),
  actor text NOT NULL,
  CHECK (ok = (jsonb_array_length(violations) = 0))
);

-- The money report reads member-to-member transfers and bank payouts of affiliates by time (purchases
-- and credited top-ups have theirs since 0037). BRIN: transfers arrive in time order.
CREATE INDEX deposit_transfers_created_brin ON deposit_transfers USING brin (created_at);
CREATE INDEX affiliate_payouts_disbursed_idx ON affiliate_payouts (paid_at) WHERE status = 'disbursed';
