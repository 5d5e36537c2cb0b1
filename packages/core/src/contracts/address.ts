import { z } from 'zod';
import { isValidHp } from '../phone.js';
import { requiredText } from './fields.js';

// The member's address book (spec §7.1 GET, POST account/address; spec §3 shop order and shipment
// address fields). The shop checkout and the courier sender/recipient forms pick from it later.

/** How many open addresses one member may keep. */
export const ADDRESS_LIMIT = 20;

/** Optional text: absent, null or blank all mean "none" (stored as null). */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { message: `max:${max}` })
    .nullable()
    .optional();

const coordinate = (limit: number) =>
  z
    .number({ message: 'numeric' })
    .min(-limit, { message: `between:${-limit},${limit}` })
    .max(limit, { message: `between:${-limit},${limit}` })
    .nullable()
    .optional();

/**
 * POST account/address: without `id` a new address, with `id` a change of one of the member's own
 * addresses (every field is written again; coordinates left out are kept). `is_primary: true`
 * makes it the primary address; the first address is always primary.
 */
export const addressRequest = z
  .object({
    id: z
      .number({ message: 'integer' })
      .int({ message: 'integer' })
      .positive({ message: 'integer' })
      .optional(),
    /** What the member calls it: "Rumah", "Toko". */
    favorite_label: optionalText(30),
    /** Who receives (or sends) at this address. */
    name: requiredText(100),
    /** An Indonesian mobile number (08…, 628…, +628…); stored as 08…. */
    phone: requiredText(20).refine(isValidHp, { message: 'phone' }),
    province: requiredText(100),
    city: requiredText(100),
    district: requiredText(100),
    sub_district: requiredText(100),
    postal_code: z
      .string({ message: 'required' })
      .trim()
      .min(1, { message: 'required' })
      .regex(/^\d{5}$/, { message: 'digits:5' }),
    /** Street, house number, RT/RW, building. */
    detail: requiredText(200),
    note: optionalText(160),
    latitude: coordinate(90),
    longitude: coordinate(180),
    is_primary: z.boolean({ message: 'oneOf' }).optional(),
  })
  .refine((v) => (v.latitude == null) === (v.longitude == null), {
    path: ['longitude'],
    message: 'required_if:latitude',
  });
export type AddressRequest = z.input<typeof addressRequest>;
export type AddressInput = z.output<typeof addressRequest>;

/** One address (GET account/address → data[], primary first). */
export const addressResponse = z.object({
  id: z.number(),
  favorite_label: z.string().nullable(),
  name: z.string(),
  phone: z.string(),
  province: z.string(),
  city: z.string(),
  district: z.string(),
  sub_district: z.string(),
  postal_code: z.string(),
  detail: z.string(),
  note: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  is_primary: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Address = z.infer<typeof addressResponse>;

export const addressListResponse = z.object({ data: z.array(addressResponse) });
export const addressDataResponse = z.object({ data: addressResponse });
