-- Referral (issue 14 §4; spec §3 "Referral": referral_code, referral_url, url_click_count,
-- registration_count).
--
-- A user's own code may be changed (letters and digits, 4–20): codes are unique whatever their
-- case, as the register form and the link look them up case-insensitively.
CREATE UNIQUE INDEX users_referal_code_upper_key ON users (upper(referal_code));
-- registration_count: the users who registered with the code (users.referred_by, fixed at registration).
CREATE INDEX IF NOT EXISTS users_referred_by_idx ON users (referred_by) WHERE referred_by IS NOT NULL;

-- referral_clicks: one row per (code owner, browser) that opened the referral link. The browser is
-- named by a random first-party cookie (konter_rv); a reload or a second visit adds nothing.
CREATE TABLE referral_clicks (
  id bigserial PRIMARY KEY,
  referrer_id bigint NOT NULL REFERENCES users (id),
  visitor text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (referrer_id, visitor)
);
