-- Accounts, devices, sessions, one-time codes, outbound messages, favourite contacts, settings.
-- Spec: entities Account, Trusted device, Member favourite contacts; states (device sessions).

CREATE TABLE users (
  id bigserial PRIMARY KEY,
  name text NOT NULL,
  email text NOT NULL,
  hp text NOT NULL,
  password_hash text NOT NULL,
  category smallint NOT NULL DEFAULT 1 CHECK (category IN (1, 2, 3)),
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'non_active')),
  is_admin boolean NOT NULL DEFAULT false,
  is_sales boolean NOT NULL DEFAULT false,
  developer_mode boolean NOT NULL DEFAULT false,
  permissions text[] NOT NULL DEFAULT '{}',
  referal_code text NOT NULL UNIQUE,
  referred_by bigint REFERENCES users (id),
  email_verified_at timestamptz,
  phone_verified_at timestamptz,
  email_notification boolean NOT NULL DEFAULT true,
  avatar text,
  font_size text NOT NULL DEFAULT 'default',
  font_family text NOT NULL DEFAULT 'default',
  locale text,
  user_permission_setting jsonb NOT NULL DEFAULT '{}',
  is_agen_mlo boolean NOT NULL DEFAULT false,
  courier_flags jsonb NOT NULL DEFAULT '{}',
  pin_hash text,
  pin_failed_attempts integer NOT NULL DEFAULT 0,
  pin_locked_until timestamptz,
  deleted_at timestamptz,
  closed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- A closed account frees its e-mail and phone for a new registration.
CREATE UNIQUE INDEX users_email_key ON users (lower(email)) WHERE closed_at IS NULL;
CREATE UNIQUE INDEX users_hp_key ON users (hp) WHERE closed_at IS NULL;
CREATE INDEX users_deleted_idx ON users (deleted_at) WHERE deleted_at IS NOT NULL AND closed_at IS NULL;

-- A device is a browser identified by a long-lived random cookie (only its hash is stored).
CREATE TABLE devices (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id bigint NOT NULL REFERENCES users (id),
  key_hash text NOT NULL,
  name text NOT NULL,
  user_agent text,
  ip text,
  status text NOT NULL CHECK (status IN ('trusted', 'pending', 'rejected', 'revoked')),
  first_login boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_activity_at timestamptz NOT NULL DEFAULT now(),
  decided_at timestamptz,
  UNIQUE (user_id, key_hash)
);
CREATE INDEX devices_user_idx ON devices (user_id, status);

-- Server-side sessions; the cookie holds a random token, the table its SHA-256.
CREATE TABLE sessions (
  id text PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  device_id uuid NOT NULL REFERENCES devices (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  ended_at timestamptz,
  end_reason text
);
CREATE INDEX sessions_user_idx ON sessions (user_id) WHERE ended_at IS NULL;
CREATE INDEX sessions_device_idx ON sessions (device_id) WHERE ended_at IS NULL;

-- Six-digit one-time codes (device approval, PIN reset, phone verification): 60 s, single use, 5 tries.
CREATE TABLE otps (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id bigint NOT NULL REFERENCES users (id),
  purpose text NOT NULL CHECK (purpose IN ('device', 'pin_reset', 'phone_verify')),
  subject text NOT NULL DEFAULT '',
  channel text NOT NULL CHECK (channel IN ('email', 'whatsapp')),
  code_hash text NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  expires_at timestamptz NOT NULL,
  consumed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX otps_lookup_idx ON otps (user_id, purpose, subject, created_at DESC);

-- Links sent by e-mail (password reset, e-mail verification); only the token's hash is stored.
CREATE TABLE action_tokens (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id bigint NOT NULL REFERENCES users (id),
  purpose text NOT NULL CHECK (purpose IN ('password_reset', 'email_verify')),
  token_hash text NOT NULL UNIQUE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Transactional outbox of e-mail and WhatsApp messages, delivered by a job (or kept, in embedded mode).
CREATE TABLE outbound_messages (
  id bigserial PRIMARY KEY,
  channel text NOT NULL CHECK (channel IN ('email', 'whatsapp')),
  recipient text NOT NULL,
  subject text,
  body text NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sending', 'sent', 'failed', 'captured')),
  attempts integer NOT NULL DEFAULT 0,
  claimed_at timestamptz,
  last_error text,
  created_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz
);
CREATE INDEX outbound_pending_idx ON outbound_messages (id) WHERE status IN ('pending', 'sending');

CREATE TABLE contacts (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  number text NOT NULL,
  name text NOT NULL,
  type text NOT NULL DEFAULT 'pulsa',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, number, type)
);

-- Operator settings (e.g. require_email_verification), edited by the admin CLI.
CREATE TABLE app_settings (
  key text PRIMARY KEY,
  value jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
