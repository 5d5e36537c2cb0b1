// Public surface of the Xendit simulator (see xendit.plugin.ts for mounting).

export { INVOICE_CHANNELS } from './channels.js';
export {
  type RunningXenditSimulator,
  startXenditSimulator,
  type XenditPluginOptions,
  xenditSimulatorPlugin,
} from './xendit.plugin.js';
export {
  type InvoiceActOptions,
  type InvoiceStatus,
  type SentCallback,
  type SimInvoice,
  XenditSimulator,
  type XenditSimulatorOptions,
} from './xendit.simulator.js';
