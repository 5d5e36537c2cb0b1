-- Counters of secret checks (passwords), shared by every instance (docs/security.md, ADR 0013).
-- One row per key — an account seen from one trusted device or one IP, an account from anywhere
-- but its trusted devices, an unknown login name, an IP — counting the checks started in a fixed
-- window. A check reserves its slot *before* the hash is evaluated, in one guarded statement, so a
-- burst of parallel guesses evaluates at most `max` of them; a correct password clears its keys.
CREATE TABLE auth_throttle (
  key text PRIMARY KEY,
  attempts integer NOT NULL,
  window_started_at timestamptz NOT NULL
);
CREATE INDEX auth_throttle_window_idx ON auth_throttle (window_started_at);
