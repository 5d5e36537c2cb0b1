-- The gateway fee the merchant bears when pay_external_payment_fee is off (calls §9.1): the gateway
-- keeps it from what it pays out, so the credit books it as an expense (revenue → fees).
ALTER TABLE deposit_topups ADD COLUMN merchant_fee bigint NOT NULL DEFAULT 0;
