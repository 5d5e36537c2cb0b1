-- The console's Manifests tab (issue 18): every agent's courier manifests, newest first, filtered by
-- courier, status and a Jakarta date range of opened_at. 0031's index leads with the agent
-- (user_id, courier, opened_at) for the agent's own screens; the console reads across agents.
CREATE INDEX courier_manifests_opened ON courier_manifests (opened_at DESC, id DESC);
CREATE INDEX courier_manifests_courier_opened ON courier_manifests (courier, opened_at DESC, id DESC);
-- Open manifests are few (at most one per agent and courier): the "open" filter reads only them.
CREATE INDEX courier_manifests_open_opened ON courier_manifests (opened_at DESC, id DESC) WHERE status = 'open';
