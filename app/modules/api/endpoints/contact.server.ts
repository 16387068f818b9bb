import type { ActionFunctionArgs } from '@remix-run/cloudflare';
import { json } from '@remix-run/cloudflare';
import { contactThanks, receiveContactMessage } from '~/modules/contact-submission.server';
import { apiError, apiHandler } from '~/modules/api/answers.server';
import { fieldErrors } from '~/utils/field-errors';
import { readBody } from '~/modules/api/request.server';
import { translator } from '~/modules/messages.server';
import { contactSchema, HONEYPOT_FIELD } from '~/utils/contact-schema';
import { clientKey, tooManyRequests, withinRateLimit } from '~/modules/rate-limit.server';

/**
 * POST /api/contact {name, email, message}: the contact page's schema,
 * honeypot, rate limit and hourly ceiling, answered in JSON: 201 when stored
 * (held or not), 400 with `errors: { field: [messages] }` when not valid.
 */
export const action = apiHandler(async ({ request, context }: ActionFunctionArgs) => {
  const body = await readBody(request);
  if (!(await withinRateLimit(context, 'FORM_RATE_LIMITER', clientKey(request)))) {
    return apiError(429, 'Too many messages from your connection. Please wait a minute and try again.', tooManyRequests());
  }
  // The API answers in English, as it always has.
  const english = translator('en');
  const parsed = contactSchema(english).safeParse(body);
  const honeypot = body[HONEYPOT_FIELD];
  if (typeof honeypot === 'string' && honeypot !== '') {
    // Kept for the desk's junk view, as from the contact page; the answer stays a refusal.
    if (parsed.success) {
      await receiveContactMessage(context, parsed.data, { honeypot: true }).catch((error) =>
        console.error('Storing a contact message failed', error),
      );
    }
    return apiError(400, 'Your message could not be sent.');
  }
  if (!parsed.success) return apiError(400, 'Please correct the highlighted fields.', { errors: fieldErrors(parsed.error) });
  let stored;
  try {
    stored = await receiveContactMessage(context, parsed.data);
  } catch (error) {
    console.error('Storing a contact message failed', error);
    return apiError(503, 'There was an error sending your message. Please try again.');
  }
  return json(
    { message: 'Message sent successfully!', description: contactThanks(english, stored.heldReason !== null) },
    { status: 201, headers: { 'Cache-Control': 'no-store' } },
  );
});
