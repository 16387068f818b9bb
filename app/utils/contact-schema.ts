import { parseWithZod } from '@conform-to/zod';
import { z } from 'zod';
import { CONTACT_LIMITS as L, CONTACT_TOPIC_VALUES } from './contact-limits';

export { HONEYPOT_FIELD } from './contact-limits';

/**
 * The contact form's one schema, used by the page's action, the JSON API
 * (POST /api/contact) and, loaded after the page, the browser's validation.
 */

/** Trims the text; blank text counts as missing so it gets the "required" message. */
const trimmed = <T extends z.ZodTypeAny>(schema: T) =>
  z.preprocess((value) => (typeof value === 'string' ? value.trim() || undefined : value), schema);

/** The spec's rules and messages (section 5), plus length caps. */
export const ContactSchema = z.object({
  // Optional: the JSON API and older pages send none, which is the general topic.
  topic: trimmed(z.enum(CONTACT_TOPIC_VALUES, { errorMap: () => ({ message: 'Choose a topic from the list' }) }).default('general')),
  name: trimmed(
    z
      .string({ required_error: 'Name is required' })
      .min(L.name.min, 'Name must be at least 2 characters')
      .max(L.name.max, 'Name must be at most 100 characters'),
  ),
  email: trimmed(
    z
      .string({ required_error: 'Please enter a valid email address' })
      .email('Please enter a valid email address')
      .max(L.email.max, 'Email address must be at most 254 characters'),
  ),
  message: trimmed(
    z
      .string({ required_error: 'Message is required' })
      .min(L.message.min, 'Message must be at least 10 characters')
      .max(L.message.max, 'Message must be at most 5000 characters'),
  ),
});

/** Validates a submitted contact form (Conform submission with the spec's messages). */
export function parseContact(formData: FormData) {
  return parseWithZod(formData, { schema: ContactSchema });
}
