-- Notifications can be deleted and cleared (spec §4: added, deleted, cleared, marked read).
--
-- A user's own notification is simply deleted (its push_outbox row goes with it: ON DELETE
-- CASCADE). News is broadcast to everyone, so "deleting" it hides it for that user only: a mark on
-- their news_reads row. A hidden item is also read (the row exists), so the unread counts need no
-- change; the lists, the detail and the bell's panel leave hidden items out. The retention job's
-- deletion of old news removes the marks with it (news_reads cascades).
ALTER TABLE news_reads ADD COLUMN hidden_at timestamptz;
