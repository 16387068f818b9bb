/**
 * The contact form's limits, shared by its zod schema (server, and the browser
 * once the validator has loaded) and the HTML constraints rendered with the page.
 */
export const CONTACT_LIMITS = {
  name: { min: 2, max: 100 },
  email: { max: 254 },
  message: { min: 10, max: 5000 },
} as const;

/**
 * Messages an hour, across the whole site, that go straight to the inbox; past it,
 * new ones are stored but held in their own view of the desk, so a flood from many
 * addresses (each under the per-address limit) cannot bury the real ones.
 */
export const CONTACT_HOURLY_CEILING = 30;

/** Hidden from people and assistive technology; only bots fill it in. */
export const HONEYPOT_FIELD = 'website';

/** Conform constraints (HTML attributes) for the form, without loading zod. */
export const CONTACT_CONSTRAINT = {
  name: { required: true, minLength: CONTACT_LIMITS.name.min, maxLength: CONTACT_LIMITS.name.max },
  email: { required: true, maxLength: CONTACT_LIMITS.email.max },
  message: { required: true, minLength: CONTACT_LIMITS.message.min, maxLength: CONTACT_LIMITS.message.max },
};
