// Public surface of the Biteship (courier aggregator) simulator (see courier.plugin.ts for mounting).
export { areaIdOf, codeOfAreaId, UNSERVED_CITY } from './areas.js';
export {
  type CourierPluginOptions,
  courierSimulatorPlugin,
  type RunningCourierSimulator,
  startCourierSimulator,
} from './courier.plugin.js';
export {
  CourierSimulator,
  type CourierSimulatorOptions,
  type SentWebhook,
  type SimOrder,
} from './courier.simulator.js';
export { chargeableKg, SIM_COURIERS, zoneOf } from './pricing.js';
