import { z } from 'zod';

// Field schemas the form contracts share; their messages are validation-rule keys (validation/).

/** A required text of at most `max` characters, trimmed. */
export const requiredText = (max: number) =>
  z
    .string({ message: 'required' })
    .trim()
    .min(1, { message: 'required' })
    .max(max, { message: `max:${max}` });

/** A whole number from a form or a query string, within [min, max]. */
export const boundedInt = (min: number, max: number) =>
  z.coerce
    .number({ message: 'integer' })
    .int({ message: 'integer' })
    .min(min, { message: `min_value:${min}` })
    .max(max, { message: `max_value:${max}` });

/** The six-digit transaction PIN. */
export const pinField = z.string({ message: 'required' }).regex(/^\d{6}$/, { message: 'digits:6' });
