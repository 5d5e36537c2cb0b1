-- Downline debts recorded by a master agent (issue 14 §3 part 2, ADR 0017).
--
-- A master (users.category 3) records what a direct downline (users.referred_by = master) owes for
-- one source the master funded on credit: a successful transaction of the downline (prabayar /
-- pascabayar, source_id = transactions.id) or a deposit transfer the master sent them
-- (transfer_deposit, source_id = deposit_transfers.id). Recording moves no money. One record per
-- source. Collection raises `collected` (never above debt_value): the downline pays from the deposit
-- (a ledger transfer downline deposit → master deposit, key debt-pay:<code>) or the master confirms
-- cash received; both leave a downline_debt_payments row. A declared cash hand-over waits in
-- declared_amount until the master confirms it.
CREATE TABLE downline_debts (
  id bigserial PRIMARY KEY,
  master_id bigint NOT NULL REFERENCES users (id),
  downline_id bigint NOT NULL REFERENCES users (id),
  source text NOT NULL CHECK (source IN ('prabayar', 'pascabayar', 'transfer_deposit')),
  source_id bigint NOT NULL,
  ref_id text NOT NULL,
  source_at timestamptz NOT NULL,
  amount bigint NOT NULL CHECK (amount > 0),
  dp_value bigint NOT NULL CHECK (dp_value >= 0),
  debt_value bigint NOT NULL CHECK (debt_value > 0),
  collected bigint NOT NULL DEFAULT 0 CHECK (collected >= 0 AND collected <= debt_value),
  notes text CHECK (char_length(notes) <= 300),
  due_date date NOT NULL,
  declared_amount bigint CHECK (declared_amount > 0),
  declared_note text CHECK (char_length(declared_note) <= 300),
  declared_at timestamptz,
  settled_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (dp_value + debt_value = amount),
  CHECK (master_id <> downline_id)
);
CREATE UNIQUE INDEX downline_debts_source_key ON downline_debts (source, source_id);
CREATE INDEX downline_debts_master_idx ON downline_debts (master_id, source, created_at DESC);
CREATE INDEX downline_debts_downline_idx ON downline_debts (downline_id, created_at DESC);

CREATE TABLE downline_debt_payments (
  id bigserial PRIMARY KEY,
  code text NOT NULL UNIQUE,
  debt_id bigint NOT NULL REFERENCES downline_debts (id),
  kind text NOT NULL CHECK (kind IN ('deposit', 'cash')),
  amount bigint NOT NULL CHECK (amount > 0),
  collected_after bigint NOT NULL,
  ledger_transfer_id bigint REFERENCES ledger_transfers (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((kind = 'deposit') = (ledger_transfer_id IS NOT NULL))
);
CREATE INDEX downline_debt_payments_debt_idx ON downline_debt_payments (debt_id, id);
