// Public surface of the Midtrans simulator (see midtrans.plugin.ts for mounting).

export { offeredMethods, SNAP_METHODS } from './methods.js';
export {
  type MidtransPluginOptions,
  midtransSimulatorPlugin,
  type RunningMidtransSimulator,
  startMidtransSimulator,
} from './midtrans.plugin.js';
export {
  type Action,
  type ActOptions,
  MidtransSimulator,
  type MidtransSimulatorOptions,
  type MidtransStatus,
  type SentNotification,
  type SnapTransaction,
  STATUS_CODE,
} from './midtrans.simulator.js';
