export { blogRoutes } from './blog.routes.js';
