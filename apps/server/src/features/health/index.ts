export { healthRoutes, type JobsStatus } from './health.routes.js';
