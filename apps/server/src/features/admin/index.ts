export {
  AdminError,
  createAdmin,
  recoverAccount,
  setCategory,
  setFlag,
  setOperatorSetting,
  setPermission,
  setStatus,
} from './admin.service.js';
