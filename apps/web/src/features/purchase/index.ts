// The purchase feature's public face: what other features (the receipt in transactions) use of it.
export { billLines } from './bill';
export { NoPinNotice, PinLockedAlert } from './components/pin-notices';
