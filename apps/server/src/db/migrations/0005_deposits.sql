-- Money into the deposit wallet and between wallets (spec §3 Deposit top-up, Deposit transfer,
-- Cashback redeem; calls §9.2, §9.3). Balances live in the ledger (0002); these tables are the
-- business records each ledger movement belongs to, keyed by the movement's idempotency key.

-- Payment notifications as received, once each (provider + its event key): the audit trail and the
-- guard that makes a repeated delivery change nothing. The bank-mutation webhook keys a delivery by
-- the SHA-256 of its signed body; gateways key it by their own event identity.
CREATE TABLE payment_events (
  id bigserial PRIMARY KEY,
  provider text NOT NULL CHECK (provider IN ('bank_mutation', 'midtrans', 'xendit')),
  event_key text NOT NULL CHECK (length(event_key) BETWEEN 1 AND 200),
  payload jsonb NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now(),
  processed_at timestamptz,
  outcome text,
  UNIQUE (provider, event_key)
);

CREATE TABLE deposit_topups (
  id bigserial PRIMARY KEY,
  code text NOT NULL UNIQUE CHECK (code ~ '^DEP[0-9]{1,30}$'),
  user_id bigint NOT NULL REFERENCES users (id),
  nominal bigint NOT NULL CHECK (nominal > 0 AND nominal % 1000 = 0),
  -- What the customer pays on top of the nominal: the gateway fee (when the customer bears it) plus
  -- our service fee. Not deposit: it goes to the fees account.
  fee bigint NOT NULL DEFAULT 0 CHECK (fee >= 0),
  service_fee bigint NOT NULL DEFAULT 0 CHECK (service_fee >= 0 AND service_fee <= fee),
  -- The 3-digit suffix of our own bank transfer that makes its total match one open request.
  unique_code integer CHECK (unique_code BETWEEN 1 AND 999),
  total bigint NOT NULL,
  method text NOT NULL,
  provider text NOT NULL CHECK (provider IN ('bank_transfer', 'midtrans', 'xendit')),
  -- Our receiving account at the time of the request (bank transfers only).
  bank text CHECK (bank IN ('bca', 'bri', 'bni', 'mandiri', 'permata')),
  bank_account_number text,
  bank_account_name text,
  provider_ref text,
  payment_url text,
  status text NOT NULL DEFAULT 'pending'
    CHECK (status IN ('pending', 'claimed', 'success', 'failed', 'expired', 'canceled')),
  holder_name text,
  expires_at timestamptz NOT NULL,
  -- The Jakarta day a bank transfer is credited on: the next day for requests after 21:30.
  credit_on date,
  -- The payment arrived (a bank transfer paid before its credit_on stays pending with paid_at set).
  paid_at timestamptz,
  credited_at timestamptz,
  credited_amount bigint CHECK (credited_amount > 0),
  ledger_transfer_id bigint,
  -- The manual claim: the user's note and stored proof, the administrator's decision.
  claim_note text,
  claim_proof text,
  claimed_at timestamptz,
  reviewed_by text,
  reviewed_at timestamptz,
  reject_reason text,
  failed_reason text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (total = nominal + fee + coalesce(unique_code, 0)),
  CHECK (method LIKE provider || ':%'),
  CHECK ((provider = 'bank_transfer') = (unique_code IS NOT NULL)),
  CHECK ((provider = 'bank_transfer') = (bank IS NOT NULL AND bank_account_number IS NOT NULL)),
  CHECK ((provider = 'bank_transfer') = (credit_on IS NOT NULL)),
  CHECK ((status = 'success') = (credited_at IS NOT NULL)),
  CHECK ((status = 'success') = (credited_amount IS NOT NULL AND ledger_transfer_id IS NOT NULL)),
  CHECK (status <> 'success' OR paid_at IS NOT NULL),
  CHECK (status <> 'claimed' OR (claimed_at IS NOT NULL AND claim_proof IS NOT NULL)),
  CHECK (reject_reason IS NULL OR status = 'failed')
);
-- An open bank-transfer request's total is unique per bank: that is what lets an incoming amount name
-- exactly one request. Paid, claimed, expired and finished requests free their total.
CREATE UNIQUE INDEX deposit_topups_open_total_key ON deposit_topups (bank, total)
  WHERE status = 'pending' AND paid_at IS NULL AND provider = 'bank_transfer';
CREATE UNIQUE INDEX deposit_topups_provider_ref_key ON deposit_topups (provider, provider_ref)
  WHERE provider_ref IS NOT NULL;
CREATE INDEX deposit_topups_user_idx ON deposit_topups (user_id, created_at DESC);
CREATE INDEX deposit_topups_expiry_idx ON deposit_topups (expires_at) WHERE status = 'pending' AND paid_at IS NULL;
CREATE INDEX deposit_topups_paid_idx ON deposit_topups (credit_on) WHERE status = 'pending' AND paid_at IS NOT NULL;
CREATE INDEX deposit_topups_claimed_idx ON deposit_topups (claimed_at) WHERE status = 'claimed';

-- Incoming and outgoing movements on our receiving bank accounts, as the mutation service reports
-- them: each once. A credit matching one open request's total credits it; the others wait as
-- `unmatched` for a manual claim, debits and foreign accounts are `ignored`.
CREATE TABLE bank_mutations (
  id bigserial PRIMARY KEY,
  provider text NOT NULL DEFAULT 'moota',
  mutation_id text NOT NULL CHECK (length(mutation_id) BETWEEN 1 AND 200),
  bank text CHECK (bank IN ('bca', 'bri', 'bni', 'mandiri', 'permata')),
  account_number text NOT NULL DEFAULT '',
  -- External data recorded as reported: a zero-rupiah line is kept (and ignored), never a negative one.
  amount bigint NOT NULL CHECK (amount >= 0),
  type text NOT NULL CHECK (type IN ('credit', 'debit')),
  description text NOT NULL DEFAULT '',
  occurred_at timestamptz NOT NULL,
  status text NOT NULL CHECK (status IN ('unmatched', 'matched', 'ignored')),
  topup_id bigint REFERENCES deposit_topups (id),
  note text,
  raw jsonb NOT NULL,
  payment_event_id bigint REFERENCES payment_events (id),
  received_at timestamptz NOT NULL DEFAULT now(),
  matched_at timestamptz,
  UNIQUE (provider, mutation_id),
  CHECK ((status = 'matched') = (topup_id IS NOT NULL AND matched_at IS NOT NULL)),
  CHECK (status <> 'matched' OR (type = 'credit' AND amount > 0))
);
-- One mutation pays one request.
CREATE UNIQUE INDEX bank_mutations_topup_key ON bank_mutations (topup_id) WHERE topup_id IS NOT NULL;
CREATE INDEX bank_mutations_unmatched_idx ON bank_mutations (bank, amount) WHERE status = 'unmatched';
CREATE INDEX bank_mutations_received_idx ON bank_mutations (received_at DESC);

CREATE TABLE deposit_transfers (
  id bigserial PRIMARY KEY,
  code text NOT NULL UNIQUE CHECK (code ~ '^TRF[0-9]{1,30}$'),
  sender_id bigint NOT NULL REFERENCES users (id),
  receiver_id bigint NOT NULL REFERENCES users (id),
  amount bigint NOT NULL CHECK (amount > 0 AND amount % 1000 = 0),
  note text CHECK (length(note) <= 200),
  ledger_transfer_id bigint NOT NULL UNIQUE,
  sender_balance_after bigint NOT NULL CHECK (sender_balance_after >= 0),
  receiver_balance_after bigint NOT NULL CHECK (receiver_balance_after >= amount),
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (sender_id <> receiver_id)
);
CREATE INDEX deposit_transfers_sender_idx ON deposit_transfers (sender_id, created_at DESC);
CREATE INDEX deposit_transfers_receiver_idx ON deposit_transfers (receiver_id, created_at DESC);

CREATE TABLE cashback_redeems (
  id bigserial PRIMARY KEY,
  code text NOT NULL UNIQUE CHECK (code ~ '^RDM[0-9]{1,30}$'),
  user_id bigint NOT NULL REFERENCES users (id),
  amount bigint NOT NULL CHECK (amount > 0),
  cashback_before bigint NOT NULL,
  cashback_after bigint NOT NULL CHECK (cashback_after >= 0),
  deposit_before bigint NOT NULL CHECK (deposit_before >= 0),
  deposit_after bigint NOT NULL,
  ledger_transfer_id bigint NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (cashback_after = cashback_before - amount AND deposit_after = deposit_before + amount)
);
CREATE INDEX cashback_redeems_user_idx ON cashback_redeems (user_id, created_at DESC);
