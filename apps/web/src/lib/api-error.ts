import type { ErrorCode } from '@konter/core/errors';

/** Codes the client adds for failures that never reached the API's error handler. */
export type ClientErrorCode = 'network_error' | 'unknown';

/** Every failed call to /api/v1 rejects with this (see lib/api-client.ts). */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode | ClientErrorCode;
  readonly errors?: Record<string, string[]>;
  /** Seconds from the Retry-After header (429), or null. */
  readonly retryAfter: number | null;

  constructor(init: {
    status: number;
    code: ErrorCode | ClientErrorCode;
    message: string;
    errors?: Record<string, string[]>;
    retryAfter?: number | null;
  }) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.errors = init.errors;
    this.retryAfter = init.retryAfter ?? null;
  }
}

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError;

/** True when the error is this HTTP status (and, optionally, this code). */
export const isStatus = (e: unknown, status: number, code?: string): e is ApiError =>
  isApiError(e) && e.status === status && (code === undefined || e.code === code);
