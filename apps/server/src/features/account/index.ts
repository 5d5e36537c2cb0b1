export { accountRoutes } from './account.routes.js';
export { closeExpiredDeletions, updateSettings } from './account.service.js';
export { accountView } from './account.view.js';
export { userDataRoutes } from './user-data.routes.js';
