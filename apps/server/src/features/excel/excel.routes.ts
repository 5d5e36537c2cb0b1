import multipart from '@fastify/multipart';
import {
  EXCEL_MAX_BYTES,
  excelAccessRequest,
  excelAccessRequestResponse,
  excelAccessStatusResponse,
  excelExportQuery,
  excelProcessRequest,
  excelUploadListResponse,
  excelUploadParams,
  excelUploadResponse,
} from '@konter/core/contracts/excel';
import type { FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fieldError } from '../../lib/errors.js';
import { data, type FeatureRoutes, requestLocale } from '../../lib/http.js';
import { createLimiter } from '../../lib/rate-limit.js';
import * as excel from './excel.service.js';
import { excelAccessStatus, requestExcelAccess } from './excel-access.service.js';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const sendXlsx = (reply: FastifyReply, { file, name }: { file: Buffer; name: string }) =>
  reply
    .header('content-type', XLSX)
    .header('content-disposition', `attachment; filename="${name}"`)
    .send(file);

/** Excel bulk top-up (spec §5, calls §9.2): members an administrator granted `excel_topup`. */
export const excelRoutes: FeatureRoutes = async (app, { deps }) => {
  // Multipart only in this plugin's scope: one file, at most EXCEL_MAX_BYTES.
  await app.register(multipart, { limits: { fileSize: EXCEL_MAX_BYTES, files: 1, fields: 4, parts: 5 } });
  const r = app.withTypeProvider<ZodTypeProvider>();
  const perUser = createLimiter(app, 'excel', { max: 30, timeWindow: '1 minute' });
  const config = { access: { permission: 'excel_topup' } } as const;
  const tags = ['excel'];
  const file = { 200: z.any() };

  r.get('/prabayar/excel/template', { config, schema: { tags, response: file } }, async (req, reply) =>
    sendXlsx(reply, await excel.template(req.session.user, requestLocale(req))),
  );

  /** multipart/form-data with `file` (.xlsx): checked and kept; nothing is bought yet. */
  r.post(
    '/prabayar/excel/upload',
    { config, schema: { tags, consumes: ['multipart/form-data'], response: { 201: excelUploadResponse } } },
    async (req, reply) => {
      const { user } = req.session;
      await perUser(req, `user:${user.id}`);
      if (!req.isMultipart()) throw fieldError('file', 'excel_invalid_file');
      const part = await req.file();
      if (!part || part.fieldname !== 'file') throw fieldError('file', 'excel_invalid_file');
      let buffer: Buffer;
      try {
        buffer = await part.toBuffer();
      } catch (err) {
        if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
          throw fieldError('file', 'excel_file_too_large', { max: '1 MB' });
        throw err;
      }
      const upload = await excel.uploadFile(
        deps,
        user,
        { fileName: part.filename, buffer },
        requestLocale(req),
      );
      return reply.code(201).send(data(upload));
    },
  );

  // Asking for access: any member (those without `excel_topup` are who ask).
  const member = { access: 'member' } as const;
  r.get(
    '/prabayar/excel/access-request',
    { config: member, schema: { tags, response: { 200: excelAccessStatusResponse } } },
    async (req) => data(await excelAccessStatus(deps, req.session.user)),
  );

  r.post(
    '/prabayar/excel/access-request',
    {
      config: member,
      schema: { tags, body: excelAccessRequest, response: { 201: excelAccessRequestResponse } },
    },
    async (req, reply) => {
      const { user } = req.session;
      await perUser(req, `user:${user.id}`);
      return reply.code(201).send(data(await requestExcelAccess(deps, user, req.body)));
    },
  );

  r.get(
    '/prabayar/excel',
    { config, schema: { tags, response: { 200: excelUploadListResponse } } },
    async (req) => data(await excel.listUploads(deps, req.session.user.id)),
  );

  r.get(
    '/prabayar/excel/:id',
    { config, schema: { tags, params: excelUploadParams, response: { 200: excelUploadResponse } } },
    async (req) => data(await excel.getUpload(deps, req.session.user.id, req.params.id)),
  );

  r.post(
    '/prabayar/excel/:id/process',
    {
      config,
      schema: {
        tags,
        params: excelUploadParams,
        body: excelProcessRequest,
        response: { 200: excelUploadResponse },
      },
    },
    async (req) => {
      const { user } = req.session;
      await perUser(req, `user:${user.id}`);
      return data(await excel.processUpload(deps, user, req.params.id, req.body.pin));
    },
  );

  r.get(
    '/prabayar/excel/:id/export',
    { config, schema: { tags, params: excelUploadParams, querystring: excelExportQuery, response: file } },
    async (req, reply) =>
      sendXlsx(
        reply,
        await excel.exportUpload(
          deps,
          req.session.user.id,
          req.params.id,
          req.query.lang ?? requestLocale(req),
        ),
      ),
  );
};
