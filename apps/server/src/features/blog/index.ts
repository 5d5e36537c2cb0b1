export { blogRoutes } from './blog.routes.js';
export { publishedPostDates } from './blog.service.js';
