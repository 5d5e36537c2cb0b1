-- The contact form's captcha becomes a proof of work (ALTCHA): a challenge is HMAC-signed and
-- stateless, so nothing is stored when one is handed out. What is stored is each solved challenge's
-- nonce, once its message is accepted, until the challenge expires: a second use of the same
-- solution is refused on any instance. The drawn-text captchas and their answer hashes go.
DROP TABLE captchas;

CREATE TABLE captcha_solutions (
  nonce text PRIMARY KEY,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX captcha_solutions_expires_idx ON captcha_solutions (expires_at);
