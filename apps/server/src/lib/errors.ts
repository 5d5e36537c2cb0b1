import type { ErrorCode } from '@konter/core/errors';

/** One table maps codes to HTTP status (style convention 3). */
export const httpStatusByCode: Record<ErrorCode, number> = {
  validation_failed: 422,
  unauthenticated: 401,
  forbidden: 403,
  csrf_mismatch: 419,
  not_found: 404,
  conflict: 409,
  rate_limited: 429,
  pin_locked: 429,
  insufficient_balance: 422,
  device_pending: 403,
  invalid_credentials: 422,
  invalid_otp: 422,
  otp_send_failed: 503,
  phone_verification_limit: 429,
  incorrect_pin: 422,
  balance_not_empty: 422,
  account_inactive: 403,
  busy: 503,
  internal: 500,
};

/**
 * The typed error services throw. `message` is the spec's English text (the web translates by
 * code); `errors` maps a field to messages for 422 answers; `retryAfter` (seconds) sets Retry-After.
 */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly errors?: Record<string, string[]>,
    readonly retryAfter?: number,
  ) {
    super(message);
    this.name = 'AppError';
  }
  get status(): number {
    return httpStatusByCode[this.code];
  }
}

/** A 422 naming one field. */
export const fieldError = (field: string, message: string, code: ErrorCode = 'validation_failed') =>
  new AppError(code, message, { [field]: [message] });
