import {
  REFERRAL_EMAILS_PER_DAY,
  referralCheckQuery,
  referralCheckResponse,
  referralCodeRequest,
  referralEmailRequest,
  referralEmailResponse,
  referralResponse,
} from '@konter/core/contracts/referral';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Deps } from '../../lib/deps.js';
import { cookieOptions, data, type FeatureRoutes } from '../../lib/http.js';
import { createLimiter } from '../../lib/rate-limit.js';
import {
  changeReferralCode,
  checkReferralCode,
  getReferral,
  newVisitorId,
  recordClick,
  registerUrl,
  sendInvitation,
} from './referral.service.js';

/** Referral API (calls §7.2): one's code and counts, changing it, the public check, invitations by e-mail. */
export const referralRoutes: FeatureRoutes = async (app, { deps }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['referral'];
  const member = { access: 'member' } as const;
  const checkPerIp = createLimiter(app, 'referral-check', { max: 60, timeWindow: '1 minute' });
  const changePerUser = createLimiter(app, 'referral-code', { max: 10, timeWindow: '1 hour' });
  const emailsPerUser = createLimiter(app, 'referral-email', {
    max: REFERRAL_EMAILS_PER_DAY,
    timeWindow: '1 day',
    code: 'referral_email_limit',
  });

  r.get(
    '/referral/code',
    { config: member, schema: { tags, response: { 200: referralResponse } } },
    async (req) => data(await getReferral(deps, req.session.user.id)),
  );

  r.post(
    '/referral/code',
    { config: member, schema: { tags, body: referralCodeRequest, response: { 200: referralResponse } } },
    async (req) => {
      const { user } = req.session;
      await changePerUser(req, `user:${user.id}`);
      return data(await changeReferralCode(deps, user.id, req.body.referral_code));
    },
  );

  r.get(
    '/referral/check',
    {
      config: { access: 'public' },
      schema: { tags, querystring: referralCheckQuery, response: { 200: referralCheckResponse } },
    },
    async (req) => {
      await checkPerIp(req);
      return data(await checkReferralCode(deps, req.query.code));
    },
  );

  r.post(
    '/referral/send-email',
    {
      config: member,
      schema: { tags, body: referralEmailRequest, response: { 201: referralEmailResponse } },
    },
    async (req, reply) => {
      const { user } = req.session;
      await emailsPerUser(req, `user:${user.id}`);
      await sendInvitation(deps, user.id, req.body.email);
      return reply.code(201).send(data({ sent: true as const }));
    },
  );
};

/** The referral link's visitor cookie: one random id per browser, kept 400 days. */
const visitorCookie = (deps: Deps) => (deps.config.production ? '__Host-konter_rv' : 'konter_rv');

/**
 * The referral link `/r/<code>` (a page, not API; registered before the web app's catch-all):
 * counts one click per browser (its visitor cookie; reloads add nothing) when the code is valid,
 * then sends the visitor to the register form with the code filled in (an unknown code is shown
 * there as "not valid", and the form still registers without it).
 */
export const referralLinkRoutes: FastifyPluginAsync<{ deps: Deps }> = async (app, { deps }) => {
  const limit = createLimiter(app, 'referral-link', { max: 60, timeWindow: '1 minute' });
  app.get<{ Params: { code: string } }>('/r/:code', { schema: { hide: true } }, async (req, reply) => {
    const code = String(req.params.code ?? '').slice(0, 64);
    await limit(req);
    const name = visitorCookie(deps);
    let visitor = req.cookies[name];
    if (!visitor || visitor.length > 64) {
      visitor = newVisitorId();
      reply.setCookie(name, visitor, cookieOptions(deps.config, 400 * 86400));
    }
    await recordClick(deps, code, visitor);
    return reply.header('cache-control', 'no-store').redirect(registerUrl(code), 302);
  });
};
