// The postal operator port (POS MLO) and its HTTP adapter (Konter's postal protocol).
export { type PostalHttpOptions, postalHttpProvider } from './http.js';
export * from './port.js';
export {
  postalSignature,
  SIGNATURE_HEADER,
  signedHeaders,
  TIMESTAMP_HEADER,
  verifyPostalSignature,
} from './signing.js';
