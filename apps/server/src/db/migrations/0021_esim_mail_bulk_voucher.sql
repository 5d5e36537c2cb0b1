-- Issue 13 §2: bulk vouchers and the eSIM e-mail.
--
-- A bulk voucher buy (POST prabayar/transaction/bulk) makes N purchases, each its own transaction;
-- batch_id ties them together (derived from the buyer and the request's Idempotency-Key, so a
-- replayed or concurrent second request names the same batch).
ALTER TABLE transactions ADD COLUMN batch_id text;
CREATE INDEX transactions_batch_idx ON transactions (user_id, batch_id) WHERE batch_id IS NOT NULL;

-- The eSIM activation e-mail: an HTML alternative with the QR code as an inline PNG attachment
-- ([{filename, cid, content_type, content_base64}]), and a key that makes a message once-only
-- (esim:<ref_id>): the settlement and the safety-net sweep may both try, only one row is kept.
ALTER TABLE outbound_messages ADD COLUMN html text;
ALTER TABLE outbound_messages ADD COLUMN attachments jsonb;
ALTER TABLE outbound_messages ADD COLUMN dedupe_key text;
CREATE UNIQUE INDEX outbound_messages_dedupe_key ON outbound_messages (dedupe_key) WHERE dedupe_key IS NOT NULL;

-- The sweep that finds settled eSIM purchases without their e-mail (a crash between the settlement
-- and the enqueue) reads the recent successful eSIM sales only.
CREATE INDEX transactions_esim_success_idx ON transactions (settled_at) WHERE product_type = 'esim' AND status = 'success';
