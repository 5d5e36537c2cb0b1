// The courier port and its Biteship adapter (providers/ is a lower layer: features import from here).
export {
  BITESHIP_WEBHOOK_HEADER,
  type BiteshipOptions,
  biteshipCourier,
  biteshipErrorCode,
} from './biteship.js';
export * from './port.js';
