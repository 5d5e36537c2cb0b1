import { z } from 'zod';
import { email, hp, otp, password } from './auth.js';

export const pin = z.string({ message: 'required' }).regex(/^\d{6}$/, { message: 'digits:6' });

export const pinStoreRequest = z
  .object({ pin, pin_confirmation: z.string({ message: 'required' }).min(1, { message: 'required' }) })
  .refine((v) => v.pin === v.pin_confirmation, { path: ['pin_confirmation'], message: 'confirmed:pin' });

export const pinUpdateRequest = z
  .object({
    old_pin: pin,
    pin,
    pin_confirmation: z.string({ message: 'required' }).min(1, { message: 'required' }),
  })
  .refine((v) => v.pin === v.pin_confirmation, { path: ['pin_confirmation'], message: 'confirmed:pin' })
  .refine((v) => v.pin !== v.old_pin, { path: ['pin'], message: 'is_not:old_pin' });

export const pinVerifyRequest = z.object({ pin });

export const pinResetRequest = z
  .object({ otp, pin, pin_confirmation: z.string({ message: 'required' }).min(1, { message: 'required' }) })
  .refine((v) => v.pin === v.pin_confirmation, { path: ['pin_confirmation'], message: 'confirmed:pin' });

export const passwordUpdateRequest = z
  .object({
    old_password: z.string({ message: 'required' }).min(1, { message: 'required' }),
    password,
    password_confirmation: z.string({ message: 'required' }).min(1, { message: 'required' }),
  })
  .refine((v) => v.password === v.password_confirmation, {
    path: ['password_confirmation'],
    message: 'confirmed:password',
  })
  .refine((v) => v.password !== v.old_password, { path: ['password'], message: 'password_same' });

export const profileUpdateRequest = z.object({
  name: z
    .string({ message: 'required' })
    .trim()
    .min(1, { message: 'required' })
    .max(100, { message: 'max:100' })
    .regex(/^[\p{L}\s.'-]+$/u, { message: 'alpha_spaces' }),
  email,
  hp,
  /**
   * The current password: required when the e-mail or the phone number changes (a session alone
   * must not be able to move the account's recovery address), ignored for a name-only change.
   */
  password: z.string().max(128, { message: 'max:128' }).optional(),
});

/** An e-mail or phone change waiting for the code sent to the new address (POST account/profile → 202). */
export const pendingContactChange = z.object({
  field: z.enum(['email', 'hp']),
  /** The new address the code went to. */
  new_value: z.string(),
  /** Seconds the code is valid. */
  expires_in: z.number(),
});
export type PendingContactChange = z.infer<typeof pendingContactChange>;

/** POST account/profile/confirm: the code sent to the new address. */
export const contactChangeConfirmRequest = z.object({ otp });

/** POST account/contact-change/undo: the token of the link sent to the old address. */
export const contactChangeUndoRequest = z.object({
  token: z.string({ message: 'required' }).min(1, { message: 'required' }).max(200, { message: 'max:200' }),
});

/** The current password, asked again to confirm a sensitive step (a form's required field). */
export const passwordConfirmRequest = z.object({
  password: z
    .string({ message: 'required' })
    .min(1, { message: 'required' })
    .max(128, { message: 'max:128' }),
});

/**
 * POST account/device/{id}/{action}: no body, or the password — needed to remove the account's
 * original device from a device approved less than 24 hours ago.
 */
export const deviceDecisionRequest = passwordConfirmRequest.partial().optional();

export const fontSizes = ['small', 'default', 'large', 'huge'] as const;
export const settingUpdateRequest = z.object({
  email_notification: z.boolean().optional(),
  font_size: z.enum(fontSizes, { message: 'oneOf' }).optional(),
  font_family: z.string().max(64, { message: 'max:64' }).optional(),
  locale: z.enum(['id', 'en', 'zh'], { message: 'oneOf' }).optional(),
});

export const contactRequest = z.object({
  number: z
    .string({ message: 'required' })
    .trim()
    .min(1, { message: 'required' })
    .max(32, { message: 'max:32' })
    .regex(/^\+?[0-9]+$/, { message: 'numeric' }),
  name: z
    .string({ message: 'required' })
    .trim()
    .min(1, { message: 'required' })
    .max(100, { message: 'max:100' }),
  type: z
    .string()
    .trim()
    .max(32, { message: 'max:32' })
    .regex(/^[a-z_]*$/, { message: 'alpha_dash' })
    .optional(),
});

export const deleteAccountRequest = z.object({
  password: z.string({ message: 'required' }).min(1, { message: 'required' }),
});

export const accountSearchQuery = z.object({ hp });

/** GET /api/v1/account → data (spec §7.1 account response fields). */
export const accountResponse = z.object({
  id: z.number(),
  hp: z.string(),
  email: z.string(),
  name: z.string(),
  category: z.number(),
  status: z.enum(['active', 'non_active']),
  deposit: z.number(),
  cashback_wallet: z.number().nullable(),
  agent_debt: z.object({
    deposit: z.number(),
    is_due_today: z.boolean(),
    not_paid_off: z.boolean(),
    usage: z.number(),
    due_date: z.string().nullable(),
  }),
  email_notification: z.boolean(),
  avatar: z.string().nullable(),
  referal_code: z.string(),
  permissions: z.array(z.string()),
  font_size: z.string(),
  font_family: z.string(),
  /** The language the user chose (id, en, zh), or null to follow the browser. */
  locale: z.enum(['id', 'en', 'zh']).nullable(),
  user_permission_setting: z.record(z.string(), z.unknown()),
  phone_verified_at: z.string().nullable(),
  email_verified_at: z.string().nullable(),
  has_pin: z.boolean(),
  is_sales: z.boolean(),
  developer_mode: z.boolean(),
  is_agen_mlo: z.boolean(),
  sicepat: z.boolean(),
  idexpress: z.boolean(),
  ninja_xpress: z.boolean(),
  sap_express: z.boolean(),
  jnt_cargo: z.boolean(),
  jnt_express: z.boolean(),
  jne_express: z.boolean(),
  lion_parcel: z.boolean(),
  deleted_at: z.string().nullable(),
});
export type Account = z.infer<typeof accountResponse>;

export const deviceResponse = z.object({
  id: z.string(),
  name: z.string(),
  status: z.enum(['trusted', 'pending', 'rejected', 'revoked']),
  /** The spec's device-session state as shown to the user. */
  state: z.enum(['current_session', 'logged_out', 'new_login_attempt', 'blocked', 'active']),
  first_login: z.boolean(),
  is_current: z.boolean(),
  time: z.string(),
  last_activity: z.string(),
  ip: z.string().nullable(),
});
export type Device = z.infer<typeof deviceResponse>;
export { email, hp, password };

/** A favourite contact (GET account/contact → data[]). */
export const contactResponse = z.object({
  id: z.number(),
  number: z.string(),
  name: z.string(),
  type: z.string(),
});
export type Contact = z.infer<typeof contactResponse>;

// ---- answers of the account routes (the `{ data }` envelope each route sends) ----

/** GET account, and every route that answers with the updated account (also register and login). */
export const accountDataResponse = z.object({ data: accountResponse });

/** POST account/recovery → 202 when the device must wait for approval. */
export const recoveryPendingResponse = z.object({
  data: z.object({ device_id: z.string(), device_status: z.literal('pending') }),
});

/** POST account/password. */
export const passwordUpdatedResponse = z.object({ data: z.object({ updated: z.boolean() }) });

/** GET account/search: the receiver's name for a phone number. */
export const accountSearchResponse = z.object({ data: z.object({ hp: z.string(), name: z.string() }) });

/** POST account/phone/send-code. */
export const phoneCodeSentResponse = z.object({
  data: z.object({ expires_in: z.number(), remaining_attempts: z.number() }),
});

export const contactListResponse = z.object({ data: z.array(contactResponse) });
export const contactDataResponse = z.object({ data: contactResponse });
/** An answer with nothing to say (contact deleted). */
export const emptyDataResponse = z.object({ data: z.null() });

/** DELETE account/delete: when the deletion happened and until when a login recovers the account. */
export const deleteAccountResponse = z.object({
  data: z.object({ deleted_at: z.string(), recoverable_until: z.string() }),
});

/** POST account/profile → 202: the name is saved, the e-mail or phone change waits for its code. */
export const profileChangePendingResponse = z.object({
  data: z.object({ account: accountResponse, pending_change: pendingContactChange }),
});

/** POST account/profile/resend: a new code went to the new address. */
export const contactChangeCodeResponse = z.object({ data: z.object({ expires_in: z.number() }) });

/** POST account/contact-change/undo: which address was restored, and to what. */
export const contactChangeUndoneResponse = z.object({
  data: z.object({ field: z.enum(['email', 'hp']), value: z.string() }),
});

export const deviceListResponse = z.object({ data: z.array(deviceResponse) });
export const deviceDataResponse = z.object({ data: deviceResponse });

/** PIN stored, updated or reset. */
export const pinStatusResponse = z.object({ data: z.object({ has_pin: z.boolean() }) });
/** POST account/pin/verify. */
export const pinValidResponse = z.object({ data: z.object({ valid: z.boolean() }) });
