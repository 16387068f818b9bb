import { EmailMessage } from 'cloudflare:email';
import type { Env } from '../app/modules/env.server';
import { contactNoticeMime, type ContactNotice } from '../app/utils/operator-mail';

/**
 * Tells the operator a contact message arrived: by e-mail through the send_email
 * binding CONTACT_MAIL when it and CONTACT_MAIL_FROM / CONTACT_MAIL_TO are set (README),
 * otherwise (locally, in tests) in the Worker's log. The message is in the desk's inbox either way.
 */
export function notifyOperator(env: Env, origin: string) {
  return async (notice: ContactNotice) => {
    const { CONTACT_MAIL: mail, CONTACT_MAIL_FROM: from, CONTACT_MAIL_TO: to } = env;
    if (!mail || !from || !to) {
      // Locally the whole message goes to the log; a production log never holds a visitor's words or address.
      console.log(
        env.ENVIRONMENT === 'production'
          ? `Contact message #${notice.id} is in the inbox (not e-mailed: CONTACT_MAIL is not set up)`
          : `Contact message #${notice.id} from ${notice.name} <${notice.email}> (not e-mailed: no CONTACT_MAIL binding):\n${notice.message}`,
      );
      return;
    }
    await mail.send(new EmailMessage(from, to, contactNoticeMime({ from, to, origin, notice })));
  };
}
