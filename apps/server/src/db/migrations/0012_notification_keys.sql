-- Notifications are stored as message keys with params (packages/core/src/messages) and rendered
-- when read, in the reader's language: the notification API in the request's language, web pushes
-- in the user's chosen language, the web from the keys themselves. ADR 0012.
--
-- title/body keep the Indonesian rendering (the default language): rows written before this
-- migration have only those, and a client that does not know the keys can still show them.
ALTER TABLE notifications
  ADD COLUMN title_key text,
  ADD COLUMN body_key text,
  ADD COLUMN params jsonb;
