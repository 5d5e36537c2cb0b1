-- Agent loans (spec §3 Agent loan, §4 states; issue #4 §4): a credit line an administrator approves.
-- The money is in the ledger only: approving moves `limit` from loan_pool to the user's `loan`
-- account (key loan:<id>:grant), so that account's balance is the remaining limit and
-- usage = limit - balance. Purchases paid with 'loan' hold from that account; repayments move
-- deposit -> loan (key loan-pay:<code>); closing moves the unused limit back (key loan:<id>:close).

CREATE TABLE agent_loans (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  "limit" bigint NOT NULL CHECK ("limit" > 0),
  due_date date NOT NULL,
  old_due_date date,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'active', 'inactive', 'rejected')),
  requested_at timestamptz NOT NULL DEFAULT now(),
  requested_by text,
  approved_at timestamptz,
  approved_by text,
  rejected_reason text CHECK (length(rejected_reason) <= 500),
  closed_at timestamptz,
  -- Set once by the daily job when an active loan passes its due date unpaid (cleared by an extension).
  overdue_at timestamptz,
  collected_amount bigint NOT NULL DEFAULT 0 CHECK (collected_amount >= 0),
  grant_transfer_id bigint,
  close_transfer_id bigint,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((status IN ('active', 'inactive')) = (approved_at IS NOT NULL AND grant_transfer_id IS NOT NULL)),
  CHECK ((status = 'rejected') = (rejected_reason IS NOT NULL))
);
-- At most one open (pending or active) loan per user.
CREATE UNIQUE INDEX agent_loans_open_user_key ON agent_loans (user_id) WHERE status IN ('pending', 'active');
CREATE INDEX agent_loans_user_idx ON agent_loans (user_id, id DESC);
CREATE INDEX agent_loans_active_due_idx ON agent_loans (due_date) WHERE status = 'active';

-- Repayments from the deposit (POST agent-debt/pay), one ledger transfer each.
CREATE TABLE agent_loan_payments (
  id bigserial PRIMARY KEY,
  code text NOT NULL UNIQUE CHECK (code ~ '^LNP[0-9]{1,30}$'),
  loan_id bigint NOT NULL REFERENCES agent_loans (id),
  user_id bigint NOT NULL REFERENCES users (id),
  amount bigint NOT NULL CHECK (amount > 0),
  usage_after bigint NOT NULL CHECK (usage_after >= 0),
  deposit_after bigint NOT NULL CHECK (deposit_after >= 0),
  ledger_transfer_id bigint NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX agent_loan_payments_loan_idx ON agent_loan_payments (loan_id, id DESC);
