import { z } from 'zod';
import type { Translate } from './i18n';
import { SUGGESTION_FIELDS, SUGGESTION_LIMITS, type SuggestionErrors, type SuggestionField } from './suggestion-limits';

/** The "Add a restaurant" form's rules and messages (issue 42, item 1; decision 048). */

/** Blank text counts as missing, so it gets the "required" message. */
const trimmed = <T extends z.ZodTypeAny>(schema: T) => z.preprocess((value) => (typeof value === 'string' ? value.trim() || undefined : value), schema);
const optionalText = (max: number, message: string) => z.preprocess((value) => (typeof value === 'string' ? value.trim() : ''), z.string().max(max, message));

/** The digits of a phone number, without a leading US country code. */
export function phoneDigits(phone: string) {
  const digits = phone.replace(/\D/g, '');
  return digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
}

/** A website's host, lower case and without "www.", or null when it is not a web address. */
export function websiteHost(website: string): string | null {
  const text = website.trim();
  if (!text) return null;
  try {
    const url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    if (!/^[a-z0-9-]+(\.[a-z0-9-]+)+$/i.test(url.hostname)) return null;
    return url.hostname.toLowerCase().replace(/^www\./, '');
  } catch {
    return null;
  }
}

/** The form's schema, its messages in `t`'s language. */
export function suggestionSchema(t: Translate) {
  const L = SUGGESTION_LIMITS;
  return z.object({
    name: trimmed(
      z
        .string({ required_error: t('addPlace.error.nameRequired') })
        .min(L.name.min, t('addPlace.error.nameMin', { min: L.name.min }))
        .max(L.name.max, t('addPlace.error.nameMax', { max: L.name.max })),
    ),
    address: trimmed(
      z
        .string({ required_error: t('addPlace.error.addressRequired') })
        .min(L.address.min, t('addPlace.error.addressMin'))
        .max(L.address.max, t('addPlace.error.addressMax', { max: L.address.max })),
    ),
    cuisineId: trimmed(
      z.coerce
        .number({ required_error: t('addPlace.error.cuisine'), invalid_type_error: t('addPlace.error.cuisine') })
        .int()
        .positive(t('addPlace.error.cuisine')),
    ),
    phone: optionalText(L.phone.max, t('addPlace.error.phoneMax', { max: L.phone.max })).refine(
      (phone) => !phone || phoneDigits(phone).length === 10,
      t('addPlace.error.phone'),
    ),
    website: optionalText(L.website.max, t('addPlace.error.websiteMax', { max: L.website.max })).refine(
      (website) => !website || websiteHost(website) !== null,
      t('addPlace.error.website'),
    ),
    hours: optionalText(L.hours.max, t('addPlace.error.hoursMax', { max: L.hours.max })),
    relation: z.enum(['owner', 'diner'], { errorMap: () => ({ message: t('addPlace.error.relation') }) }),
  });
}

export type SuggestionInput = z.infer<ReturnType<typeof suggestionSchema>>;

/** The form as sent, each field as text (what a refused form shows again). */
export function suggestionValues(formData: FormData): Record<SuggestionField, string> {
  return Object.fromEntries(SUGGESTION_FIELDS.map((f) => [f, String(formData.get(f) ?? '')])) as Record<SuggestionField, string>;
}

/** The first message for each field that is wrong. */
export function suggestionErrors(error: z.ZodError): SuggestionErrors {
  const errors: SuggestionErrors = {};
  for (const issue of error.issues) {
    const field = issue.path[0] as SuggestionField;
    errors[field] ??= issue.message;
  }
  return errors;
}
