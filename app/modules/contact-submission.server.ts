import type { AppLoadContext } from '@remix-run/cloudflare';
import { createContactMessage } from '~/models/contact-messages.server';
import type { ContactTopic } from '~/utils/contact-limits';
import type { Translate } from '~/utils/i18n';

// The contact action's validator, behind a .server module so the page's
// browser bundle does not carry zod (the browser loads it after the page).
export { parseContact } from '~/utils/contact-schema';

/**
 * Stores a contact message for the desk and, after the answer, tells the operator
 * of one that reached the inbox (e-mail when configured, else the log). A held one
 * (past the hourly ceiling, or caught by the hidden field) waits in the desk unannounced,
 * so a flood does not reach the operator's mailbox either. A failed e-mail loses
 * nothing: the desk has it.
 */
export async function receiveContactMessage(
  context: AppLoadContext,
  message: { name: string; email: string; message: string; topic?: ContactTopic },
  { honeypot = false } = {},
) {
  const stored = await createContactMessage(context.db, message, { honeypot });
  if (!stored.heldReason) {
    context.cloudflare.ctx.waitUntil(
      context.notifyOperator({ id: stored.id, ...message }).catch((error) => console.error('E-mailing the operator failed', error)),
    );
  }
  return stored;
}

/** What a sender reads once a message is stored; a held one is told a reply may take longer. */
export function contactThanks(t: Translate, held: boolean) {
  return held ? t('contact.thanksHeld') : t('contact.thanks');
}
