// Public surface of the bank-mutation simulator (see bank-mutation.plugin.ts for mounting).

export {
  type BankMutationPluginOptions,
  bankMutationSimulatorPlugin,
  type RunningBankMutationSimulator,
  startBankMutationSimulator,
} from './bank-mutation.plugin.js';
export {
  BankMutationSimulator,
  type BankMutationSimulatorOptions,
  type SentWebhook,
  SIM_BANKS,
  type SimBank,
  type SimBankAccount,
  type SimBankAccountOption,
  type TransferRequest,
  type WireMutation,
} from './bank-mutation.simulator.js';
