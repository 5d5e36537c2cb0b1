export {
  type Access,
  accessPlugin,
  describeAccess,
  type RouteEntry,
  type StaffCaller,
  type StaffSessionResolver,
} from './access.js';
export {
  countOtpsSince,
  type Device,
  endUserSessions,
  findUserById,
  findUserByLogin,
  insertUser,
  invalidateActionTokens,
  listDevices,
  takenIdentifiers,
  type User,
  updateUser,
} from './auth.repository.js';
export { authRoutes } from './auth.routes.js';
export {
  assertOpen,
  type FieldErrors,
  type LoginResult,
  login,
  parseLogin,
  RECOVERY_DAYS,
  register,
  sendEmailVerification,
  throwFieldErrors,
} from './auth.service.js';
export { csrfTokenFor, ensureCsrfToken } from './csrf.js';
export { decideDevice, listUserDevices, revokeDeviceAsOperator } from './devices.service.js';
export { createInvitedAccount, INVITE_LINK_HOURS, unusablePasswordHash } from './invite.service.js';
export { deliverOtp, issueOtp, type OtpChannel, verifyOtp } from './otp.service.js';
export { checkPassword, PASSWORD_LIMITS, type PasswordSource } from './password-guard.js';
export * as pin from './pin.service.js';
export { type PinLockState, resetPinLock, verifyPin } from './pin.service.js';
export {
  endMemberSession,
  endMemberSessions,
  type LiveSession,
  liveSessionsOf,
  pruneSessions,
  resolveSession,
} from './session.js';
export { assertCanTransact } from './standing.js';
export {
  assertVerifiedFor,
  getSetting,
  type SettingKey,
  setSetting,
  settingDefaults,
} from './verification.js';
