export {
  type BlogPost,
  createDraft,
  deletePost,
  editPost,
  findPost,
  listAllPosts,
  lockPost,
  type PostFields,
  setPublished,
} from './blog.admin.js';
export { blogRoutes } from './blog.routes.js';
export { publishedPostDates } from './blog.service.js';
export { renderMarkdown } from './render.js';
