import multipart, { type MultipartFile } from '@fastify/multipart';
import type { Account } from '@konter/core/contracts/account';
import { accountDataResponse } from '@konter/core/contracts/account';
import {
  AFFILIATE_ID_IMAGE_MAX_BYTES,
  affiliateCommissionQuery,
  affiliateCommissionResponse,
  affiliatePayoutsResponse,
  affiliateProgramResponse,
  affiliateResponse,
} from '@konter/core/contracts/affiliate';
import type { FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import { clientContext, cookieNames, data, type FeatureRoutes, setSessionCookies } from '../../lib/http.js';
import { createLimiter } from '../../lib/rate-limit.js';
import { assertOpen, type User } from '../auth/index.js';
import {
  applyAffiliate,
  checkRegistration,
  commissionReport,
  getAffiliate,
  type IdImageUpload,
  ownPayouts,
  programInfo,
  registerAffiliate,
} from './affiliate.service.js';

const FIELDS = [
  'name',
  'email',
  'hp',
  'password',
  'password_confirmation',
  'referral_code',
  'bank_name',
  'account_holder',
  'account_number',
] as const;

/**
 * The multipart form: its text fields (known names only, first value) and the `id_image` file,
 * read up to the limit (a larger one is marked truncated, and the service refuses it as too large).
 */
async function readForm(
  req: FastifyRequest,
): Promise<{ fields: Record<string, string>; image?: IdImageUpload }> {
  const fields: Record<string, string> = {};
  let image: IdImageUpload | undefined;
  if (!req.isMultipart()) return { fields };
  for await (const part of req.parts()) {
    if (part.type === 'file') {
      const file = part as MultipartFile;
      const bytes = await file.toBuffer();
      if (file.fieldname === 'id_image' && !image)
        image = { bytes, mimetype: file.mimetype, truncated: file.file.truncated };
    } else if ((FIELDS as readonly string[]).includes(part.fieldname) && !(part.fieldname in fields)) {
      fields[part.fieldname] = String(part.value ?? '');
    }
  }
  return { fields, ...(image ? { image } : {}) };
}

/**
 * The affiliate programme (issue 14 §5): the public registration (account + application), a
 * member's application, one's status, the commission report (verified only) and payouts. The
 * account answer is the account feature's (app.ts passes it in as `accountView`, like auth's).
 */
export const affiliateRoutes: FeatureRoutes<{
  accountView: (db: Db, user: User) => Promise<Account>;
}> = async (app, { deps, accountView }) => {
  // Multipart only in this plugin's scope: the identity image (≤ 8 MB) and the form's text fields.
  await app.register(multipart, {
    limits: { fileSize: AFFILIATE_ID_IMAGE_MAX_BYTES, files: 1, fields: 20, parts: 21, fieldSize: 1024 },
    throwFileSizeLimit: false,
  });
  const r = app.withTypeProvider<ZodTypeProvider>();
  const names = cookieNames(deps.config);
  const db = deps.database.db;
  const tags = ['affiliate'];
  const member = { access: 'member' } as const;
  const registerPerIp = createLimiter(app, 'affiliate-register', {
    max: deps.config.REGISTER_RATE_LIMIT_PER_HOUR,
    timeWindow: '1 hour',
    code: 'auth_too_many_attempts',
  });
  const applyPerUser = createLimiter(app, 'affiliate-apply', { max: 10, timeWindow: '1 hour' });
  const bodyLimit = AFFILIATE_ID_IMAGE_MAX_BYTES + 256 * 1024;

  r.get(
    '/affiliate/program',
    { config: { access: 'public' }, schema: { tags, response: { 200: affiliateProgramResponse } } },
    async () => data(await programInfo(deps)),
  );

  /** multipart/form-data: the register form's fields + id_image, bank_name, account_holder, account_number. */
  r.post(
    '/affiliate/register',
    {
      config: { access: 'public' },
      bodyLimit,
      schema: { tags, consumes: ['multipart/form-data'], response: { 201: accountDataResponse } },
    },
    async (req, reply) => {
      await assertOpen(deps, 'register');
      const { fields, image } = await readForm(req);
      const form = checkRegistration(fields, image);
      await registerPerIp(req);
      const result = await registerAffiliate(deps, form, clientContext(req, names));
      setSessionCookies(reply, deps.config, names, result);
      return reply.code(201).send(data(await accountView(db, result.user)));
    },
  );

  /** multipart/form-data: id_image + the bank fields, for a member who is not an affiliate (or was rejected). */
  r.post(
    '/affiliate/apply',
    {
      config: member,
      bodyLimit,
      schema: { tags, consumes: ['multipart/form-data'], response: { 201: affiliateResponse } },
    },
    async (req, reply) => {
      const { user } = req.session;
      await applyPerUser(req, `user:${user.id}`);
      const { fields, image } = await readForm(req);
      return reply.code(201).send(data(await applyAffiliate(deps, user.id, fields, image)));
    },
  );

  r.get(
    '/affiliate',
    { config: member, schema: { tags, response: { 200: affiliateResponse } } },
    async (req) => data(await getAffiliate(deps, req.session.user.id)),
  );

  r.get(
    '/affiliate/commission',
    {
      config: member,
      schema: { tags, querystring: affiliateCommissionQuery, response: { 200: affiliateCommissionResponse } },
    },
    async (req) => data(await commissionReport(deps, req.session.user.id, req.query.month)),
  );

  r.get(
    '/affiliate/payouts',
    { config: member, schema: { tags, response: { 200: affiliatePayoutsResponse } } },
    async (req) => data(await ownPayouts(deps, req.session.user.id)),
  );
};
