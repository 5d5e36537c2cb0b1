// Error codes are the keys of the message catalogue (messages/index.ts).
export {
  type ApiErrorBody,
  type ErrorKey as ErrorCode,
  errorCatalogue,
  errorStatus,
  type FieldError,
  isErrorKey,
} from './messages/index.js';
