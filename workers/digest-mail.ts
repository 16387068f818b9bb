import { EmailMessage } from 'cloudflare:email';
import type { Env } from '../app/modules/env.server';
import type { DigestMailer } from '../app/modules/digests.server';

/**
 * Digests and their confirmations go out through the send_email binding DIGEST_MAIL,
 * from DIGEST_MAIL_FROM (README "Digests by e-mail"). Null when either is missing:
 * then no page offers a digest and the cron sends none.
 */
export function digestMailer(env: Env): DigestMailer | null {
  const { DIGEST_MAIL: mail, DIGEST_MAIL_FROM: from } = env;
  if (!mail || !from) return null;
  return {
    from,
    send: async (to, raw) => {
      await mail.send(new EmailMessage(from, to, raw));
    },
  };
}
