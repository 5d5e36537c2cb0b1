/**
 * The closed list of application error codes. The server maps each to an HTTP status (one table,
 * apps/server/src/lib/errors.ts); the web client translates by code (messages in i18n/*).
 */
export const errorCodes = [
  'validation_failed', // 422, with field errors
  'unauthenticated', // 401
  'forbidden', // 403
  'csrf_mismatch', // 419
  'not_found', // 404
  'conflict', // 409
  'rate_limited', // 429
  'pin_locked', // 429 'maximum pin attempts reached'
  'insufficient_balance', // 422
  'device_pending', // 403 (session waits for approval)
  'invalid_credentials', // 422
  'invalid_otp', // 422
  'otp_send_failed', // 503
  'phone_verification_limit', // 429
  'incorrect_pin', // 422
  'balance_not_empty', // 422
  'account_inactive', // 403
  'busy', // 503 with Retry-After: the server refuses work it cannot start soon
  'internal', // 500
] as const;
export type ErrorCode = (typeof errorCodes)[number];

/** The JSON body of every error answer. */
export interface ApiErrorBody {
  message: string;
  code: ErrorCode;
  errors?: Record<string, string[]>;
}
