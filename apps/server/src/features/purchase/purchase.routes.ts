import {
  plnCustomerDataResponse,
  plnInquiryRequest,
  postpaidInquiryRequest,
  postpaidPayRequest,
  prepaidPurchaseRequest,
  transactionDataResponse,
  transactionExportQuery,
  transactionListQuery,
  transactionListResponse,
  transactionParams,
  transactionsDataResponse,
} from '@konter/core/contracts/purchase';
import type { FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { data, type FeatureRoutes, idempotencyKeyOf, requestLocale } from '../../lib/http.js';
import { createLimiter } from '../../lib/rate-limit.js';
import { socketIdOf } from '../../lib/realtime.js';
import { checkPlnCustomer, inquirePostpaid, payPostpaid } from './postpaid.service.js';
import type { Transaction } from './purchase.repository.js';
import { createPrepaidPurchase } from './purchase.service.js';
import { exportTransactions, listTransactions, ownTransaction } from './transaction.service.js';
import { transactionView } from './transaction.view.js';

/** Prepaid purchases, postpaid bills, the PLN check and the owner's transaction report (members). */
export const purchaseRoutes: FeatureRoutes = async (app, { deps }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const perUser = createLimiter(app, 'purchase', {
    max: deps.config.PURCHASE_RATE_LIMIT_PER_MINUTE,
    timeWindow: '1 minute',
  });
  const config = { access: 'member' } as const;
  const tags = ['purchase'];

  /**
   * The user's other open pages learn of a new purchase (its hold moved the balance) and refetch.
   * The page that sent it has the row in the answer, so its socket (X-Socket-ID) is skipped
   * (ADR 0010). The settlement comes later and goes to every page, the sender's too.
   */
  const announceNew = (req: FastifyRequest, rows: Transaction[]) => {
    const exceptSocketId = socketIdOf(req);
    for (const trx of rows) {
      deps.bus.publish({
        userId: trx.userId,
        event: 'transaction.updated',
        payload: { ref_id: trx.refId, status: trx.status },
        ...(exceptSocketId ? { exceptSocketId } : {}),
      });
    }
  };

  r.post(
    '/prabayar/transaction',
    { config, schema: { tags, body: prepaidPurchaseRequest, response: { 201: transactionDataResponse } } },
    async (req, reply) => {
      const { user } = req.session;
      await perUser(req, `user:${user.id}`);
      const trx = await createPrepaidPurchase(deps, user, req.body, idempotencyKeyOf(req));
      announceNew(req, [trx]);
      return reply.code(201).send(data(transactionView(trx, requestLocale(req))));
    },
  );

  r.post(
    '/pascabayar/inquiry',
    { config, schema: { tags, body: postpaidInquiryRequest, response: { 200: transactionDataResponse } } },
    async (req) => {
      const { user } = req.session;
      await perUser(req, `user:${user.id}`);
      return data(transactionView(await inquirePostpaid(deps, user, req.body), requestLocale(req)));
    },
  );

  r.post(
    '/pascabayar/pay',
    { config, schema: { tags, body: postpaidPayRequest, response: { 201: transactionsDataResponse } } },
    async (req, reply) => {
      const { user } = req.session;
      await perUser(req, `user:${user.id}`);
      const paid = await payPostpaid(deps, user, req.body);
      announceNew(req, paid);
      return reply.code(201).send(data(paid.map((t) => transactionView(t, requestLocale(req)))));
    },
  );

  /** PLN meter / customer ID check before buying a token; on failure the user may continue anyway. */
  r.post(
    '/prabayar/pln/inquiry',
    { config, schema: { tags, body: plnInquiryRequest, response: { 200: plnCustomerDataResponse } } },
    async (req) => {
      const { user } = req.session;
      await perUser(req, `user:${user.id}`);
      return data(await checkPlnCustomer(deps, req.body.customer_no));
    },
  );

  r.get(
    '/transaction/:refId',
    { config, schema: { tags, params: transactionParams, response: { 200: transactionDataResponse } } },
    async (req) =>
      data(await ownTransaction(deps, req.session.user.id, req.params.refId, requestLocale(req))),
  );

  /** The owner's purchases, newest first: kind, status or refunded, Jakarta dates, search. */
  r.get(
    '/transaction',
    {
      config,
      schema: { tags, querystring: transactionListQuery, response: { 200: transactionListResponse } },
    },
    async (req) => listTransactions(deps, req.session.user.id, req.query, requestLocale(req)),
  );

  /** The same report as an Excel file in `lang` or the request's language (at most EXPORT_MAX rows, newest first). */
  r.get(
    '/transaction/export.xlsx',
    {
      config,
      // the answer is the file's bytes (a Buffer is sent as is, never serialized)
      schema: { tags, querystring: transactionExportQuery, response: { 200: z.any() } },
    },
    async (req, reply) => {
      const { lang, ...query } = req.query;
      const { file, name } = await exportTransactions(
        deps,
        req.session.user.id,
        query,
        lang ?? requestLocale(req),
      );
      return reply
        .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', `attachment; filename="${name}"`)
        .send(file);
    },
  );
};
