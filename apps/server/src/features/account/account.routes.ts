import {
  accountSearchQuery,
  contactRequest,
  deleteAccountRequest,
  passwordUpdateRequest,
  pinResetRequest,
  pinStoreRequest,
  pinUpdateRequest,
  pinVerifyRequest,
  profileUpdateRequest,
  settingUpdateRequest,
} from '@konter/core/contracts/account';
import { deviceOtpSendRequest, loginRequest, phoneVerifyRequest } from '@konter/core/contracts/auth';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../lib/deps.js';
import { clientContext, cookieNames, data, requireUser, setSessionCookies } from '../../lib/http.js';
import { createLimiter } from '../../lib/rate-limit.js';
import { findUserById } from '../auth/auth.repository.js';
import { login, sendEmailVerification } from '../auth/auth.service.js';
import { decideDevice, listUserDevices } from '../auth/devices.service.js';
import * as account from './account.service.js';
import { accountView } from './account.view.js';
import * as contacts from './contacts.service.js';
import * as pin from './pin.service.js';

const idParam = z.object({ id: z.coerce.number().int().positive() });
const deviceParam = z.object({ id: z.string().max(64), action: z.enum(['accept', 'reject', 'revoke']) });

export async function accountRoutes(app: FastifyInstance, deps: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = deps.database.db;
  const names = cookieNames(deps.config);
  const view = (u: Parameters<typeof accountView>[1]) => accountView(db, u);
  const pinLimit = createLimiter(app, 'pin', { max: 20, timeWindow: '1 minute' });
  const otpLimit = createLimiter(app, 'otp-send', { max: 3, timeWindow: '5 minutes' });
  const searchLimit = createLimiter(app, 'account-search', { max: 30, timeWindow: '1 minute' });

  r.get('/api/v1/account', async (req) => data(await view(requireUser(req).user)));

  r.post('/api/v1/account/profile', { schema: { body: profileUpdateRequest } }, async (req) =>
    data(await view(await account.updateProfile(deps, requireUser(req).user, req.body))),
  );

  r.post('/api/v1/account/password', { schema: { body: passwordUpdateRequest } }, async (req) => {
    const auth = requireUser(req);
    await account.updatePassword(deps, auth.user, auth.session.id, req.body.old_password, req.body.password);
    return data({ updated: true });
  });

  r.post('/api/v1/account/setting', { schema: { body: settingUpdateRequest } }, async (req) =>
    data(await view(await account.updateSettings(deps, requireUser(req).user, req.body))),
  );

  r.get('/api/v1/account/search', { schema: { querystring: accountSearchQuery } }, async (req) => {
    const auth = requireUser(req);
    await searchLimit(req, `user:${auth.user.id}`);
    return data(await account.searchByHp(deps, req.query.hp));
  });

  r.post('/api/v1/account/email/send-verification', async (req) => {
    const auth = requireUser(req);
    await otpLimit(req, `email-verify:${auth.user.id}`);
    await sendEmailVerification(deps, auth.user, clientContext(req, names));
    return data({ sent: true });
  });

  r.post('/api/v1/account/phone/send-code', async (req) =>
    data(await account.sendPhoneCode(deps, requireUser(req).user, clientContext(req, names))),
  );

  r.post('/api/v1/account/phone/verify', { schema: { body: phoneVerifyRequest } }, async (req) =>
    data(await view(await account.verifyPhone(deps, requireUser(req).user, req.body.otp))),
  );

  // Favourite contacts
  r.get('/api/v1/account/contact', async (req) =>
    data(await contacts.listContacts(deps, requireUser(req).user.id)),
  );
  r.post('/api/v1/account/contact/add', { schema: { body: contactRequest } }, async (req, reply) =>
    reply.code(201).send(data(await contacts.addContact(deps, requireUser(req).user.id, req.body))),
  );
  r.post(
    '/api/v1/account/contact/:id/edit',
    { schema: { params: idParam, body: contactRequest } },
    async (req) => data(await contacts.editContact(deps, requireUser(req).user.id, req.params.id, req.body)),
  );
  r.post('/api/v1/account/contact/:id/delete', { schema: { params: idParam } }, async (req) => {
    await contacts.deleteContact(deps, requireUser(req).user.id, req.params.id);
    return data(null);
  });

  // Deletion and recovery
  r.delete('/api/v1/account/delete', { schema: { body: deleteAccountRequest } }, async (req, reply) => {
    const result = await account.deleteAccount(deps, requireUser(req).user, req.body.password);
    reply.clearCookie(names.session, { path: '/' });
    return data(result);
  });
  /** Recovery within the window is a login: it undoes the deletion (a waiting device still needs approval). */
  r.post('/api/v1/account/recovery', { schema: { body: loginRequest } }, async (req, reply) => {
    const result = await login(deps, req.body, clientContext(req, names));
    setSessionCookies(reply, deps.config, names, result);
    if (result.kind === 'pending') {
      return reply.code(202).send(data({ device_id: result.device.id, device_status: 'pending' }));
    }
    return data(await view(result.user));
  });

  // Trusted devices
  r.get('/api/v1/account/device', async (req) => data(await listUserDevices(deps, requireUser(req))));
  r.post('/api/v1/account/device/:id/:action', { schema: { params: deviceParam } }, async (req) =>
    data(await decideDevice(deps, requireUser(req), req.params.id, req.params.action)),
  );

  // Transaction PIN
  r.post('/api/v1/account/pin/store', { schema: { body: pinStoreRequest } }, async (req) => {
    const auth = requireUser(req);
    await pin.storePin(deps, auth.user, req.body.pin);
    return data({ has_pin: true });
  });
  r.post('/api/v1/account/pin/verify', { schema: { body: pinVerifyRequest } }, async (req) => {
    const auth = requireUser(req);
    await pinLimit(req, `user:${auth.user.id}`);
    await pin.verifyPin(deps, db, auth.user, req.body.pin);
    return data({ valid: true });
  });
  r.post('/api/v1/account/pin/update', { schema: { body: pinUpdateRequest } }, async (req) => {
    const auth = requireUser(req);
    await pinLimit(req, `user:${auth.user.id}`);
    await pin.updatePin(deps, auth.user, req.body.old_pin, req.body.pin);
    return data({ has_pin: true });
  });
  r.post('/api/v1/account/pin/reset/send-otp', { schema: { body: deviceOtpSendRequest } }, async (req) => {
    const auth = requireUser(req);
    await otpLimit(req, `pin-reset:${auth.user.id}`);
    return data(await pin.sendPinResetOtp(deps, auth.user, req.body.channel, clientContext(req, names)));
  });
  r.post('/api/v1/account/pin/reset', { schema: { body: pinResetRequest } }, async (req) => {
    const auth = requireUser(req);
    const fresh = (await findUserById(db, auth.user.id))!;
    await pin.resetPin(deps, fresh, req.body.otp, req.body.pin);
    return data({ has_pin: true });
  });
}
