export {
  AdminError,
  createAdmin,
  deletedUserIdByEmail,
  recoverAccount,
  setCategory,
  setFlag,
  setOperatorSetting,
  setPermission,
  setStatus,
  type UserTarget,
  userIdByLogin,
} from './admin.service.js';
export { type UserSearch, userSearchQuery } from './user-lookup.repository.js';
export {
  listDownlines,
  lockUserForChange,
  parseUserSearch,
  searchUsers,
  userById,
} from './user-lookup.service.js';
