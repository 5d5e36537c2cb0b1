-- Excel bulk top-up (spec §5 "Excel bulk top-up", calls §9.2): an uploaded file's rows, checked on
-- upload (nothing bought), then bought one by one as ordinary prepaid purchases when the owner
-- confirms with the PIN. Each row's purchase carries the idempotency key `excel:<upload>:<row>`,
-- so a restart resumes an upload left `processing` without buying a row twice.
CREATE TABLE excel_uploads (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  file_name text NOT NULL,
  -- The Jakarta calendar day of the upload: a file name is unique per user and day (spec).
  upload_day date NOT NULL,
  status text NOT NULL DEFAULT 'validated' CHECK (status IN ('validated', 'processing', 'done')),
  valid_count integer NOT NULL CHECK (valid_count >= 0),
  invalid_count integer NOT NULL CHECK (invalid_count >= 0),
  total_price bigint NOT NULL CHECK (total_price >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  processed_at timestamptz,
  finished_at timestamptz
);
CREATE UNIQUE INDEX excel_uploads_file_name_day ON excel_uploads (user_id, upload_day, lower(file_name));
CREATE INDEX excel_uploads_user_created ON excel_uploads (user_id, created_at DESC);
CREATE INDEX excel_uploads_processing ON excel_uploads (id) WHERE status = 'processing';

-- One row of a file. state: invalid (refused on upload), ok (valid, not bought yet), placed (its
-- purchase exists: ref_id), failed (refused when bought). error: a message key and its params.
CREATE TABLE excel_upload_rows (
  upload_id bigint NOT NULL REFERENCES excel_uploads (id) ON DELETE CASCADE,
  row_no integer NOT NULL,
  product_code text NOT NULL,
  destination text NOT NULL,
  product_name text,
  price bigint,
  state text NOT NULL CHECK (state IN ('invalid', 'ok', 'placed', 'failed')),
  error jsonb,
  ref_id text,
  PRIMARY KEY (upload_id, row_no),
  CHECK ((state = 'placed') = (ref_id IS NOT NULL))
);
