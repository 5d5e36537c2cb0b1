import {
  accountDataResponse,
  accountSearchQuery,
  accountSearchResponse,
  contactChangeCodeResponse,
  contactChangeConfirmRequest,
  contactChangeUndoneResponse,
  contactChangeUndoRequest,
  contactDataResponse,
  contactListResponse,
  contactRequest,
  deleteAccountRequest,
  deleteAccountResponse,
  deviceDataResponse,
  deviceDecisionRequest,
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
  profileChangePendingResponse,
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
import * as contactChange from './contact-change.service.js';
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
  const undoLimit = createLimiter(app, 'contact-change-undo', { max: 10, timeWindow: '10 minutes' });
  // Each lookup reveals the name behind a phone number: a few per transfer, not a directory.
  const searchLimit = createLimiter(app, 'account-search', { max: 30, timeWindow: '10 minutes' });
  const tags = ['account'];
  const config = { access: 'member' } as const;
  const accountAnswer = { 200: accountDataResponse };

  r.get('/account', { config, schema: { tags, response: accountAnswer } }, async (req) =>
    data(await view(req.session.user)),
  );

  // A changed e-mail or phone number needs the password and waits (202) for the code sent to the
  // new address; /account/profile/confirm applies it, the old address gets a 7-day undo link.
  r.post(
    '/account/profile',
    {
      config,
      schema: {
        tags,
        body: profileUpdateRequest,
        response: { ...accountAnswer, 202: profileChangePendingResponse },
      },
    },
    async (req, reply) => {
      const { user, session, device } = req.session;
      const result = await account.updateProfile(
        deps,
        { user, sessionId: session.id, deviceId: device.id },
        req.body,
        clientContext(req, names),
      );
      if (!result.pending) return reply.code(200).send(data(await view(result.user)));
      return reply.code(202).send(data({ account: await view(result.user), pending_change: result.pending }));
    },
  );
  r.post(
    '/account/profile/resend',
    { config, schema: { tags, response: { 200: contactChangeCodeResponse } } },
    async (req) => {
      const { user } = req.session;
      await otpLimit(req, `contact-change:${user.id}`);
      return data(await contactChange.resendContactCode(deps, user, clientContext(req, names)));
    },
  );
  r.post(
    '/account/profile/confirm',
    { config, schema: { tags, body: contactChangeConfirmRequest, response: accountAnswer } },
    async (req) => {
      const { user, session, device } = req.session;
      const updated = await contactChange.confirmContactChange(
        deps,
        { user, sessionId: session.id, deviceId: device.id },
        req.body.otp,
        clientContext(req, names),
      );
      return data(await view(updated));
    },
  );
  // Public: the owner of the old address may be locked out of the account.
  r.post(
    '/account/contact-change/undo',
    {
      config: { access: 'public' },
      schema: { tags, body: contactChangeUndoRequest, response: { 200: contactChangeUndoneResponse } },
    },
    async (req) => {
      await undoLimit(req);
      return data(await contactChange.undoContactChange(deps, req.body.token));
    },
  );

  r.post(
    '/account/password',
    { config, schema: { tags, body: passwordUpdateRequest, response: { 200: passwordUpdatedResponse } } },
    async (req) => {
      const { user, session, device } = req.session;
      await account.updatePassword(
        deps,
        { user, sessionId: session.id, deviceId: device.id },
        req.body.old_password,
        req.body.password,
      );
      return data({ updated: true });
    },
  );

  r.post(
    '/account/setting',
    { config, schema: { tags, body: settingUpdateRequest, response: accountAnswer } },
    async (req) => data(await view(await account.updateSettings(deps, req.session.user, req.body))),
  );

  // The receiver's name before a deposit transfer: only for members allowed to transfer (403 else).
  r.get(
    '/account/search',
    {
      config: { access: { permission: 'deposit_transfer' } },
      schema: { tags, querystring: accountSearchQuery, response: { 200: accountSearchResponse } },
    },
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
      const result = await account.deleteAccount(
        deps,
        req.session.user,
        req.session.device.id,
        req.body.password,
      );
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
    {
      config,
      schema: {
        tags,
        params: deviceParam,
        body: deviceDecisionRequest,
        response: { 200: deviceDataResponse },
      },
    },
    async (req) =>
      data(
        await decideDevice(deps, req.session, req.params.id, req.params.action, {
          password: req.body?.password,
        }),
      ),
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
