export { pruneCaptchas } from './contact.repository.js';
export { contactRoutes } from './contact.routes.js';
