-- Purchases paid by a payment gateway instead of a wallet (issue #4 §3): the transaction waits as
-- `unprocessed` / payment_status `unpaid` until the gateway confirms the payment, then proceeds like
-- a deposit purchase (the payment is credited to the buyer's deposit and held from there, so a
-- supplier failure refunds to the deposit); an expired payment ends it as `expired`.

ALTER TABLE transactions DROP CONSTRAINT transactions_payment_method_check;
ALTER TABLE transactions ADD CONSTRAINT transactions_payment_method_check CHECK (
  payment_method IN ('deposit', 'loan', 'cashback') OR payment_method ~ '^(midtrans|xendit):[a-z_]+$');

-- A purchase waiting for its payment is not settled either.
ALTER TABLE transactions DROP CONSTRAINT transactions_check;
ALTER TABLE transactions ADD CONSTRAINT transactions_settled_check CHECK (
  (status IN ('processing', 'inquiry', 'unprocessed')) = (settled_at IS NULL));

ALTER TABLE transactions
  ADD COLUMN payment_url text,
  ADD COLUMN payment_ref text,
  ADD COLUMN payment_expires_at timestamptz,
  ADD CONSTRAINT transactions_gateway_payment_check CHECK (
    (payment_method IN ('deposit', 'loan', 'cashback')) OR payment_expires_at IS NOT NULL);

CREATE INDEX transactions_awaiting_payment_idx ON transactions (payment_expires_at)
  WHERE status = 'unprocessed';
