-- Agent loan requests by the user (issue 14 §3): POST agent-debt/request creates a pending loan with
-- the user's note for the administrator; the user may cancel it while it is pending, which ends it
-- as rejected (spec §4 states: pending, active, inactive, rejected) with cancelled_at set, so the
-- screen can say "cancelled by you" rather than showing a reason.
ALTER TABLE agent_loans ADD COLUMN note text CHECK (length(note) <= 300);
ALTER TABLE agent_loans ADD COLUMN cancelled_at timestamptz CHECK (cancelled_at IS NULL OR status = 'rejected');

-- GET agent-debt/payments: a user's repayments, newest first.
CREATE INDEX agent_loan_payments_user_idx ON agent_loan_payments (user_id, id DESC);
