export { webRoutes } from './web.routes.js';
