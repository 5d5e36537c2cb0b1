export { accountRoutes } from './account.routes.js';
export { closeExpiredDeletions, updateSettings } from './account.service.js';
export { accountView } from './account.view.js';
export { deleteAddress, listAddresses, saveAddress, setPrimaryAddress } from './addresses.service.js';
export { userDataRoutes } from './user-data.routes.js';
