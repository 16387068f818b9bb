import { z } from 'zod';

/**
 * The contact form's one schema, used by the page (app/routes/contact.tsx,
 * server and client) and the JSON API (POST /api/contact).
 */

/** Hidden from people and assistive technology; only bots fill it in. */
export const HONEYPOT_FIELD = 'website';

/** Trims the text; blank text counts as missing so it gets the "required" message. */
const trimmed = <T extends z.ZodTypeAny>(schema: T) =>
  z.preprocess((value) => (typeof value === 'string' ? value.trim() || undefined : value), schema);

/** The spec's rules and messages (section 5), plus length caps. */
export const ContactSchema = z.object({
  name: trimmed(
    z
      .string({ required_error: 'Name is required' })
      .min(2, 'Name must be at least 2 characters')
      .max(100, 'Name must be at most 100 characters'),
  ),
  email: trimmed(
    z
      .string({ required_error: 'Please enter a valid email address' })
      .email('Please enter a valid email address')
      .max(254, 'Email address must be at most 254 characters'),
  ),
  message: trimmed(
    z
      .string({ required_error: 'Message is required' })
      .min(10, 'Message must be at least 10 characters')
      .max(5000, 'Message must be at most 5000 characters'),
  ),
});
