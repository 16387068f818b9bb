import type { AppLoadContext } from '@remix-run/cloudflare';
import { createContactMessage } from '~/models/contact-messages.server';

// The contact action's validator, behind a .server module so the page's
// browser bundle does not carry zod (the browser loads it after the page).
export { parseContact } from '~/utils/contact-schema';

/**
 * Stores a contact message for the desk's inbox and, after the answer, tells the
 * operator (e-mail when configured, else the log). A failed e-mail loses nothing: the inbox has it.
 */
export async function receiveContactMessage(context: AppLoadContext, message: { name: string; email: string; message: string }) {
  const { id } = await createContactMessage(context.db, message);
  context.cloudflare.ctx.waitUntil(
    context.notifyOperator({ id, ...message }).catch((error) => console.error('E-mailing the operator failed', error)),
  );
}
