-- Outgoing webhooks of the developer API (issue 17 part 2; features/webhooks-out).
--
-- webhook_settings: one row per member. The secret signs every delivery (X-Hub-Signature sha1 and
-- the Standard Webhooks signature), so it is kept encrypted (AES-256-GCM under a key derived from
-- APP_SECRET, lib/crypto.ts), never hashed; secret_hint is its last 4 characters.
--
-- webhook_deliveries is the durable outbox: enqueueWebhook inserts a row in the caller's
-- transaction (an H2H transaction's state change), so an event is never lost when the process
-- dies. The `webhooks-deliver` job (and the in-process poller) claims due rows (status pending or
-- retrying, next_attempt_at passed, lease locked_until expired) with FOR UPDATE SKIP LOCKED, sends
-- one attempt each and records it in webhook_attempts:
--   pending | retrying → delivered (2xx)
--                      → retrying (next_attempt_at = now + 1, 2, 4, 8, 16, 30 minutes)
--                      → failed (after max_attempts)
-- The target is the delivery's cb_url (an H2H request's, when the member allows it) or the
-- member's current URL, vetted by the SSRF guard at every attempt. A manual redelivery is a new
-- row (redelivery_of) with the same message_id (the Standard Webhooks webhook-id).

CREATE TABLE webhook_settings (
  user_id bigint PRIMARY KEY REFERENCES users (id),
  url text,
  secret_enc text NOT NULL,
  secret_hint text NOT NULL,
  allow_cb_url boolean NOT NULL DEFAULT false,
  enabled boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE webhook_deliveries (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  event text NOT NULL CHECK (event IN ('create', 'update', 'test')),
  -- The Standard Webhooks webhook-id: msg_ + 24 URL-safe characters.
  message_id text NOT NULL,
  -- The H2H request's callback URL (used instead of the member's URL), else null.
  cb_url text,
  -- The raw JSON body, signed and sent as it is on every attempt.
  body text NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'retrying', 'delivered', 'failed')),
  attempts integer NOT NULL DEFAULT 0,
  max_attempts integer NOT NULL CHECK (max_attempts > 0),
  next_attempt_at timestamptz,
  -- A claimed row is leased to one sender until then (a crashed sender's lease runs out).
  locked_until timestamptz,
  delivered_at timestamptz,
  redelivery_of bigint REFERENCES webhook_deliveries (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((status IN ('pending', 'retrying')) = (next_attempt_at IS NOT NULL))
);
CREATE INDEX webhook_deliveries_due ON webhook_deliveries (next_attempt_at)
  WHERE status IN ('pending', 'retrying');
CREATE INDEX webhook_deliveries_user ON webhook_deliveries (user_id, id DESC);

CREATE TABLE webhook_attempts (
  id bigserial PRIMARY KEY,
  delivery_id bigint NOT NULL REFERENCES webhook_deliveries (id),
  attempt integer NOT NULL,
  started_at timestamptz NOT NULL,
  -- The target's host[:port] (never its path or query).
  url_host text,
  http_status integer,
  latency_ms integer,
  error text CHECK (error IN ('timeout', 'connection', 'redirect', 'blocked_address', 'dns', 'invalid_url', 'no_url')),
  -- The first 500 characters of the answer.
  response_excerpt text,
  UNIQUE (delivery_id, attempt)
);
