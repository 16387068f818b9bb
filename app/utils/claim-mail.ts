import { mimeMessage } from './mime';

/**
 * The e-mail carrying a claim's code to an address on the listing's own website domain
 * (decision 050), as raw MIME for Cloudflare's send_email binding (workers/claim-mail.ts).
 * The listing's name is the only text from the site's data in it; nothing a claimant
 * typed reaches a header but the mailbox name, already checked to be a plain local part.
 */
export type ClaimCodeMail = { to: string; code: string; listingName: string; claimPath: string };

export function claimCodeMime({ from, origin, mail, messageId }: { from: string; origin: string; mail: ClaimCodeMail; messageId: string }) {
  const name = mail.listingName.replace(/[\r\n]+/g, ' ').trim();
  const text = [
    `Someone asked to manage the listing of ${name} on Fort Worth Eats and chose this address, on the place's own website domain, to prove it.`,
    '',
    `The code: ${mail.code}`,
    '',
    `If you asked, type it on the claim page: ${origin}${mail.claimPath}`,
    'If you did not, ignore this e-mail: without the code nobody can manage the listing.',
    '',
  ].join('\n');
  return mimeMessage({ from, fromName: 'Fort Worth Eats', to: mail.to, subject: `Your code to manage ${name}`, messageId, text });
}
