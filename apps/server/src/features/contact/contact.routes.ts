import { captchaResponse, contactFormRequest, contactSentResponse } from '@konter/core/contracts/contact';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Deps } from '../../lib/deps.js';
import { data, requestLocale } from '../../lib/http.js';
import { createLimiter } from '../../lib/rate-limit.js';
import { createCaptcha } from './captcha.js';
import { sendContactMessage } from './contact.service.js';

const tags = ['contact'];

/** The contact form (spec §7.3): a captcha the server draws, then the message. Public. */
export async function contactRoutes(app: FastifyInstance, deps: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const captchaLimit = createLimiter(app, 'contact-captcha', { max: 30, timeWindow: '1 minute' });
  const sendLimit = createLimiter(app, 'contact-send', { max: 5, timeWindow: '10 minutes' });

  r.get(
    '/api/v1/contact/get-captcha',
    { schema: { tags, response: { 200: captchaResponse } } },
    async (req, reply) => {
      await captchaLimit(req);
      const { text: _answer, ...captcha } = await createCaptcha(deps.database.db, deps.config.APP_SECRET);
      reply.header('cache-control', 'no-store');
      return data(captcha);
    },
  );

  r.post(
    '/api/v1/contact',
    {
      // Validated by the service, so that every problem (fields and captcha) comes back as one
      // 422 "invalid data"; the schema still documents the body.
      attachValidation: true,
      schema: { tags, body: contactFormRequest, response: { 200: contactSentResponse } },
    },
    async (req) => {
      await sendLimit(req);
      const result = await sendContactMessage(deps, req.body, {
        userId: req.auth?.device.status === 'trusted' ? req.auth.user.id : null,
        ip: req.ip ?? null,
        userAgent: req.headers['user-agent']?.slice(0, 300) ?? null,
        locale: requestLocale(req),
      });
      return data(result);
    },
  );
}
