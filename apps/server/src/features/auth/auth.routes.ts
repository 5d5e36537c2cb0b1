import type { Account } from '@konter/core/contracts/account';
import { accountDataResponse } from '@konter/core/contracts/account';
import {
  type DeviceStatus,
  deviceOtpSendRequest,
  deviceOtpVerifyRequest,
  deviceStatusDataResponse,
  emailVerifiedResponse,
  forgotPasswordRequest,
  loginPendingResponse,
  loginRequest,
  logoutResponse,
  mailSentResponse,
  otpSentResponse,
  passwordResetResponse,
  registerRequest,
  resetPasswordRequest,
  verifyEmailRequest,
} from '@konter/core/contracts/auth';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import { clientContext, cookieNames, data, type FeatureRoutes, setSessionCookies } from '../../lib/http.js';
import { createLimiter } from '../../lib/rate-limit.js';
import type { User } from './auth.repository.js';
import * as auth from './auth.service.js';
import { maskedChannels, sendDeviceOtp, verifyDeviceOtp } from './devices.service.js';

/**
 * Registration, login (with trusted devices), logout, the waiting device's status and OTP, and
 * password reset. The answers carry the account view, which the account feature builds (it sits
 * above auth): app.ts passes it in as `accountView`.
 */
export const authRoutes: FeatureRoutes<{ accountView: (db: Db, user: User) => Promise<Account> }> = async (
  app,
  { deps, accountView },
) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const names = cookieNames(deps.config);
  const db = deps.database.db;
  const code = 'auth_too_many_attempts' as const;
  const registerPerIp = createLimiter(app, 'register', {
    max: deps.config.REGISTER_RATE_LIMIT_PER_HOUR,
    timeWindow: '1 hour',
    code,
  });
  const otpPerUser = createLimiter(app, 'otp-send', { max: 3, timeWindow: '5 minutes', code });
  const otpVerify = createLimiter(app, 'otp-verify', { max: 10, timeWindow: '5 minutes', code });
  const forgotPerIp = createLimiter(app, 'forgot', { max: 5, timeWindow: '15 minutes', code });
  const tags = ['auth'];
  const visitor = { access: 'public' } as const;
  // A device waiting for approval may read its status and verify itself by OTP.
  const waiting = { access: 'session' } as const;

  r.post(
    '/auth/register',
    { config: visitor, schema: { tags, body: registerRequest, response: { 201: accountDataResponse } } },
    async (req, reply) => {
      await auth.assertOpen(deps, 'register');
      await registerPerIp(req);
      const result = await auth.register(deps, req.body, clientContext(req, names));
      setSessionCookies(reply, deps.config, names, result);
      return reply.code(201).send(data(await accountView(db, result.user)));
    },
  );

  r.post(
    '/auth/login',
    {
      config: visitor,
      schema: {
        tags,
        body: loginRequest,
        response: { 200: accountDataResponse, 202: loginPendingResponse },
      },
    },
    async (req, reply) => {
      // The switch and the password limits are the service's (account recovery shares them).
      const result = await auth.login(deps, req.body, clientContext(req, names));
      setSessionCookies(reply, deps.config, names, result);
      if (result.kind === 'pending') {
        // The user's trusted devices got a notification and the live approval prompt (auth.service).
        return reply.code(202).send(
          data({
            device_id: result.device.id,
            device_status: 'pending' as const,
            channels: maskedChannels(result.user),
          }),
        );
      }
      return reply.code(200).send(data(await accountView(db, result.user)));
    },
  );

  r.post(
    '/auth/logout',
    { config: visitor, schema: { tags, response: { 200: logoutResponse } } },
    async (req, reply) => {
      if (req.auth) await auth.logout(deps, req.auth);
      reply.clearCookie(names.session, { path: '/' });
      return data(null);
    },
  );

  /** Polled by a device waiting for approval; rotates the session once the device is trusted. */
  r.get(
    '/auth/device-status',
    { config: waiting, schema: { tags, response: { 200: deviceStatusDataResponse } } },
    async (req, reply) => {
      const session = req.session;
      const status = session.device.status as DeviceStatus['device_status'];
      if (status === 'trusted' && session.session.createdAt < (session.device.decidedAt ?? new Date(0))) {
        const token = await auth.rotateSession(deps, session);
        setSessionCookies(reply, deps.config, names, { token, deviceKey: req.cookies[names.device] ?? '' });
      }
      if (status === 'rejected') {
        await auth.logout(deps, session);
        reply.clearCookie(names.session, { path: '/' });
      }
      const body: DeviceStatus = {
        device_id: session.device.id,
        device_status: status,
        channels: maskedChannels(session.user),
      };
      return data(body);
    },
  );

  r.post(
    '/auth/device/otp',
    { config: waiting, schema: { tags, body: deviceOtpSendRequest, response: { 200: otpSentResponse } } },
    async (req) => {
      await otpPerUser(req, `device:${req.session.user.id}`);
      return data(await sendDeviceOtp(deps, req.session, req.body.channel, clientContext(req, names)));
    },
  );

  r.post(
    '/auth/device/verify',
    {
      config: waiting,
      schema: { tags, body: deviceOtpVerifyRequest, response: { 200: accountDataResponse } },
    },
    async (req, reply) => {
      const session = req.session;
      await otpVerify(req, `device:${session.user.id}`);
      await verifyDeviceOtp(deps, session, req.body.otp);
      const token = await auth.rotateSession(deps, session);
      setSessionCookies(reply, deps.config, names, { token, deviceKey: req.cookies[names.device] ?? '' });
      return data(await accountView(db, session.user));
    },
  );

  r.post(
    '/auth/forgot-password',
    { config: visitor, schema: { tags, body: forgotPasswordRequest, response: { 200: mailSentResponse } } },
    async (req) => {
      await forgotPerIp(req);
      await forgotPerIp(req, `email:${req.body.email.toLowerCase()}`);
      await auth.forgotPassword(deps, req.body.email, clientContext(req, names));
      return data({ sent: true });
    },
  );

  r.post(
    '/auth/reset-password',
    {
      config: visitor,
      schema: { tags, body: resetPasswordRequest, response: { 200: passwordResetResponse } },
    },
    async (req) => {
      await forgotPerIp(req);
      await auth.resetPassword(deps, req.body.token, req.body.password);
      return data({ reset: true });
    },
  );

  r.post(
    '/auth/verify-email',
    { config: visitor, schema: { tags, body: verifyEmailRequest, response: { 200: emailVerifiedResponse } } },
    async (req) => {
      await auth.verifyEmail(deps, req.body.token);
      return data({ verified: true });
    },
  );
};
