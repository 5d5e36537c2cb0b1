import {
  accountDataResponse,
  accountSearchQuery,
  accountSearchResponse,
  contactDataResponse,
  contactListResponse,
  contactRequest,
  deleteAccountRequest,
  deleteAccountResponse,
  deviceDataResponse,
  deviceListResponse,
  emptyDataResponse,
  passwordUpdatedResponse,
  passwordUpdateRequest,
  phoneCodeSentResponse,
  pinResetRequest,
  pinStatusResponse,
  pinStoreRequest,
  pinUpdateRequest,
  pinValidResponse,
  pinVerifyRequest,
  profileUpdateRequest,
  recoveryPendingResponse,
  settingUpdateRequest,
} from '@konter/core/contracts/account';
import {
  deviceOtpSendRequest,
  loginRequest,
  mailSentResponse,
  otpSentResponse,
  phoneVerifyRequest,
} from '@konter/core/contracts/auth';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clientContext, cookieNames, data, type FeatureRoutes, setSessionCookies } from '../../lib/http.js';
import { createLimiter } from '../../lib/rate-limit.js';
import { decideDevice, listUserDevices, login, pin, sendEmailVerification } from '../auth/index.js';
import * as account from './account.service.js';
import { accountView } from './account.view.js';
import * as contacts from './contacts.service.js';

const idParam = z.object({ id: z.coerce.number().int().positive() });
const deviceParam = z.object({ id: z.string().max(64), action: z.enum(['accept', 'reject', 'revoke']) });

/** The signed-in user's account: profile, password, settings, contacts, devices, PIN, deletion. */
export const accountRoutes: FeatureRoutes = async (app, { deps }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = deps.database.db;
  const names = cookieNames(deps.config);
  const view = (u: Parameters<typeof accountView>[1]) => accountView(db, u);
  const pinLimit = createLimiter(app, 'pin', { max: 20, timeWindow: '1 minute' });
  const otpLimit = createLimiter(app, 'otp-send', { max: 3, timeWindow: '5 minutes' });
  const searchLimit = createLimiter(app, 'account-search', { max: 30, timeWindow: '1 minute' });
  const tags = ['account'];
  const config = { access: 'member' } as const;
  const accountAnswer = { 200: accountDataResponse };

  r.get('/account', { config, schema: { tags, response: accountAnswer } }, async (req) =>
    data(await view(req.session.user)),
  );

  r.post(
    '/account/profile',
    { config, schema: { tags, body: profileUpdateRequest, response: accountAnswer } },
    async (req) => data(await view(await account.updateProfile(deps, req.session.user, req.body))),
  );

  r.post(
    '/account/password',
    { config, schema: { tags, body: passwordUpdateRequest, response: { 200: passwordUpdatedResponse } } },
    async (req) => {
      const { user, session } = req.session;
      await account.updatePassword(deps, user, session.id, req.body.old_password, req.body.password);
      return data({ updated: true });
    },
  );

  r.post(
    '/account/setting',
    { config, schema: { tags, body: settingUpdateRequest, response: accountAnswer } },
    async (req) => data(await view(await account.updateSettings(deps, req.session.user, req.body))),
  );

  r.get(
    '/account/search',
    { config, schema: { tags, querystring: accountSearchQuery, response: { 200: accountSearchResponse } } },
    async (req) => {
      await searchLimit(req, `user:${req.session.user.id}`);
      return data(await account.searchByHp(deps, req.query.hp));
    },
  );

  r.post(
    '/account/email/send-verification',
    { config, schema: { tags, response: { 200: mailSentResponse } } },
    async (req) => {
      const { user } = req.session;
      await otpLimit(req, `email-verify:${user.id}`);
      await sendEmailVerification(deps, user, clientContext(req, names));
      return data({ sent: true });
    },
  );

  r.post(
    '/account/phone/send-code',
    { config, schema: { tags, response: { 200: phoneCodeSentResponse } } },
    async (req) => data(await account.sendPhoneCode(deps, req.session.user, clientContext(req, names))),
  );

  r.post(
    '/account/phone/verify',
    { config, schema: { tags, body: phoneVerifyRequest, response: accountAnswer } },
    async (req) => data(await view(await account.verifyPhone(deps, req.session.user, req.body.otp))),
  );

  // Favourite contacts
  r.get(
    '/account/contact',
    { config, schema: { tags, response: { 200: contactListResponse } } },
    async (req) => data(await contacts.listContacts(deps, req.session.user.id)),
  );
  r.post(
    '/account/contact/add',
    { config, schema: { tags, body: contactRequest, response: { 201: contactDataResponse } } },
    async (req, reply) =>
      reply.code(201).send(data(await contacts.addContact(deps, req.session.user.id, req.body))),
  );
  r.post(
    '/account/contact/:id/edit',
    {
      config,
      schema: { tags, params: idParam, body: contactRequest, response: { 200: contactDataResponse } },
    },
    async (req) => data(await contacts.editContact(deps, req.session.user.id, req.params.id, req.body)),
  );
  r.post(
    '/account/contact/:id/delete',
    { config, schema: { tags, params: idParam, response: { 200: emptyDataResponse } } },
    async (req) => {
      await contacts.deleteContact(deps, req.session.user.id, req.params.id);
      return data(null);
    },
  );

  // Deletion and recovery
  r.delete(
    '/account/delete',
    { config, schema: { tags, body: deleteAccountRequest, response: { 200: deleteAccountResponse } } },
    async (req, reply) => {
      const result = await account.deleteAccount(deps, req.session.user, req.body.password);
      reply.clearCookie(names.session, { path: '/' });
      return data(result);
    },
  );
  /** Recovery within the window is a login: it undoes the deletion (a waiting device still needs approval). */
  r.post(
    '/account/recovery',
    {
      config: { access: 'public' },
      schema: { tags, body: loginRequest, response: { ...accountAnswer, 202: recoveryPendingResponse } },
    },
    async (req, reply) => {
      const result = await login(deps, req.body, clientContext(req, names));
      setSessionCookies(reply, deps.config, names, result);
      if (result.kind === 'pending') {
        return reply.code(202).send(data({ device_id: result.device.id, device_status: 'pending' as const }));
      }
      return reply.code(200).send(data(await view(result.user)));
    },
  );

  // Trusted devices
  r.get('/account/device', { config, schema: { tags, response: { 200: deviceListResponse } } }, async (req) =>
    data(await listUserDevices(deps, req.session)),
  );
  r.post(
    '/account/device/:id/:action',
    { config, schema: { tags, params: deviceParam, response: { 200: deviceDataResponse } } },
    async (req) => data(await decideDevice(deps, req.session, req.params.id, req.params.action)),
  );

  // Transaction PIN
  r.post(
    '/account/pin/store',
    { config, schema: { tags, body: pinStoreRequest, response: { 200: pinStatusResponse } } },
    async (req) => {
      await pin.storePin(deps, req.session.user, req.body.pin);
      return data({ has_pin: true });
    },
  );
  r.post(
    '/account/pin/verify',
    { config, schema: { tags, body: pinVerifyRequest, response: { 200: pinValidResponse } } },
    async (req) => {
      const { user } = req.session;
      await pinLimit(req, `user:${user.id}`);
      await pin.verifyPin(deps, db, user, req.body.pin);
      return data({ valid: true });
    },
  );
  r.post(
    '/account/pin/update',
    { config, schema: { tags, body: pinUpdateRequest, response: { 200: pinStatusResponse } } },
    async (req) => {
      const { user } = req.session;
      await pinLimit(req, `user:${user.id}`);
      await pin.updatePin(deps, user, req.body.old_pin, req.body.pin);
      return data({ has_pin: true });
    },
  );
  r.post(
    '/account/pin/reset/send-otp',
    { config, schema: { tags, body: deviceOtpSendRequest, response: { 200: otpSentResponse } } },
    async (req) => {
      const { user } = req.session;
      await otpLimit(req, `pin-reset:${user.id}`);
      return data(await pin.sendPinResetOtp(deps, user, req.body.channel, clientContext(req, names)));
    },
  );
  r.post(
    '/account/pin/reset',
    { config, schema: { tags, body: pinResetRequest, response: { 200: pinStatusResponse } } },
    async (req) => {
      await account.resetPin(deps, req.session.user.id, req.body.otp, req.body.pin);
      return data({ has_pin: true });
    },
  );
};
