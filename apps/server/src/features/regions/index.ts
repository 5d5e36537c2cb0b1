// Indonesian administrative areas (issue 15): the `regions` table loaded from idn-area-data at
// start-up (loader.ts), the public region search and city list, and the helpers the shop uses to
// check an address's area names (matchAddressRegion → "Your address is incomplete").
import type { RegionsState } from './regions.service.js';

declare module '../../lib/deps.js' {
  interface Deps {
    /** The all-cities list, read once (regions.service.ts). */
    regions: RegionsState;
  }
}

export { courierAppError, courierErrorKey } from './courier-errors.js';
export { ensureRegionsLoaded, type RegionsLoad } from './loader.js';
export { regionsRoutes } from './regions.routes.js';
export {
  type AddressAreas,
  allCities,
  createRegionsState,
  findRegion,
  matchAddressRegion,
  type RegionsState,
  searchRegions,
} from './regions.service.js';
