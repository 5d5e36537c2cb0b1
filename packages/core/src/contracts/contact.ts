import { z } from 'zod';
import { isValidHp } from '../phone.js';

// The contact form (spec §7.3 POST contact, GET contact/get-captcha; §8.3 "contact form: invalid data").
// The captcha is a proof of work (ALTCHA v2): the server hands out a signed challenge, the browser
// finds its counter in a Web Worker and sends the solution with the form.

/** The message of every 422 of the contact form; the fields carry the details. */
export const CONTACT_INVALID = 'invalid data';

const required = (max: number) =>
  z
    .string({ message: 'required' })
    .trim()
    .min(1, { message: 'required' })
    .max(max, { message: `max:${max}` });

export const contactFormRequest = z.object({
  name: required(100),
  email: required(254).pipe(z.email({ message: 'email' })),
  phone: z
    .string()
    .trim()
    .max(20, { message: 'max:20' })
    .refine((v) => v === '' || isValidHp(v), { message: 'phone' })
    .optional(),
  subject: required(150),
  message: required(5000),
  /** The solved challenge: base64 of `{"challenge": …, "solution": {"counter", "derivedKey"}}` (ALTCHA's payload). */
  captcha: required(2000),
});
export type ContactFormRequest = z.infer<typeof contactFormRequest>;

/**
 * An ALTCHA v2 challenge as the server signed it. Sent back untouched inside the payload: the
 * signature covers every parameter (so the schema keeps unknown ones too).
 */
export const captchaChallenge = z.object({
  parameters: z.looseObject({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number(),
    keyLength: z.number(),
    /** The first bytes of the key the right counter gives; the counter itself is not in here. */
    keyPrefix: z.string(),
    keySignature: z.string().optional(),
    /** Unix seconds. */
    expiresAt: z.number().optional(),
  }),
  signature: z.string(),
});
export type CaptchaChallenge = z.infer<typeof captchaChallenge>;

/** GET contact/get-captcha → data: a challenge to solve, valid for `expires_in` seconds. */
export const captchaResponse = z.object({
  data: z.object({ challenge: captchaChallenge, expires_in: z.number() }),
});

export const contactSentResponse = z.object({ data: z.object({ id: z.number(), sent: z.literal(true) }) });
