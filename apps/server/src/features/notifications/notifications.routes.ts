import {
  markAsReadRequest,
  markReadResponse,
  notificationDetailParams,
  notificationDetailResponse,
  notificationIdParams,
  notificationListQuery,
  notificationListResponse,
  notificationTypeParams,
  unreadCountResponse,
} from '@konter/core/contracts/notification';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Deps } from '../../lib/deps.js';
import { data, requireUser } from '../../lib/http.js';
import { socketIdOf } from '../../lib/realtime.js';
import * as service from './notifications.service.js';

const tags = ['notification'];

/** Spec §7.4: the notification tabs, the bell's unread count, marking read. Signed-in users only. */
export async function notificationRoutes(app: FastifyInstance, deps: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // GET notification/{period}, default today (spec §7.4).
  r.get(
    '/api/v1/notification',
    { schema: { tags, querystring: notificationListQuery, response: { 200: notificationListResponse } } },
    async (req) =>
      service.listNotifications(deps, requireUser(req).user.id, 'today', req.query.page, req.query.per_page),
  );

  r.get(
    '/api/v1/notification/unread-count',
    { schema: { tags, response: { 200: unreadCountResponse } } },
    async (req) => data(await service.unreadCounts(deps, requireUser(req).user.id)),
  );

  /** The newest five unread entries (the bell's hover panel) and, in meta.total, how many are unread. */
  r.post(
    '/api/v1/notification/unread',
    { schema: { tags, response: { 200: notificationListResponse } } },
    async (req) => service.latestUnread(deps, requireUser(req).user.id),
  );

  r.post(
    '/api/v1/notification/read-all',
    { schema: { tags, response: { 200: markReadResponse } } },
    async (req) =>
      data({ unread: await service.markAllRead(deps, requireUser(req).user.id, socketIdOf(req)) }),
  );

  // The spec's name of the same operation (POST notification/mark-as-read with id).
  r.post(
    '/api/v1/notification/mark-as-read',
    { schema: { tags, body: markAsReadRequest, response: { 200: markReadResponse } } },
    async (req) =>
      data({ unread: await service.markRead(deps, requireUser(req).user.id, req.body.id, socketIdOf(req)) }),
  );

  r.post(
    '/api/v1/notification/:id/read',
    { schema: { tags, params: notificationIdParams, response: { 200: markReadResponse } } },
    async (req) =>
      data({
        unread: await service.markRead(deps, requireUser(req).user.id, req.params.id, socketIdOf(req)),
      }),
  );

  r.get(
    '/api/v1/notification/:type',
    {
      schema: {
        tags,
        params: notificationTypeParams,
        querystring: notificationListQuery,
        response: { 200: notificationListResponse },
      },
    },
    async (req) =>
      service.listNotifications(
        deps,
        requireUser(req).user.id,
        req.params.type,
        req.query.page,
        req.query.per_page,
      ),
  );

  r.get(
    '/api/v1/notification/:type/:id',
    { schema: { tags, params: notificationDetailParams, response: { 200: notificationDetailResponse } } },
    async (req) =>
      data(
        await service.openNotification(
          deps,
          requireUser(req).user.id,
          req.params.type,
          req.params.id,
          socketIdOf(req),
        ),
      ),
  );
}
