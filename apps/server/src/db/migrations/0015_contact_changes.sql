-- E-mail and phone changes (pen-test item 4). A session alone could move the account's e-mail, then
-- have the password-reset link mailed there. Now a change of the e-mail or the phone number needs the
-- current password and is not applied at once: it waits here, as a pending row, until the 6-digit
-- code sent to the NEW address is entered. Applying it sends the OLD address a link that undoes the
-- change, once, within 7 days (only the link's hash is stored); while that link is valid the old
-- address stays reserved for this account (auth.repository takenIdentifiers).
CREATE TABLE contact_changes (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id bigint NOT NULL REFERENCES users (id),
  field text NOT NULL CHECK (field IN ('email', 'hp')),
  old_value text NOT NULL,
  new_value text NOT NULL,
  -- When the old address had been verified: an undo restores it as it was.
  old_verified_at timestamptz,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'canceled', 'applied', 'undone')),
  -- Until when the pending change may be confirmed (codes are resent within this time).
  expires_at timestamptz NOT NULL,
  applied_at timestamptz,
  undo_token_hash text UNIQUE,
  undo_expires_at timestamptz,
  undone_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (status <> 'applied' OR (undo_token_hash IS NOT NULL AND undo_expires_at IS NOT NULL))
);
-- One change waits at a time per account; a newer request cancels the older one.
CREATE UNIQUE INDEX contact_changes_pending_key ON contact_changes (user_id) WHERE status = 'pending';
CREATE INDEX contact_changes_user_idx ON contact_changes (user_id, created_at DESC);
-- Old addresses kept for their owner while the undo link is valid.
CREATE INDEX contact_changes_reserved_idx ON contact_changes (field, lower(old_value)) WHERE status = 'applied';

-- The code sent to the new address is an OTP of its own purpose (its subject is the change's id).
ALTER TABLE otps DROP CONSTRAINT otps_purpose_check;
ALTER TABLE otps ADD CONSTRAINT otps_purpose_check
  CHECK (purpose IN ('device', 'pin_reset', 'phone_verify', 'contact_change'));
