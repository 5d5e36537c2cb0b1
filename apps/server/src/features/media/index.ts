// Price-list images of agents (issue 14 §6): the routes and the constants of the per-day maximum.
export { mediaRoutes } from './media.routes.js';
export { downloadsToday, THUMBNAIL_WIDTH } from './media.service.js';
