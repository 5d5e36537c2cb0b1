-- The operations console (issue 18, ADR 0020; features/console).
--
-- staff: the people who run the site. They are not members (no wallet, no device, no phone): their
-- own table, sessions, cookie and rate limits. Each has one or more roles; `owner` may do
-- everything. A staff member signs in with a password (argon2id, like members) and then a TOTP code;
-- the TOTP secret is sealed with lib/crypto's sealText for purpose `staff-totp:<id>` (a row copied
-- onto another staff member does not open). totp_enabled_at is set by the first code accepted after
-- enrolment; last_totp_step is the time step of the last accepted code, so a code is accepted once.
--
-- staff_sessions: the cookie carries a random token, the table only its sha256. Stage `password`
-- (password right, waiting for the TOTP code) or `ok` (fully signed in). 12 h absolute, 30 min idle.
--
-- audit_log: every state-changing action of staff (and of the operator CLI, actor `cli:<os user>`),
-- with what it looked like before and after. Append-only: a trigger refuses UPDATE, DELETE and
-- TRUNCATE, so the owner reads what happened and nobody — the application included — rewrites it.

CREATE TABLE staff (
  id bigserial PRIMARY KEY,
  email text NOT NULL UNIQUE CHECK (email = lower(email) AND email <> ''),
  name text NOT NULL CHECK (name <> ''),
  password_hash text NOT NULL,
  roles text[] NOT NULL CHECK (
    cardinality(roles) > 0 AND roles <@ ARRAY['owner', 'finance', 'cs', 'catalogue', 'shop']::text[]
  ),
  totp_secret_enc text,
  totp_enabled_at timestamptz,
  -- The TOTP time step (unix seconds / 30) of the last accepted code: a replay in the same step is refused.
  last_totp_step bigint,
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'disabled')),
  created_by bigint REFERENCES staff (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  last_login_at timestamptz,
  -- An enrolled authenticator has a secret.
  CHECK (totp_enabled_at IS NULL OR totp_secret_enc IS NOT NULL)
);

CREATE TABLE staff_sessions (
  -- sha256 (hex) of the cookie's random token; the token itself is never stored.
  token_hash text PRIMARY KEY,
  staff_id bigint NOT NULL REFERENCES staff (id),
  stage text NOT NULL CHECK (stage IN ('password', 'ok')),
  ip text,
  user_agent text,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
CREATE INDEX staff_sessions_staff ON staff_sessions (staff_id);

CREATE TABLE audit_log (
  id bigserial PRIMARY KEY,
  at timestamptz NOT NULL DEFAULT now(),
  staff_id bigint REFERENCES staff (id),
  -- The staff e-mail, or `cli:<os user>` for the operator CLI.
  actor text NOT NULL CHECK (actor <> ''),
  -- A stable key: staff.create, staff.status, staff.roles, staff.reset_totp, auth.login, deposit.claim.approve, …
  action text NOT NULL CHECK (action <> ''),
  target text,
  before jsonb,
  after jsonb,
  ip text
);
CREATE INDEX audit_log_at ON audit_log (at DESC, id DESC);
CREATE INDEX audit_log_action ON audit_log (action, id DESC);

CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% on audit_log refused: the audit log is append-only', TG_OP USING ERRCODE = 'KL006';
END $$;
CREATE TRIGGER audit_log_no_update_delete BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_log_append_only();
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only();
