import { errorDictionary } from '@konter/core/messages/index';

/**
 * The `errors` namespace: every error key of the server's message catalogue (packages/core/src/
 * messages, the same key the server answers as `code`) with its text in this language, and the few
 * texts of failures the web reports itself. Loaded lazily: a visitor's landing needs none of it.
 */
export default {
  ...errorDictionary('en'),
  // Failures that never reached the server's error handler (lib/api-error.ts ClientErrorCode).
  network_error: 'No internet connection. Check your network and try again.',
  unknown: 'Error occured, please try again.',
  // The snackbars of the global handler by HTTP status (spec calls §8.1).
  http_401: 'Not Authenticated, Please Login!',
  http_403: 'Unauthorized Access!',
  http_429: 'Failed to get data, please try again in 1 minute',
  // Android shell and device features (calls §8.2, §8.3).
  update_app: 'Please update your {{site}} app.',
  camera_denied: 'Camera access denied (enable in browser settings)',
};
