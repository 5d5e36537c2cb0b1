import type { ErrorCode } from '@konter/core/errors';

/** Codes the client adds for failures that never reached the API's error handler. */
export type ClientErrorCode = 'network_error' | 'unknown';

/**
 * A catalogue key (packages/core/src/messages) or a client code. Typed open: a newer server may
 * answer a key this build does not know yet, which is shown with the generic text (lib/error-message).
 */
export type ApiErrorCode = ErrorCode | ClientErrorCode | (string & {});

/** Values for the `{{placeholders}}` of a code's text. */
export type ErrorParams = Record<string, string | number>;

/**
 * One field's error in a 422 answer: a catalogue key or `rule:<name>` (a validation rule of
 * packages/core/src/validation), its params, and the server's text in the request's language.
 */
export interface ApiFieldError {
  code: string;
  params?: Record<string, unknown>;
  message: string;
}

/** Every failed call to /api/v1 rejects with this (see lib/api-client.ts). */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ApiErrorCode;
  readonly params?: ErrorParams;
  readonly errors?: Record<string, ApiFieldError[]>;
  /** Seconds from the Retry-After header (429), or null. */
  readonly retryAfter: number | null;

  constructor(init: {
    status: number;
    code: ApiErrorCode;
    message: string;
    params?: ErrorParams;
    errors?: Record<string, ApiFieldError[]>;
    retryAfter?: number | null;
  }) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.params = init.params;
    this.errors = init.errors;
    this.retryAfter = init.retryAfter ?? null;
  }
}

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError;

/** True when the error is this HTTP status (and, optionally, this code). */
export const isStatus = (e: unknown, status: number, code?: string): e is ApiError =>
  isApiError(e) && e.status === status && (code === undefined || e.code === code);

/** The first error of a field in a 422 answer, if any. */
export const firstFieldError = (e: unknown, field: string): ApiFieldError | undefined =>
  isApiError(e) ? e.errors?.[field]?.[0] : undefined;

/**
 * A failure that is nobody's input: no answer (network) or a server error (5xx), or not an API
 * error at all. Screens with a text of their own for it (the PIN screens) show that instead.
 */
export const isFailure = (e: unknown): boolean => !isApiError(e) || e.status === 0 || e.status >= 500;
