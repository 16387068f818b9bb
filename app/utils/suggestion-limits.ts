/**
 * The "Add a restaurant" form's limits and field names, shared by its zod schema (server
 * only) and the page, which renders them without loading zod (decision 048).
 */
export const SUGGESTION_LIMITS = {
  name: { min: 2, max: 100 },
  address: { min: 5, max: 200 },
  phone: { max: 30 },
  website: { max: 200 },
  hours: { max: 500 },
} as const;

/**
 * The field only bots see (the contact form's trick, app/utils/contact-limits.ts). Not
 * "website", the contact form's name for it: here that is the place's own website.
 */
export const SUGGESTION_HONEYPOT_FIELD = 'url';

/** The form's fields, in the order a person fills them in. */
export const SUGGESTION_FIELDS = ['name', 'address', 'cuisineId', 'phone', 'website', 'hours', 'relation'] as const;
export type SuggestionField = (typeof SUGGESTION_FIELDS)[number];
export type SuggestionErrors = Partial<Record<SuggestionField, string>>;
