import { captchaResponse, contactFormRequest, contactSentResponse } from '@konter/core/contracts/contact';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { data, type FeatureRoutes } from '../../lib/http.js';
import { createLimiter } from '../../lib/rate-limit.js';
import { newCaptcha, sendContactMessage } from './contact.service.js';

const tags = ['contact'];
const config = { access: 'public' } as const;

/**
 * The contact form (spec §7.3): a proof-of-work challenge (ALTCHA), then the message with its
 * solution. Public.
 */
export const contactRoutes: FeatureRoutes = async (app, { deps }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const captchaLimit = createLimiter(app, 'contact-captcha', { max: 30, timeWindow: '1 minute' });
  const sendLimit = createLimiter(app, 'contact-send', { max: 5, timeWindow: '10 minutes' });

  r.get(
    '/contact/get-captcha',
    { config, schema: { tags, response: { 200: captchaResponse } } },
    async (req, reply) => {
      await captchaLimit(req);
      reply.header('cache-control', 'no-store');
      return data(await newCaptcha(deps));
    },
  );

  r.post(
    '/contact',
    {
      config,
      // Validated by the service, so that every problem (fields and captcha) comes back as one
      // 422 "invalid data"; the schema still documents the body.
      attachValidation: true,
      schema: { tags, body: contactFormRequest, response: { 200: contactSentResponse } },
    },
    async (req) => {
      await sendLimit(req);
      const result = await sendContactMessage(deps, req.body, {
        // A device waiting for approval writes as a visitor.
        userId: req.auth?.device.status === 'trusted' ? req.auth.user.id : null,
        ip: req.ip ?? null,
        userAgent: req.headers['user-agent']?.slice(0, 300) ?? null,
      });
      return data(result);
    },
  );
};
