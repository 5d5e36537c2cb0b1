-- What the operations console's approvals queue and dashboard add (issue 18, part 2).

-- excel_access_requests: a member asks for bulk top-up by Excel (the `excel_topup` permission);
-- customer service (console) or the operator (CLI `approve excel <id>`) approves — the permission is
-- added to users.permissions — or rejects it with a reason the member reads. One pending request per
-- member: the partial unique index refuses a second.
CREATE TABLE excel_access_requests (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  note text CHECK (char_length(note) <= 300),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
  reason text,
  decided_at timestamptz,
  decided_by text,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((status = 'pending') = (decided_at IS NULL))
);
CREATE UNIQUE INDEX excel_access_requests_pending_key ON excel_access_requests (user_id) WHERE status = 'pending';
CREATE INDEX excel_access_requests_user_idx ON excel_access_requests (user_id, id DESC);

-- agency_promotion_dismissals: a master-promotion candidate (an agent whose successful sales of the
-- last 30 days reach Rp 1,000,000) that staff rejected, with the reason. The candidate leaves the
-- queue for 30 days after it (the window of the rule); the CLI's `promote` still works.
CREATE TABLE agency_promotion_dismissals (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  reason text NOT NULL,
  decided_by text NOT NULL,
  decided_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX agency_promotion_dismissals_user_idx ON agency_promotion_dismissals (user_id, decided_at DESC);

-- The dashboard's sales of today and this month read purchases by creation time. BRIN: rows arrive
-- in time order, and a BRIN index costs the purchase path almost nothing to maintain.
CREATE INDEX transactions_created_brin ON transactions USING brin (created_at);
-- …and the deposits credited today per channel.
CREATE INDEX deposit_topups_credited_idx ON deposit_topups (credited_at) WHERE status = 'success';
