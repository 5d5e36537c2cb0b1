import {
  approvalDecisionResponse,
  approvalDetailResponse,
  approvalParams,
  approvalRejectRequest,
  approvalsQuery,
  approvalsResponse,
  dashboardResponse,
  STAFF_ROLES,
} from '@konter/core/contracts/console';
import type { FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { data, type FeatureRoutes } from '../../lib/http.js';
import {
  approvalImage,
  type Decider,
  decideApproval,
  getApproval,
  listApprovals,
} from './approvals.service.js';
import { staffActor } from './console.http.js';
import { dashboard } from './dashboard.service.js';

/**
 * The console's dashboard (every role) and approvals queue (finance and customer service decide,
 * each the kinds of their role; owner all), under /api/v1/console. Decisions go through the same
 * approval kinds as the CLI's `approve` / `reject` (approvals.service.ts).
 */
export const consoleApprovalRoutes: FeatureRoutes = async (app, { deps }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['console'];
  const anyStaff = { access: { staff: STAFF_ROLES } } as const;
  const deciders = { access: { staff: ['finance', 'cs'] } } as const;
  const by = (req: FastifyRequest): Decider => ({ ...staffActor(req), roles: req.staff.staff.roles });

  r.get(
    '/console/dashboard',
    { config: anyStaff, schema: { tags, response: { 200: dashboardResponse } } },
    async (req) => data(await dashboard(deps, req.staff.staff.roles)),
  );

  r.get(
    '/console/approvals',
    { config: deciders, schema: { tags, querystring: approvalsQuery, response: { 200: approvalsResponse } } },
    async (req) => data(await listApprovals(deps, req.staff.staff.roles, req.query)),
  );

  r.get(
    '/console/approvals/:kind/:id',
    { config: deciders, schema: { tags, params: approvalParams, response: { 200: approvalDetailResponse } } },
    async (req) => data(await getApproval(deps, req.staff.staff.roles, req.params.kind, req.params.id)),
  );

  r.get(
    '/console/approvals/:kind/:id/image',
    // The image's bytes (PNG or JPEG), never cached: a proof or an identity document.
    { config: deciders, schema: { tags, params: approvalParams, response: { 200: z.any() } } },
    async (req, reply) => {
      const img = await approvalImage(deps, req.staff.staff.roles, req.params.kind, req.params.id);
      return reply
        .header('content-type', img.contentType)
        .header('cache-control', 'no-store')
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', 'inline')
        .send(img.bytes);
    },
  );

  r.post(
    '/console/approvals/:kind/:id/approve',
    {
      config: deciders,
      schema: { tags, params: approvalParams, response: { 200: approvalDecisionResponse } },
    },
    async (req) => {
      const { message: _, ...decided } = await decideApproval(
        deps,
        by(req),
        req.params.kind,
        req.params.id,
        'approve',
      );
      return data(decided);
    },
  );

  r.post(
    '/console/approvals/:kind/:id/reject',
    {
      config: deciders,
      schema: {
        tags,
        params: approvalParams,
        body: approvalRejectRequest,
        response: { 200: approvalDecisionResponse },
      },
    },
    async (req) => {
      const { message: _, ...decided } = await decideApproval(
        deps,
        by(req),
        req.params.kind,
        req.params.id,
        'reject',
        req.body.reason,
      );
      return data(decided);
    },
  );
};
