import {
  plnInquiryRequest,
  postpaidInquiryRequest,
  postpaidPayRequest,
  prepaidPurchaseRequest,
  transactionStatuses,
} from '@konter/core/contracts/purchase';
import { and, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { transactions } from '../../db/schema/index.js';
import type { Deps } from '../../lib/deps.js';
import { AppError, fieldError } from '../../lib/errors.js';
import { data, requireUser } from '../../lib/http.js';
import { createLimiter } from '../../lib/rate-limit.js';
import { socketIdOf } from '../../lib/realtime.js';
import { SupplierUnavailable } from '../../providers/supplier/supplier.js';
import { transactionsWorkbook } from './export.js';
import { inquirePostpaid, payPostpaid } from './postpaid.service.js';
import { findByRef, type Transaction } from './purchase.repository.js';
import { createPrepaidPurchase } from './purchase.service.js';
import { transactionView } from './transaction.view.js';

const listQuery = z.object({
  kind: z.enum(['prepaid', 'postpaid']).optional(),
  status: z.enum(transactionStatuses).optional(),
  from: z.iso.date({ message: 'date' }).optional(),
  to: z.iso.date({ message: 'date' }).optional(),
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(20),
});

export async function purchaseRoutes(app: FastifyInstance, deps: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = deps.database.db;
  const perUser = createLimiter(app, 'purchase', {
    max: deps.config.PURCHASE_RATE_LIMIT_PER_MINUTE,
    timeWindow: '1 minute',
  });

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

  r.post('/api/v1/prabayar/transaction', { schema: { body: prepaidPurchaseRequest } }, async (req, reply) => {
    const auth = requireUser(req);
    await perUser(req, `user:${auth.user.id}`);
    const key = req.headers['idempotency-key'];
    const idempotencyKey = typeof key === 'string' && key.length > 0 ? key.slice(0, 128) : undefined;
    const trx = await createPrepaidPurchase(deps, auth.user, req.body, idempotencyKey);
    announceNew(req, [trx]);
    return reply.code(201).send(data(transactionView(trx)));
  });

  r.post('/api/v1/pascabayar/inquiry', { schema: { body: postpaidInquiryRequest } }, async (req) => {
    const auth = requireUser(req);
    await perUser(req, `user:${auth.user.id}`);
    return data(transactionView(await inquirePostpaid(deps, auth.user, req.body)));
  });

  r.post('/api/v1/pascabayar/pay', { schema: { body: postpaidPayRequest } }, async (req, reply) => {
    const auth = requireUser(req);
    await perUser(req, `user:${auth.user.id}`);
    const paid = await payPostpaid(deps, auth.user, req.body);
    announceNew(req, paid);
    return reply.code(201).send(data(paid.map(transactionView)));
  });

  /** PLN meter / customer ID check before buying a token; on failure the user may continue anyway. */
  r.post('/api/v1/prabayar/pln/inquiry', { schema: { body: plnInquiryRequest } }, async (req) => {
    const auth = requireUser(req);
    await perUser(req, `user:${auth.user.id}`);
    if (!req.body.customer_no) throw fieldError('customer_no', 'Please fill in the destination number');
    const failed = () => fieldError('customer_no', 'Check PLN ID Failed');
    try {
      const c = await deps.supplier.inquiryPln(req.body.customer_no);
      if (!c) throw failed();
      return data({
        customer_no: c.customerNo,
        meter_no: c.meterNo,
        subscriber_id: c.subscriberId,
        name: c.name,
        segment_power: c.segmentPower,
      });
    } catch (err) {
      if (err instanceof SupplierUnavailable) throw failed();
      throw err;
    }
  });

  r.get(
    '/api/v1/transaction/:refId',
    { schema: { params: z.object({ refId: z.string().max(64) }) } },
    async (req) => {
      const auth = requireUser(req);
      const trx = await findByRef(db, req.params.refId);
      if (!trx || trx.userId !== auth.user.id) throw new AppError('not_found', 'order not found');
      return data(transactionView(trx));
    },
  );

  /** The owner's transactions, newest first, with status and Jakarta-date filters. */
  r.get('/api/v1/transaction', { schema: { querystring: listQuery } }, async (req) => {
    const auth = requireUser(req);
    const q = req.query;
    const where = listFilter(auth.user.id, q);
    const [rows, [count]] = await Promise.all([
      db
        .select()
        .from(transactions)
        .where(where)
        .orderBy(desc(transactions.createdAt), desc(transactions.id))
        .limit(q.per_page)
        .offset((q.page - 1) * q.per_page),
      db.select({ n: sql<number>`count(*)::int` }).from(transactions).where(where),
    ]);
    const total = count!.n;
    return {
      data: rows.map(transactionView),
      meta: { current_page: q.page, last_page: Math.max(1, Math.ceil(total / q.per_page)), total },
    };
  });

  /** The same report as an Excel file (at most EXPORT_MAX rows, newest first). */
  r.get('/api/v1/transaction/export.xlsx', { schema: { querystring: listQuery } }, async (req, reply) => {
    const auth = requireUser(req);
    const rows = await db
      .select()
      .from(transactions)
      .where(listFilter(auth.user.id, req.query))
      .orderBy(desc(transactions.createdAt), desc(transactions.id))
      .limit(EXPORT_MAX);
    const file = await transactionsWorkbook(rows.map(transactionView));
    const day = new Date(Date.now() + 7 * 3600_000).toISOString().slice(0, 10);
    return reply
      .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .header('content-disposition', `attachment; filename="transaksi-${day}.xlsx"`)
      .send(file);
  });
}

const EXPORT_MAX = 10_000;

function listFilter(userId: number, q: z.infer<typeof listQuery>) {
  return and(
    eq(transactions.userId, userId),
    q.kind ? eq(transactions.kind, q.kind) : undefined,
    q.status ? eq(transactions.status, q.status) : undefined,
    q.from ? gte(transactions.createdAt, new Date(`${q.from}T00:00:00+07:00`)) : undefined,
    q.to
      ? lt(transactions.createdAt, new Date(new Date(`${q.to}T00:00:00+07:00`).getTime() + 86400_000))
      : undefined,
  );
}
