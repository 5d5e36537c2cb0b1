import { z } from 'zod';
import { isValidHp } from '../phone.js';

// The contact form (spec §7.3 POST contact, GET contact/get-captcha; §8.3 "contact form: invalid data").

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
  captcha_id: z.uuid({ message: 'required' }),
  captcha: required(12),
});
export type ContactFormRequest = z.infer<typeof contactFormRequest>;

/** GET contact/get-captcha → data: an SVG image to show and the id to send back with the answer. */
export const captchaResponse = z.object({
  data: z.object({
    captcha_id: z.string(),
    /** data:image/svg+xml;base64,… (usable as an img src). */
    image: z.string(),
    expires_in: z.number(),
  }),
});

export const contactSentResponse = z.object({ data: z.object({ id: z.number(), sent: z.literal(true) }) });
