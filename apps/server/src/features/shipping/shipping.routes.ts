import {
  allCourierFeeRequest,
  bookingRequest,
  bookingResponse,
  cancelShipmentRequest,
  commodityListResponse,
  confirmBookingRequest,
  courierAgentResponse,
  courierManifestListResponse,
  courierManifestResponse,
  courierManifestStatusResponse,
  courierReportResponse,
  createShipmentRequest,
  customerAddressDeletedResponse,
  customerAddressDeleteRequest,
  customerAddressListResponse,
  customerAddressQuery,
  destinationRequest,
  destinationResponse,
  findShipmentRequest,
  LION_PARCEL_COMMODITIES,
  manifestListQuery,
  pickupResponse,
  publicTrackRequest,
  shipmentLastStatusResponse,
  shipmentListQuery,
  shipmentListResponse,
  shipmentResponse,
  shipmentTrackingResponse,
  shippingDashboardResponse,
  shippingFeeRequest,
  shippingFeeResponse,
  shippingManifestReportResponse,
  shippingReportRequest,
  shippingTransactionReportResponse,
  trackShipmentRequest,
} from '@konter/core/contracts/shipping';
import type { FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors.js';
import { data, type FeatureRoutes } from '../../lib/http.js';
import { createLimiter } from '../../lib/rate-limit.js';
import { COURIER_WEBHOOK_PATH } from '../../providers/courier/index.js';
import { courierOf } from './couriers.js';
import { labelPdf } from './label.js';
import {
  closeOpenManifest,
  manifestPdf,
  manifestReport,
  manifestStatus,
  myManifests,
  openManifest,
} from './manifest.service.js';
import {
  bookOrder,
  confirmBooking,
  courierAgent,
  courierReport,
  customerAddresses,
  dashboard,
  deleteCustomerAddress,
  destinations,
  findMyShipment,
  lastStatus,
  listMyShipments,
  ownShipment,
  publicTrack,
  shipmentDetail,
  trackMine,
  transactionReport,
} from './shipping.queries.js';
import { assertMulticourier, cancelShipment, createShipment, quote, quoteAll } from './shipping.service.js';
import { manifestView as manifestViewOf } from './shipping.views.js';
import { receiveCourierWebhook } from './webhook.js';

const courierParams = z.object({ courier: z.string().max(32) });
const refParams = courierParams.extend({ ref: z.string().max(32) });
const manifestParams = courierParams.extend({ code: z.string().max(32) });
const pdf = { 200: z.any() };
/** Couriers whose spec lists get_destination (areas for the recipient). */
const DESTINATION_COURIERS = new Set(['sicepat', 'jnt-express', 'jne-express', 'lion-parcel']);

const sendPdf = (reply: FastifyReply, bytes: Uint8Array, name: string) =>
  reply
    .header('content-type', 'application/pdf')
    .header('cache-control', 'private, no-store')
    .header('content-disposition', `inline; filename="${name}"`)
    .send(Buffer.from(bytes));

/**
 * Multi-courier shipping (calls §7.7, the courier lines): thin routes over one service
 * parameterised by `{courier}` (one of the eight path names; another is 404). Every route here
 * needs a member session and the site's Multicourier preference (403 `multicourier_disabled`).
 */
export const shippingRoutes: FeatureRoutes = async (app, { deps }) => {
  // Before the body is validated: with the preference off every call is 403, whatever it sends.
  app.addHook('preValidation', async () => assertMulticourier(deps));
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['multicourier'];
  const config = { access: 'member' } as const;

  // ---- tariffs ----
  r.post(
    '/mlo/courier/get_fee',
    { config, schema: { tags, body: allCourierFeeRequest, response: { 200: shippingFeeResponse } } },
    async (req) => {
      const { sort, ...input } = req.body;
      return data(await quoteAll(deps, req.session.user, input, sort));
    },
  );
  for (const path of ['/mlo/transaction/:courier/get_fee', '/mlo/transaction/:courier/get_inquiry']) {
    r.post(
      path,
      {
        config,
        schema: {
          tags,
          params: courierParams,
          body: shippingFeeRequest,
          response: { 200: shippingFeeResponse },
        },
      },
      async (req) => {
        const meta = courierOf(req.params.courier);
        if (path.endsWith('get_inquiry') && meta.courier !== 'sicepat')
          throw new AppError('shipping_courier_unknown');
        return data(await quote(deps, req.session.user, [meta], req.body));
      },
    );
  }
  r.post(
    '/mlo/transaction/:courier/get_destination',
    {
      config,
      schema: {
        tags,
        params: courierParams,
        body: destinationRequest,
        response: { 200: destinationResponse },
      },
    },
    async (req) => {
      const meta = courierOf(req.params.courier);
      if (!DESTINATION_COURIERS.has(meta.courier)) throw new AppError('shipping_courier_unknown');
      return data(await destinations(deps, req.body.q));
    },
  );

  // ---- shipments ----
  /** Every courier's shipments of the member in one page (the history without a courier chosen). */
  r.get(
    '/mlo/courier/transaction',
    { config, schema: { tags, querystring: shipmentListQuery, response: { 200: shipmentListResponse } } },
    async (req) => listMyShipments(deps, req.session.user.id, null, req.query),
  );
  r.get(
    '/mlo/transaction/:courier',
    {
      config,
      schema: {
        tags,
        params: courierParams,
        querystring: shipmentListQuery,
        response: { 200: shipmentListResponse },
      },
    },
    async (req) => listMyShipments(deps, req.session.user.id, courierOf(req.params.courier), req.query),
  );
  r.get(
    '/mlo/transaction/:courier/:ref',
    { config, schema: { tags, params: refParams, response: { 200: shipmentResponse } } },
    async (req) => {
      const s = await ownShipment(deps, req.session.user.id, courierOf(req.params.courier), req.params.ref);
      return data(await shipmentDetail(deps, s));
    },
  );
  r.post(
    '/mlo/transaction/:courier/create_order',
    {
      config,
      schema: {
        tags,
        params: courierParams,
        body: createShipmentRequest,
        response: { 200: shipmentResponse },
      },
    },
    async (req) => {
      const s = await createShipment(deps, req.session.user, courierOf(req.params.courier), req.body);
      return data(await shipmentDetail(deps, s));
    },
  );
  r.post(
    '/mlo/transaction/:courier/cancel',
    {
      config,
      schema: {
        tags,
        params: courierParams,
        body: cancelShipmentRequest,
        response: { 200: shipmentResponse },
      },
    },
    async (req) => {
      const meta = courierOf(req.params.courier);
      const s = await cancelShipment(deps, req.session.user, meta, req.body.ref_id, req.body.reason);
      return data(await shipmentDetail(deps, s));
    },
  );
  r.post(
    '/mlo/transaction/:courier/track',
    {
      config,
      schema: {
        tags,
        params: courierParams,
        body: trackShipmentRequest,
        response: { 200: shipmentTrackingResponse },
      },
    },
    async (req) =>
      data(await trackMine(deps, req.session.user.id, courierOf(req.params.courier), req.body.awb)),
  );
  r.get(
    '/mlo/transaction/:courier/:ref/label.pdf',
    { config, schema: { tags, params: refParams, response: pdf } },
    async (req, reply) => {
      const s = await ownShipment(deps, req.session.user.id, courierOf(req.params.courier), req.params.ref);
      let bytes: Uint8Array;
      try {
        bytes = await labelPdf(deps, s);
      } catch (err) {
        deps.logger.error({ err, code: s.code }, 'label PDF failed');
        throw new AppError('shipping_receipt_failed');
      }
      return sendPdf(reply, bytes, `label-${s.code}.pdf`);
    },
  );

  // ---- Sicepat's extra calls ----
  const sicepat = courierOf('sicepat');
  r.post(
    '/mlo/transaction/sicepat/booking_order',
    { config, schema: { tags, body: bookingRequest, response: { 200: bookingResponse } } },
    async (req) => data(await bookOrder(deps, req.session.user, sicepat, req.body)),
  );
  r.post(
    '/mlo/transaction/sicepat/confirm_order',
    { config, schema: { tags, body: confirmBookingRequest, response: { 200: shipmentResponse } } },
    async (req) => {
      const s = await confirmBooking(deps, req.session.user, sicepat, req.body);
      return data(await shipmentDetail(deps, s));
    },
  );
  r.post(
    '/mlo/transaction/sicepat/find',
    { config, schema: { tags, body: findShipmentRequest, response: { 200: shipmentResponse } } },
    async (req) => data(await findMyShipment(deps, req.session.user.id, sicepat, req.body)),
  );
  r.post(
    '/mlo/transaction/sicepat/pickup',
    { config, schema: { tags, response: { 200: pickupResponse } } },
    async (req) => data(manifestViewOf(await closeOpenManifest(deps, req.session.user.id, sicepat))),
  );

  // ---- ID Express's status calls ----
  const idexpress = courierOf('idexpress');
  r.post(
    '/mlo/transaction/idexpress/get_status',
    { config, schema: { tags, body: trackShipmentRequest, response: { 200: shipmentTrackingResponse } } },
    async (req) => {
      try {
        return data(await trackMine(deps, req.session.user.id, idexpress, req.body.awb));
      } catch (err) {
        if (err instanceof AppError && err.code === 'shipping_tracking_failed')
          throw new AppError('shipping_status_failed');
        throw err;
      }
    },
  );
  r.post(
    '/mlo/transaction/idexpress/get_waybill_last_status',
    { config, schema: { tags, body: trackShipmentRequest, response: { 200: shipmentLastStatusResponse } } },
    async (req) => {
      try {
        return data(await lastStatus(deps, req.session.user.id, idexpress, req.body.awb));
      } catch (err) {
        if (err instanceof AppError && err.code === 'shipping_tracking_failed')
          throw new AppError('shipping_status_failed');
        throw err;
      }
    },
  );

  // ---- Lion Parcel's commodities ----
  r.get(
    '/mlo/lion-parcel/commodity',
    { config, schema: { tags, response: { 200: commodityListResponse } } },
    async () => data(LION_PARCEL_COMMODITIES.map((c) => ({ ...c }))),
  );

  // ---- the agent ----
  r.get(
    '/mlo/:courier/agen',
    { config, schema: { tags, params: courierParams, response: { 200: courierAgentResponse } } },
    async (req) => data(await courierAgent(deps, req.session.user, courierOf(req.params.courier))),
  );

  // ---- manifests ----
  r.get(
    '/mlo/manifest/:courier',
    {
      config,
      schema: {
        tags,
        params: courierParams,
        querystring: manifestListQuery,
        response: { 200: courierManifestListResponse },
      },
    },
    async (req) => myManifests(deps, req.session.user.id, courierOf(req.params.courier), req.query.page ?? 1),
  );
  r.get(
    '/mlo/manifest/:courier/status',
    { config, schema: { tags, params: courierParams, response: { 200: courierManifestStatusResponse } } },
    async (req) => data(await manifestStatus(deps, req.session.user.id, courierOf(req.params.courier))),
  );
  r.post(
    '/mlo/manifest/:courier/open',
    { config, schema: { tags, params: courierParams, response: { 200: courierManifestResponse } } },
    async (req) =>
      data(manifestViewOf(await openManifest(deps, req.session.user.id, courierOf(req.params.courier)))),
  );
  r.post(
    '/mlo/manifest/:courier/close',
    { config, schema: { tags, params: courierParams, response: { 200: courierManifestResponse } } },
    async (req) =>
      data(manifestViewOf(await closeOpenManifest(deps, req.session.user.id, courierOf(req.params.courier)))),
  );
  r.get(
    '/mlo/manifest/:courier/:code/pdf',
    { config, schema: { tags, params: manifestParams, response: pdf } },
    async (req, reply) => {
      const bytes = await manifestPdf(deps, req.session.user, courierOf(req.params.courier), req.params.code);
      return sendPdf(reply, bytes, `manifest-${req.params.code}.pdf`);
    },
  );

  // ---- dashboard, reports ----
  r.get(
    '/mlo/dashboard',
    { config, schema: { tags, response: { 200: shippingDashboardResponse } } },
    async (req) => data(await dashboard(deps, req.session.user.id)),
  );
  r.post(
    '/mlo/report/:courier/transaction',
    {
      config,
      schema: {
        tags,
        params: courierParams,
        body: shippingReportRequest,
        response: { 200: shippingTransactionReportResponse },
      },
    },
    async (req) =>
      data(await transactionReport(deps, req.session.user.id, courierOf(req.params.courier), req.body)),
  );
  r.post(
    '/mlo/report/:courier/manifest',
    {
      config,
      schema: {
        tags,
        params: courierParams,
        body: shippingReportRequest,
        response: { 200: shippingManifestReportResponse },
      },
    },
    async (req) =>
      data(await manifestReport(deps, req.session.user.id, courierOf(req.params.courier), req.body)),
  );
  r.post(
    '/mlo/report/courier',
    { config, schema: { tags, body: shippingReportRequest, response: { 200: courierReportResponse } } },
    async (req) => data(await courierReport(deps, req.session.user.id, req.body)),
  );

  // ---- saved senders and recipients ----
  r.get(
    '/mlo/customer-address',
    {
      config,
      schema: { tags, querystring: customerAddressQuery, response: { 200: customerAddressListResponse } },
    },
    async (req) => data(await customerAddresses(deps, req.session.user.id, req.query.kind, req.query.q)),
  );
  r.post(
    '/mlo/customer-address/delete',
    {
      config,
      schema: { tags, body: customerAddressDeleteRequest, response: { 200: customerAddressDeletedResponse } },
    },
    async (req) => data(await deleteCustomerAddress(deps, req.session.user.id, req.body.id)),
  );
};

/** POST mlo/public/track (public, rate limited per address like the other public look-ups). */
export const shippingPublicRoutes: FeatureRoutes = async (app, { deps }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const lookups = createLimiter(app, 'mlo-public-track', { max: 30, timeWindow: '10 minutes' });
  r.post(
    '/mlo/public/track',
    {
      config: { access: 'public' },
      schema: {
        tags: ['multicourier'],
        body: publicTrackRequest,
        response: { 200: shipmentTrackingResponse },
      },
    },
    async (req) => {
      await lookups(req);
      return data(await publicTrack(deps, req.body.awb, req.body.courier));
    },
  );
};

const answer = z.object({ received: z.literal(true), outcome: z.string() });
const refused = z.object({ message: z.string(), code: z.string() });

/**
 * The courier aggregator's webhook (shop orders and shipments alike): verified on the raw body
 * (401 and nothing changes on a bad signature), then only a hint — see webhook.ts.
 */
export const courierWebhookRoutes: FeatureRoutes = async (app, { deps }) => {
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: 256 * 1024 },
    (_req, body, done) => done(null, body),
  );
  app.withTypeProvider<ZodTypeProvider>().post(
    COURIER_WEBHOOK_PATH,
    {
      config: { access: 'signature' },
      schema: { hide: true, response: { 200: answer, 401: refused, 404: refused } },
    },
    async (req) => receiveCourierWebhook(deps, typeof req.body === 'string' ? req.body : '', req.headers),
  );
};
