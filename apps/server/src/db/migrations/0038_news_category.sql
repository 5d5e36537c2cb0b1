-- The console's Site page (issue 18). News to a segment: a news item reaches everybody (category NULL, as
-- before) or the accounts of one category (1 member, 2 agent, 3 master), read at the time the member
-- opens the news tab.
ALTER TABLE news ADD COLUMN category smallint CHECK (category IN (1, 2, 3));

-- Banner images uploaded in the console (jpg, png or webp up to 1 MB), served by
-- GET /api/v1/marketing/banner-image/{id} with long cache headers and the etag (a hash of the bytes).
-- A banner of source 'upload' points at one by its path.
CREATE TABLE banner_images (
  id bigserial PRIMARY KEY,
  mime text NOT NULL CHECK (mime IN ('image/png', 'image/jpeg', 'image/webp')),
  data bytea NOT NULL CHECK (octet_length(data) BETWEEN 1 AND 1048576),
  etag text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
