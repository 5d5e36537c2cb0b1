import { allCitiesResponse, regionSearchRequest, regionSearchResponse } from '@konter/core/contracts/regions';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { data, type FeatureRoutes } from '../../lib/http.js';
import { createLimiter } from '../../lib/rate-limit.js';
import { allCities, searchRegions } from './regions.service.js';

/** Indonesian areas for address forms (calls §7.5 shop/location/all-cities, §7.6 shop/public/shiping/region). */
export const regionsRoutes: FeatureRoutes = async (app, { deps }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['regions'];
  const searchPerIp = createLimiter(app, 'region-search', { max: 60, timeWindow: '1 minute' });

  r.post(
    '/shop/public/shiping/region',
    {
      config: { access: 'public' },
      schema: { tags, body: regionSearchRequest, response: { 200: regionSearchResponse } },
    },
    async (req) => {
      await searchPerIp(req);
      return data(await searchRegions(deps, req.body.search_key));
    },
  );

  r.get(
    '/shop/location/all-cities',
    { config: { access: 'public' }, schema: { tags, response: { 200: allCitiesResponse } } },
    async (_req, reply) => {
      const cities = await allCities(deps);
      // The list changes only with a release of the data: browsers and proxies may keep it a day —
      // unless it was read while a first start was still loading the data (then it is not kept).
      if (deps.regions.cities) reply.header('cache-control', 'public, max-age=86400');
      return data(cities);
    },
  );
};
