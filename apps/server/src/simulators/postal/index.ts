// Public surface of the postal operator simulator (Konter's postal protocol; see postal.plugin.ts).
export {
  type PostalPluginOptions,
  postalSimulatorPlugin,
  type RunningPostalSimulator,
  startPostalSimulator,
} from './postal.plugin.js';
export {
  PostalSimulator,
  type PostalSimulatorOptions,
  type SentPostalWebhook,
  type SimShipment,
} from './postal.simulator.js';
export {
  chargeableKg,
  domesticTariffs,
  domesticZone,
  internationalTariffs,
  kursOn,
  s10,
  s10CheckDigit,
} from './tariffs.js';
