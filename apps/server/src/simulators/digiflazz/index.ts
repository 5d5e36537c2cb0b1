// Public surface of the Digiflazz simulator (see digiflazz.plugin.ts for mounting).

export type { CallbackDelivery } from './callbacks.js';
export { postpaidCatalog, prepaidCatalog } from './catalog.js';
export {
  type DigiflazzPluginOptions,
  digiflazzSimulatorPlugin,
  type RunningDigiflazzSimulator,
  startDigiflazzSimulator,
} from './digiflazz.plugin.js';
export {
  DigiflazzSimulator,
  type DigiflazzSimulatorOptions,
  type SimTransaction,
} from './digiflazz.simulator.js';
export { TEST_NUMBERS } from './prepaid.js';
