import { z } from 'zod';
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

export const SuggestionSchema = z.object({
  name: trimmed(
    z
      .string({ required_error: "Give the restaurant's name" })
      .min(SUGGESTION_LIMITS.name.min, 'The name must be at least 2 characters')
      .max(SUGGESTION_LIMITS.name.max, 'The name must be at most 100 characters'),
  ),
  address: trimmed(
    z
      .string({ required_error: 'Give its street address, so the editors can find it' })
      .min(SUGGESTION_LIMITS.address.min, 'Give the street address, e.g. 101 Main St')
      .max(SUGGESTION_LIMITS.address.max, 'The address must be at most 200 characters'),
  ),
  cuisineId: trimmed(z.coerce.number({ required_error: 'Choose a cuisine', invalid_type_error: 'Choose a cuisine' }).int().positive('Choose a cuisine')),
  phone: optionalText(SUGGESTION_LIMITS.phone.max, 'The phone number must be at most 30 characters').refine(
    (phone) => !phone || phoneDigits(phone).length === 10,
    'Give a 10-digit phone number, e.g. (817) 555-0123, or leave it empty',
  ),
  website: optionalText(SUGGESTION_LIMITS.website.max, 'The website must be at most 200 characters').refine(
    (website) => !website || websiteHost(website) !== null,
    'Give a web address, e.g. rosascantina.com, or leave it empty',
  ),
  hours: optionalText(SUGGESTION_LIMITS.hours.max, 'The hours must be at most 500 characters'),
  relation: z.enum(['owner', 'diner'], { errorMap: () => ({ message: "Say whether you own or work here, or you're a diner" }) }),
});

export type SuggestionInput = z.infer<typeof SuggestionSchema>;

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
