-- The console's Developers page (issue 18): the members holding the h2h_api permission are found
-- through a GIN index (features/h2h listH2hMembers: permissions @> '{h2h_api}'), and the webhook
-- deliveries that failed, newest first, with whether each was redelivered, through two partial
-- indexes (features/webhooks-out listFailedDeliveries), and the couriers' agents (accounts with a
-- courier flag, features/shipping listCourierAgents) through a partial one — never by reading every row.

CREATE INDEX users_permissions_idx ON users USING gin (permissions);
CREATE INDEX webhook_deliveries_failed ON webhook_deliveries (id DESC) WHERE status = 'failed';
CREATE INDEX webhook_deliveries_redelivery ON webhook_deliveries (redelivery_of) WHERE redelivery_of IS NOT NULL;
CREATE INDEX users_courier_agents_idx ON users (id) WHERE courier_flags <> '{}'::jsonb;
