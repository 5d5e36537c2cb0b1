import {
  type DeviceStatus,
  deviceOtpSendRequest,
  deviceOtpVerifyRequest,
  forgotPasswordRequest,
  loginRequest,
  registerRequest,
  resetPasswordRequest,
  verifyEmailRequest,
} from '@konter/core/contracts/auth';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Deps } from '../../lib/deps.js';
import { AppError } from '../../lib/errors.js';
import { clientContext, cookieNames, data, requireSession, setSessionCookies } from '../../lib/http.js';
import { createLimiter } from '../../lib/rate-limit.js';
import { accountView } from '../account/account.view.js';
import { getSetting } from '../account/verification.js';
import * as auth from './auth.service.js';
import { maskedChannels, sendDeviceOtp, verifyDeviceOtp } from './devices.service.js';

export async function authRoutes(app: FastifyInstance, deps: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const names = cookieNames(deps.config);
  const tooMany = 'Too many attempts. Please try again in 1 minute.';
  const loginPerIp = createLimiter(app, 'login-ip', { max: 30, timeWindow: '1 minute', message: tooMany });
  const loginPerName = createLimiter(app, 'login-name', { max: 5, timeWindow: '1 minute', message: tooMany });
  const registerPerIp = createLimiter(app, 'register', { max: 10, timeWindow: '1 hour', message: tooMany });
  const otpPerUser = createLimiter(app, 'otp-send', { max: 3, timeWindow: '5 minutes', message: tooMany });
  const otpVerify = createLimiter(app, 'otp-verify', { max: 10, timeWindow: '5 minutes', message: tooMany });
  const forgotPerIp = createLimiter(app, 'forgot', { max: 5, timeWindow: '15 minutes', message: tooMany });

  r.post('/api/v1/auth/register', { schema: { body: registerRequest } }, async (req, reply) => {
    if (await getSetting(deps.database.db, 'disable_register'))
      throw new AppError('forbidden', 'Registration is closed.');
    await registerPerIp(req);
    const result = await auth.register(deps, req.body, clientContext(req, names));
    setSessionCookies(reply, deps.config, names, result);
    return reply.code(201).send(data(await accountView(deps.database.db, result.user)));
  });

  r.post('/api/v1/auth/login', { schema: { body: loginRequest } }, async (req, reply) => {
    if (await getSetting(deps.database.db, 'disable_user_login'))
      throw new AppError('forbidden', 'Login is disabled.');
    await loginPerIp(req);
    await loginPerName(req, req.body.login.trim().toLowerCase());
    const result = await auth.login(deps, req.body, clientContext(req, names));
    setSessionCookies(reply, deps.config, names, result);
    if (result.kind === 'pending') {
      // The user's trusted devices got a notification and the live approval prompt (auth.service).
      return reply.code(202).send(
        data({
          device_id: result.device.id,
          device_status: 'pending',
          channels: maskedChannels(result.user),
        }),
      );
    }
    return data(await accountView(deps.database.db, result.user));
  });

  r.post('/api/v1/auth/logout', async (req, reply) => {
    if (req.auth) await auth.logout(deps, req.auth);
    reply.clearCookie(names.session, { path: '/' });
    return data(null);
  });

  /** Polled by a device waiting for approval; rotates the session once the device is trusted. */
  r.get('/api/v1/auth/device-status', async (req, reply) => {
    const session = requireSession(req);
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
  });

  r.post('/api/v1/auth/device/otp', { schema: { body: deviceOtpSendRequest } }, async (req) => {
    const session = requireSession(req);
    await otpPerUser(req, `device:${session.user.id}`);
    return data(await sendDeviceOtp(deps, session, req.body.channel, clientContext(req, names)));
  });

  r.post('/api/v1/auth/device/verify', { schema: { body: deviceOtpVerifyRequest } }, async (req, reply) => {
    const session = requireSession(req);
    await otpVerify(req, `device:${session.user.id}`);
    await verifyDeviceOtp(deps, session, req.body.otp);
    const token = await auth.rotateSession(deps, session);
    setSessionCookies(reply, deps.config, names, { token, deviceKey: req.cookies[names.device] ?? '' });
    return data(await accountView(deps.database.db, session.user));
  });

  r.post('/api/v1/auth/forgot-password', { schema: { body: forgotPasswordRequest } }, async (req) => {
    await forgotPerIp(req);
    await forgotPerIp(req, `email:${req.body.email.toLowerCase()}`);
    await auth.forgotPassword(deps, req.body.email, clientContext(req, names));
    return data({ sent: true });
  });

  r.post('/api/v1/auth/reset-password', { schema: { body: resetPasswordRequest } }, async (req) => {
    await forgotPerIp(req);
    await auth.resetPassword(deps, req.body.token, req.body.password);
    return data({ reset: true });
  });

  r.post('/api/v1/auth/verify-email', { schema: { body: verifyEmailRequest } }, async (req) => {
    await auth.verifyEmail(deps, req.body.token);
    return data({ verified: true });
  });
}
