import { type ErrorKey, errorStatus, errorText, type MessageParams } from '@konter/core/messages/index';

/** One field's problem: a catalogue key or a validation rule (`rule:min`), with its params. */
export interface FieldProblem {
  code: ErrorKey | `rule:${string}`;
  params?: MessageParams;
}

/**
 * The typed error services throw: a stable key from the message catalogue (packages/core/src/
 * messages) and its params. The status comes from the catalogue; the answer's `message` is the
 * key's English text, and the web translates the key itself. `errors` puts problems on form
 * fields (422); `retryAfter` (seconds) sets Retry-After.
 */
export class AppError extends Error {
  readonly errors?: Record<string, FieldProblem[]>;
  readonly retryAfter?: number;
  constructor(
    readonly code: ErrorKey,
    readonly params?: MessageParams,
    opts: { errors?: Record<string, FieldProblem[]>; retryAfter?: number } = {},
  ) {
    super(errorText(code, 'en', params));
    this.name = 'AppError';
    if (opts.errors) this.errors = opts.errors;
    if (opts.retryAfter) this.retryAfter = opts.retryAfter;
  }
  get status(): number {
    return errorStatus(this.code);
  }
}

/** An answer naming one field with the key's own text (a 422 unless the key says otherwise). */
export const fieldError = (field: string, code: ErrorKey, params?: MessageParams) =>
  new AppError(code, params, { errors: { [field]: [{ code, ...(params ? { params } : {}) }] } });
