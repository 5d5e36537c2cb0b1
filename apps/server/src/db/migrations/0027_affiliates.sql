-- The affiliate (white-label) programme (issue 14 §5; spec: Affiliate — referral code with expiry,
-- identity attachment, bank name, account holder name, account number, commission; states not
-- registered, waiting for admin verification, verified; commission payment: awaiting payment, in
-- process, paid, disbursed, unpaid because below minimum).
--
-- One application per user (a rejected one is re-submitted in place). An administrator verifies it
-- (`npm run admin -- approve affiliate <id>`): the user's referral code is then an affiliate code
-- valid one year (code_expires_at); after that the code refers nobody (features/auth registration,
-- features/referral check). The identity document is kept in the database like the media images.
CREATE TABLE affiliates (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL UNIQUE REFERENCES users (id),
  status text NOT NULL CHECK (status IN ('waiting', 'verified', 'rejected')),
  id_image bytea NOT NULL,
  id_image_mime text NOT NULL CHECK (id_image_mime IN ('image/jpeg', 'image/png')),
  id_image_size integer NOT NULL CHECK (id_image_size > 0 AND id_image_size <= 8388608),
  bank_name text NOT NULL,
  account_holder text NOT NULL,
  account_number text NOT NULL CHECK (account_number ~ '^[0-9]{5,20}$'),
  rejected_reason text,
  verified_at timestamptz,
  code_expires_at timestamptz,
  verified_by text,
  decided_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (status <> 'verified' OR (verified_at IS NOT NULL AND code_expires_at IS NOT NULL)),
  CHECK (status <> 'rejected' OR rejected_reason IS NOT NULL)
);
CREATE INDEX affiliates_status ON affiliates (status, created_at);

-- One payout row per affiliate and month (the monthly run is idempotent on it). amount = the month's
-- commission + carried_in (earlier below-minimum amounts, each carried once: carried_into names the
-- month that took it). Below Rp100,000 the row is unpaid_below_minimum and carried forward.
CREATE TABLE affiliate_payouts (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  month text NOT NULL CHECK (month ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
  commission bigint NOT NULL CHECK (commission >= 0),
  carried_in bigint NOT NULL DEFAULT 0 CHECK (carried_in >= 0),
  amount bigint NOT NULL CHECK (amount = commission + carried_in),
  status text NOT NULL CHECK (status IN ('awaiting_payment', 'in_process', 'paid', 'disbursed',
                                         'unpaid_below_minimum')),
  carried_into text,
  method text CHECK (method IN ('deposit', 'bank')),
  reference text,
  ledger_transfer_id bigint REFERENCES ledger_transfers (id),
  decided_by text,
  paid_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, month),
  CHECK (status <> 'paid' OR (method = 'deposit' AND ledger_transfer_id IS NOT NULL)),
  CHECK (status <> 'disbursed' OR method = 'bank')
);
CREATE INDEX affiliate_payouts_month ON affiliate_payouts (month, status);

-- Commissions paid into a deposit come from this system account (the company's expense, like
-- cashback_expense): it may go negative.
INSERT INTO ledger_accounts (kind, code, allow_negative) VALUES ('system', 'affiliate_commission', true)
ON CONFLICT (code) DO NOTHING;
