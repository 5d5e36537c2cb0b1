import {
  cn23AddRequest,
  cn23CheckResponse,
  cn23IdParams,
  cn23IdRequest,
  cn23ListResponse,
  cn23Response,
  cn23TaxRequest,
  cn23TaxResponse,
  hsCodesQuery,
  hsCodesResponse,
  kursResponse,
  postalAgentResponse,
  postalCancelRequest,
  postalCn23ReportResponse,
  postalDomesticFeeRequest,
  postalFeeResponse,
  postalInternationalFeeRequest,
  postalListQuery,
  postalListResponse,
  postalManifestCodeParams,
  postalManifestListResponse,
  postalManifestReportResponse,
  postalManifestResponse,
  postalManifestStatusResponse,
  postalRefRequest,
  postalReportRequest,
  postalSendRequest,
  postalShipmentDetailResponse,
  postalShipmentResponse,
  postalTrackRequest,
  postalTrackResponse,
  postalTransactionReportResponse,
  spkRequest,
  spkResponse,
} from '@konter/core/contracts/postal';
import type { FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors.js';
import { data, type FeatureRoutes } from '../../lib/http.js';
import {
  addCn23,
  calculateTax,
  cancelCn23,
  checkResi,
  cn23Status,
  cn23View,
  hsCodes,
  kursView,
  myCn23s,
} from './cn23.service.js';
import {
  checkSpk,
  closeManifest,
  cn23Report,
  confirmSpk,
  manifestReport,
  manifestStatus,
  myManifests,
  openManifest,
  postalAgent,
  transactionReport,
} from './operations.service.js';
import { cn23PdfOf, manifestPdfOf } from './postal.pdf.js';
import {
  cancelShipment,
  domesticFee,
  internationalFee,
  listMyShipments,
  refreshShipment,
  sendShipment,
  shipmentDetail,
  trackAwb,
} from './postal.service.js';
import { shipmentView } from './postal.shared.js';

const pdf = (reply: FastifyReply, file: { bytes: Uint8Array; name: string }) =>
  reply
    .header('content-type', 'application/pdf')
    .header('cache-control', 'private, no-store')
    .header('content-disposition', `inline; filename="${file.name}"`)
    .send(Buffer.from(file.bytes));

/**
 * POS MLO (calls §7.7, the generic mlo/* paths): every route is for members whom an administrator
 * granted `pos_mlo`; anyone else gets 403 `postal_no_permission` (the spec's no-permission message),
 * checked here once for the whole plugin, after the access plugin's member check.
 */
export const postalRoutes: FeatureRoutes = async (app, { deps }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['postal'];
  const config = { access: 'member' } as const;
  app.addHook('preHandler', async (req) => {
    if (!req.session.user.permissions.includes('pos_mlo')) throw new AppError('postal_no_permission');
  });
  const uid = (req: { session: { user: { id: number } } }) => req.session.user.id;

  // ---- shipments ----
  r.get(
    '/mlo/transaction',
    { config, schema: { tags, querystring: postalListQuery, response: { 200: postalListResponse } } },
    async (req) => listMyShipments(deps, uid(req), req.query),
  );
  r.post(
    '/mlo/transaction/get_fee',
    { config, schema: { tags, body: postalInternationalFeeRequest, response: { 200: postalFeeResponse } } },
    async (req) => data(await internationalFee(deps, req.body)),
  );
  r.post(
    '/mlo/transaction/get_fee_nipos',
    { config, schema: { tags, body: postalDomesticFeeRequest, response: { 200: postalFeeResponse } } },
    async (req) => data(await domesticFee(deps, req.body)),
  );
  r.post(
    '/mlo/transaction/send',
    { config, schema: { tags, body: postalSendRequest, response: { 200: postalShipmentResponse } } },
    async (req) => data(shipmentView(await sendShipment(deps, req.session.user, req.body))),
  );
  r.post(
    '/mlo/transaction/cancel',
    { config, schema: { tags, body: postalCancelRequest, response: { 200: postalShipmentResponse } } },
    async (req) => data(shipmentView(await cancelShipment(deps, uid(req), req.body.ref_id, req.body.reason))),
  );
  r.post(
    '/mlo/transaction/get_status',
    { config, schema: { tags, body: postalRefRequest, response: { 200: postalShipmentResponse } } },
    async (req) => data(shipmentView(await refreshShipment(deps, uid(req), req.body.ref_id))),
  );
  r.post(
    '/mlo/transaction/get_order',
    { config, schema: { tags, body: postalRefRequest, response: { 200: postalShipmentDetailResponse } } },
    async (req) => data(await shipmentDetail(deps, uid(req), req.body.ref_id)),
  );
  r.post(
    '/mlo/transaction/track',
    { config, schema: { tags, body: postalTrackRequest, response: { 200: postalTrackResponse } } },
    async (req) => data(await trackAwb(deps, uid(req), req.body.awb)),
  );

  // ---- manifests ----
  r.get(
    '/mlo/manifest/agen',
    { config, schema: { tags, response: { 200: postalAgentResponse } } },
    async (req) => data(await postalAgent(deps, uid(req))),
  );
  r.get(
    '/mlo/manifest',
    { config, schema: { tags, response: { 200: postalManifestListResponse } } },
    async (req) => data(await myManifests(deps, uid(req))),
  );
  r.get(
    '/mlo/manifest/status',
    { config, schema: { tags, response: { 200: postalManifestStatusResponse } } },
    async (req) => data(await manifestStatus(deps, uid(req))),
  );
  r.post(
    '/mlo/manifest/open',
    { config, schema: { tags, response: { 200: postalManifestResponse } } },
    async (req) => data(await openManifest(deps, uid(req))),
  );
  r.post(
    '/mlo/manifest/close',
    { config, schema: { tags, response: { 200: postalManifestResponse } } },
    async (req) => data(await closeManifest(deps, uid(req))),
  );
  r.get(
    '/mlo/manifest/pdf/:code',
    { config, schema: { tags, params: postalManifestCodeParams, response: { 200: z.any() } } },
    async (req, reply) => pdf(reply, await manifestPdfOf(deps, uid(req), req.params.code)),
  );

  // ---- CN23 ----
  r.get('/mlo/cn23', { config, schema: { tags, response: { 200: cn23ListResponse } } }, async (req) =>
    data(await myCn23s(deps, uid(req))),
  );
  r.get(
    '/mlo/cn23/hscodes',
    { config, schema: { tags, querystring: hsCodesQuery, response: { 200: hsCodesResponse } } },
    async (req) => data(hsCodes(req.query.q)),
  );
  r.get('/mlo/cn23/kurs', { config, schema: { tags, response: { 200: kursResponse } } }, async () =>
    data(await kursView(deps)),
  );
  r.post(
    '/mlo/cn23/check_resi',
    { config, schema: { tags, body: postalTrackRequest, response: { 200: cn23CheckResponse } } },
    async (req) => data(await checkResi(deps, uid(req), req.body.awb)),
  );
  r.post(
    '/mlo/cn23/add',
    { config, schema: { tags, body: cn23AddRequest, response: { 200: cn23Response } } },
    async (req) => data(cn23View(await addCn23(deps, uid(req), req.body))),
  );
  r.post(
    '/mlo/cn23/cancel',
    { config, schema: { tags, body: cn23IdRequest, response: { 200: cn23Response } } },
    async (req) => data(cn23View(await cancelCn23(deps, uid(req), req.body.id))),
  );
  r.post(
    '/mlo/cn23/get_status',
    { config, schema: { tags, body: cn23IdRequest, response: { 200: cn23Response } } },
    async (req) => data(cn23View(await cn23Status(deps, uid(req), req.body.id))),
  );
  r.post(
    '/mlo/cn23/calculate-tax',
    { config, schema: { tags, body: cn23TaxRequest, response: { 200: cn23TaxResponse } } },
    async (req) => data(await calculateTax(deps, req.body)),
  );
  r.get(
    '/mlo/cn23/:id/pdf',
    { config, schema: { tags, params: cn23IdParams, response: { 200: z.any() } } },
    async (req, reply) => pdf(reply, await cn23PdfOf(deps, uid(req), req.params.id)),
  );

  // ---- SPK ----
  r.post(
    '/mlo/spk/check',
    { config, schema: { tags, body: spkRequest, response: { 200: spkResponse } } },
    async (req) => data(await checkSpk(deps, uid(req), req.body.spk_number)),
  );
  r.post(
    '/mlo/spk/confirm',
    { config, schema: { tags, body: spkRequest, response: { 200: spkResponse } } },
    async (req) => data(await confirmSpk(deps, uid(req), req.body.spk_number)),
  );

  // ---- reports ----
  r.post(
    '/mlo/report/transaction',
    {
      config,
      schema: { tags, body: postalReportRequest, response: { 200: postalTransactionReportResponse } },
    },
    async (req) => data(await transactionReport(deps, uid(req), req.body)),
  );
  r.post(
    '/mlo/report/manifest',
    { config, schema: { tags, body: postalReportRequest, response: { 200: postalManifestReportResponse } } },
    async (req) => data(await manifestReport(deps, uid(req), req.body)),
  );
  r.post(
    '/mlo/report/cn23',
    { config, schema: { tags, body: postalReportRequest, response: { 200: postalCn23ReportResponse } } },
    async (req) => data(await cn23Report(deps, uid(req), req.body)),
  );
};
