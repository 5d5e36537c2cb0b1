import {
  CATALOGUE_EDIT_ROLES,
  CATALOGUE_READ_ROLES,
  consoleMarkupRequest,
  consoleMarkupResponse,
  consoleMarkupsResponse,
  consoleProductCutOffRequest,
  consoleProductEnabledRequest,
  consoleProductParams,
  consoleProductPricesRequest,
  consoleProductPromoRequest,
  consoleProductResponse,
  consoleProductsQuery,
  consoleProductsResponse,
  consoleRcQuery,
  consoleRcResponse,
  consoleSyncResponse,
  consoleSyncStateResponse,
} from '@konter/core/contracts/console-catalogue';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { data, type FeatureRoutes } from '../../lib/http.js';
import {
  changeMarkup,
  changeProductCutOff,
  changeProductEnabled,
  changeProductPrices,
  changeProductPromo,
  consoleProduct,
  consoleRcStats,
  consoleSyncState,
  listConsoleMarkups,
  listConsoleProducts,
  runConsoleSync,
} from './catalogue.service.js';
import { staffActor as by } from './console.http.js';

/**
 * The console's Catalogue page (issue 18) under /api/v1/console/catalogue: catalogue staff change
 * prices, markups and promos and run a sync; finance reads. Owner may do everything.
 */
export const consoleCatalogueRoutes: FeatureRoutes = async (app, { deps }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['console'];
  const readers = { access: { staff: CATALOGUE_READ_ROLES } } as const;
  const editors = { access: { staff: CATALOGUE_EDIT_ROLES } } as const;
  const product = { 200: consoleProductResponse };

  r.get(
    '/console/catalogue/products',
    {
      config: readers,
      schema: { tags, querystring: consoleProductsQuery, response: { 200: consoleProductsResponse } },
    },
    async (req) => listConsoleProducts(deps, req.query),
  );

  r.get(
    '/console/catalogue/products/:code',
    { config: readers, schema: { tags, params: consoleProductParams, response: product } },
    async (req) => data(await consoleProduct(deps, req.params.code)),
  );

  r.post(
    '/console/catalogue/products/:code/prices',
    {
      config: editors,
      schema: { tags, params: consoleProductParams, body: consoleProductPricesRequest, response: product },
    },
    async (req) => data(await changeProductPrices(deps, by(req), req.params.code, req.body)),
  );

  r.post(
    '/console/catalogue/products/:code/promo',
    {
      config: editors,
      schema: { tags, params: consoleProductParams, body: consoleProductPromoRequest, response: product },
    },
    async (req) => data(await changeProductPromo(deps, by(req), req.params.code, req.body)),
  );

  r.post(
    '/console/catalogue/products/:code/enabled',
    {
      config: editors,
      schema: { tags, params: consoleProductParams, body: consoleProductEnabledRequest, response: product },
    },
    async (req) => data(await changeProductEnabled(deps, by(req), req.params.code, req.body.enabled)),
  );

  r.post(
    '/console/catalogue/products/:code/cut-off',
    {
      config: editors,
      schema: { tags, params: consoleProductParams, body: consoleProductCutOffRequest, response: product },
    },
    async (req) => data(await changeProductCutOff(deps, by(req), req.params.code, req.body)),
  );

  r.get(
    '/console/catalogue/markups',
    { config: readers, schema: { tags, response: { 200: consoleMarkupsResponse } } },
    async () => data(await listConsoleMarkups(deps)),
  );

  r.post(
    '/console/catalogue/markups',
    {
      config: editors,
      schema: { tags, body: consoleMarkupRequest, response: { 200: consoleMarkupResponse } },
    },
    async (req) => data(await changeMarkup(deps, by(req), req.body)),
  );

  r.get(
    '/console/catalogue/sync',
    { config: readers, schema: { tags, response: { 200: consoleSyncStateResponse } } },
    async () => data(consoleSyncState(deps)),
  );

  r.post(
    '/console/catalogue/sync',
    { config: editors, schema: { tags, response: { 200: consoleSyncResponse } } },
    async (req) => data(await runConsoleSync(deps, by(req))),
  );

  r.get(
    '/console/catalogue/rc',
    { config: readers, schema: { tags, querystring: consoleRcQuery, response: { 200: consoleRcResponse } } },
    async (req) => data(await consoleRcStats(deps, req.query)),
  );
};
