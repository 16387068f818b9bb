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

/**
 * What a message is about. A link may preselect one (`/contact?topic=advertising`,
 * from the page for businesses); the desk shows it beside the sender.
 */
export const CONTACT_TOPICS = [
  { value: 'general', label: 'A tip, a question or feedback' },
  { value: 'advertising', label: 'Advertising and businesses' },
] as const;
export type ContactTopic = (typeof CONTACT_TOPICS)[number]['value'];
export const CONTACT_TOPIC_VALUES = CONTACT_TOPICS.map((t) => t.value) as [ContactTopic, ...ContactTopic[]];

/** The topic a link asks for, or the general one for anything else. */
export function contactTopicOf(value: string | null | undefined): ContactTopic {
  return CONTACT_TOPIC_VALUES.find((t) => t === value) ?? 'general';
}

/** Hidden from people and assistive technology; only bots fill it in. */
export const HONEYPOT_FIELD = 'website';

/** Conform constraints (HTML attributes) for the form, without loading zod. */
export const CONTACT_CONSTRAINT = {
  name: { required: true, minLength: CONTACT_LIMITS.name.min, maxLength: CONTACT_LIMITS.name.max },
  email: { required: true, maxLength: CONTACT_LIMITS.email.max },
  message: { required: true, minLength: CONTACT_LIMITS.message.min, maxLength: CONTACT_LIMITS.message.max },
};
