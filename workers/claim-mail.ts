import { EmailMessage } from 'cloudflare:email';
import type { Env } from '../app/modules/env.server';
import { claimCodeMime, type ClaimCodeMail } from '../app/utils/claim-mail';

/**
 * Sends a claim's code to an address on the listing's website domain through the
 * send_email binding CLAIM_MAIL, from CLAIM_MAIL_FROM (README "Claims by e-mail").
 * Null when either is missing: the claim page then offers the phone alone. Nothing
 * is logged: the code is never in a log line.
 */
export function claimCodeMailer(env: Env, origin: string) {
  const { CLAIM_MAIL: mail, CLAIM_MAIL_FROM: from } = env;
  if (!mail || !from) return null;
  return async (message: ClaimCodeMail) => {
    const raw = claimCodeMime({ from, origin, mail: message, messageId: `claim-${crypto.randomUUID()}` });
    await mail.send(new EmailMessage(from, message.to, raw));
  };
}
