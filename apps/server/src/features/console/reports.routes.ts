import {
  CONSOLE_REPORT_ROLES,
  ledgerCheckRunResponse,
  ledgerCheckStateResponse,
  moneyReportResponse,
  reportRangeQuery,
  salesReportQuery,
  salesReportResponse,
} from '@konter/core/contracts/console-reports';
import type { FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { data, type FeatureRoutes, requestLocale } from '../../lib/http.js';
import { staffActor } from './console.http.js';
import {
  exportMoneyReport,
  exportSalesReport,
  ledgerCheckState,
  moneyReport,
  type ReportFile,
  runLedgerCheck,
  salesReport,
} from './reports.service.js';

const download = (reply: FastifyReply, { file, name, contentType }: ReportFile) =>
  reply
    .header('content-type', contentType)
    .header('content-disposition', `attachment; filename="${name}"`)
    .header('cache-control', 'no-store')
    .send(file);

/**
 * The console's Reports (issue 18) under /api/v1/console/reports, for finance (and the owner):
 * sales and margin, money in and out by channel, their Excel files, the ledger check.
 */
export const consoleReportRoutes: FeatureRoutes = async (app, { deps }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['console'];
  const config = { access: { staff: CONSOLE_REPORT_ROLES } } as const;
  // A file's answer is its bytes (a Buffer is sent as is, never serialized).
  const file = { 200: z.any() };

  r.get(
    '/console/reports/sales',
    { config, schema: { tags, querystring: salesReportQuery, response: { 200: salesReportResponse } } },
    async (req) => data(await salesReport(deps, req.query)),
  );
  r.get(
    '/console/reports/sales/export',
    { config, schema: { tags, querystring: salesReportQuery, response: file } },
    async (req, reply) => download(reply, await exportSalesReport(deps, req.query, requestLocale(req))),
  );
  r.get(
    '/console/reports/money',
    { config, schema: { tags, querystring: reportRangeQuery, response: { 200: moneyReportResponse } } },
    async (req) => data(await moneyReport(deps, req.query)),
  );
  r.get(
    '/console/reports/money/export',
    { config, schema: { tags, querystring: reportRangeQuery, response: file } },
    async (req, reply) => download(reply, await exportMoneyReport(deps, req.query, requestLocale(req))),
  );
  r.get(
    '/console/reports/ledger-check',
    { config, schema: { tags, response: { 200: ledgerCheckStateResponse } } },
    async () => data(await ledgerCheckState(deps)),
  );
  r.post(
    '/console/reports/ledger-check',
    { config, schema: { tags, response: { 200: ledgerCheckRunResponse } } },
    async (req) => data(await runLedgerCheck(deps, staffActor(req))),
  );
};
