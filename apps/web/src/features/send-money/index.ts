// The send-money feature's public face: the permission gate, the recipient check, the public info page.
export { SendMoneyGate } from './components/permission-gate';
export { type Recipient, RecipientCheck } from './components/recipient-check';
export { SendMoneyInfo } from './components/send-money-info';
