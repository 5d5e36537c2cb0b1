-- Price-list images of agents (issue 14 §6): what the agent chose, the background they uploaded and
-- the rendered PNG (with a small thumbnail for the list), and each counted download (per-day maximum).
CREATE TABLE media_pricelists (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  product_type text NOT NULL,
  brand text NOT NULL,
  brand_name text NOT NULL,
  items jsonb NOT NULL,
  top_text text NOT NULL DEFAULT '',
  bottom_text text NOT NULL DEFAULT '',
  text_color text NOT NULL CHECK (text_color ~ '^#[0-9a-f]{6}$'),
  background bytea,
  image bytea NOT NULL,
  thumbnail bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (jsonb_typeof(items) = 'array' AND jsonb_array_length(items) > 0)
);
CREATE INDEX media_pricelists_user ON media_pricelists (user_id, id DESC);

CREATE TABLE media_downloads (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  media_id bigint REFERENCES media_pricelists (id) ON DELETE SET NULL,
  downloaded_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX media_downloads_user_day ON media_downloads (user_id, downloaded_at);
