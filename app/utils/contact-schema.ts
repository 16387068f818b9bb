import { parseWithZod } from '@conform-to/zod';
import { z } from 'zod';
import { CONTACT_LIMITS as L, CONTACT_TOPIC_VALUES } from './contact-limits';
import type { Translate } from './i18n';

export { HONEYPOT_FIELD } from './contact-limits';

/**
 * The contact form's one schema, used by the page's action, the JSON API
 * (POST /api/contact) and, loaded after the page, the browser's validation.
 * Built in the page's language: its messages come from `t`.
 */

/** Trims the text; blank text counts as missing so it gets the "required" message. */
const trimmed = <T extends z.ZodTypeAny>(schema: T) =>
  z.preprocess((value) => (typeof value === 'string' ? value.trim() || undefined : value), schema);

/** The spec's rules and messages (section 5), plus length caps. */
export function contactSchema(t: Translate) {
  return z.object({
    // Optional: the JSON API and older pages send none, which is the general topic.
    topic: trimmed(z.enum(CONTACT_TOPIC_VALUES, { errorMap: () => ({ message: t('contact.error.topic') }) }).default('general')),
    name: trimmed(
      z
        .string({ required_error: t('contact.error.nameRequired') })
        .min(L.name.min, t('contact.error.nameMin', { min: L.name.min }))
        .max(L.name.max, t('contact.error.nameMax', { max: L.name.max })),
    ),
    email: trimmed(
      z
        .string({ required_error: t('contact.error.email') })
        .email(t('contact.error.email'))
        .max(L.email.max, t('contact.error.emailMax', { max: L.email.max })),
    ),
    message: trimmed(
      z
        .string({ required_error: t('contact.error.messageRequired') })
        .min(L.message.min, t('contact.error.messageMin', { min: L.message.min }))
        .max(L.message.max, t('contact.error.messageMax', { max: L.message.max })),
    ),
  });
}

/** Validates a submitted contact form (Conform submission with the spec's messages, in `t`'s language). */
export function parseContact(formData: FormData, t: Translate) {
  return parseWithZod(formData, { schema: contactSchema(t) });
}
