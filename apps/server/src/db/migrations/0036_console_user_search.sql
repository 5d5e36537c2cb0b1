-- The operations console's user search (issue 18, features/admin user-search.repository.ts).
--
-- Customer service finds a member by the beginning of a phone number, an e-mail or a name, by a
-- whole word of the name, or by a referral code. Each form is an index range, so the search never
-- reads every user:
--   hp LIKE '0812%'                                 users_hp_prefix_idx
--   lower(email) LIKE 'budi%'                       users_email_prefix_idx
--   lower(name) LIKE 'budi s%'                      users_name_prefix_idx
--   string_to_array(lower(name), ' ') @> '{santoso}' users_name_words_idx (GIN)
--   upper(referal_code) = 'BUDI12'                  users_referal_code_upper_key (0022)
-- text_pattern_ops: a LIKE prefix uses a btree only under the C collation or with these operators.
-- Closed accounts are included (customer service recovers them), so the indexes are not partial.

CREATE INDEX users_hp_prefix_idx ON users (hp text_pattern_ops);
CREATE INDEX users_email_prefix_idx ON users (lower(email) text_pattern_ops);
CREATE INDEX users_name_prefix_idx ON users (lower(name) text_pattern_ops);
CREATE INDEX users_name_words_idx ON users USING gin (string_to_array(lower(name), ' '));
