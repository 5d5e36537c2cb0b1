import {
  clearNotificationsRequest,
  markAsReadRequest,
  markReadResponse,
  notificationDetailParams,
  notificationDetailResponse,
  notificationIdParams,
  notificationListQuery,
  notificationListResponse,
  notificationRemovedResponse,
  notificationTypeParams,
  unreadCountResponse,
} from '@konter/core/contracts/notification';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { data, type FeatureRoutes, requestLocale } from '../../lib/http.js';
import { socketIdOf } from '../../lib/realtime.js';
import * as service from './notifications.service.js';

const tags = ['notification'];
const config = { access: 'member' } as const;

/** Spec §7.4: the notification tabs, the bell's unread count, marking read; spec §4: deleting, clearing. Members only. */
export const notificationRoutes: FeatureRoutes = async (app, { deps }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // GET notification/{period}, default today (spec §7.4).
  r.get(
    '/notification',
    {
      config,
      schema: { tags, querystring: notificationListQuery, response: { 200: notificationListResponse } },
    },
    async (req) =>
      service.listNotifications(
        deps,
        req.session.user.id,
        'today',
        req.query.page,
        req.query.per_page,
        requestLocale(req),
      ),
  );

  r.get(
    '/notification/unread-count',
    { config, schema: { tags, response: { 200: unreadCountResponse } } },
    async (req) => data(await service.unreadCounts(deps, req.session.user.id)),
  );

  /** The newest five unread entries (the bell's hover panel) and, in meta.total, how many are unread. */
  r.post(
    '/notification/unread',
    { config, schema: { tags, response: { 200: notificationListResponse } } },
    async (req) => service.latestUnread(deps, req.session.user.id, requestLocale(req)),
  );

  r.post(
    '/notification/read-all',
    { config, schema: { tags, response: { 200: markReadResponse } } },
    async (req) => data({ unread: await service.markAllRead(deps, req.session.user.id, socketIdOf(req)) }),
  );

  // The spec's name of the same operation (POST notification/mark-as-read with id).
  r.post(
    '/notification/mark-as-read',
    { config, schema: { tags, body: markAsReadRequest, response: { 200: markReadResponse } } },
    async (req) =>
      data({ unread: await service.markRead(deps, req.session.user.id, req.body.id, socketIdOf(req)) }),
  );

  r.post(
    '/notification/:id/read',
    { config, schema: { tags, params: notificationIdParams, response: { 200: markReadResponse } } },
    async (req) =>
      data({
        unread: await service.markRead(deps, req.session.user.id, req.params.id, socketIdOf(req)),
      }),
  );

  // Spec §4: one notification deleted (news: hidden for this member only).
  r.delete(
    '/notification/:id',
    {
      config,
      schema: { tags, params: notificationIdParams, response: { 200: notificationRemovedResponse } },
    },
    async (req) =>
      data(await service.deleteNotification(deps, req.session.user.id, req.params.id, socketIdOf(req))),
  );

  // Spec §4: a tab cleared.
  r.post(
    '/notification/clear',
    {
      config,
      schema: { tags, body: clearNotificationsRequest, response: { 200: notificationRemovedResponse } },
    },
    async (req) =>
      data(await service.clearNotifications(deps, req.session.user.id, req.body.type, socketIdOf(req))),
  );

  r.get(
    '/shop/notification',
    {
      config,
      schema: { tags, querystring: notificationListQuery, response: { 200: notificationListResponse } },
    },
    async (req) =>
      service.listShopNotifications(
        deps,
        req.session.user.id,
        req.query.page,
        req.query.per_page,
        requestLocale(req),
      ),
  );

  r.get(
    '/notification/:type',
    {
      config,
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
        req.session.user.id,
        req.params.type,
        req.query.page,
        req.query.per_page,
        requestLocale(req),
      ),
  );

  r.get(
    '/notification/:type/:id',
    {
      config,
      schema: { tags, params: notificationDetailParams, response: { 200: notificationDetailResponse } },
    },
    async (req) =>
      data(
        await service.openNotification(
          deps,
          req.session.user.id,
          req.params.type,
          req.params.id,
          requestLocale(req),
          socketIdOf(req),
        ),
      ),
  );
};
