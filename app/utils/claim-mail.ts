/**
 * The e-mail carrying a claim's code to an address on the listing's own website domain
 * (decision 050), as raw MIME for Cloudflare's send_email binding (workers/claim-mail.ts).
 * The listing's name is the only text from the site's data in it; nothing a claimant
 * typed reaches a header but the mailbox name, already checked to be a plain local part.
 */
export type ClaimCodeMail = { to: string; code: string; listingName: string; claimPath: string };

const oneLine = (text: string) => text.replace(/[\r\n]+/g, ' ').trim();
const base64 = (text: string) => btoa(String.fromCharCode(...new TextEncoder().encode(text)));

export function claimCodeMime({ from, origin, mail, messageId }: { from: string; origin: string; mail: ClaimCodeMail; messageId: string }) {
  const name = oneLine(mail.listingName);
  const body = [
    `Someone asked to manage the listing of ${name} on Fort Worth Eats and chose this address, on the place's own website domain, to prove it.`,
    '',
    `The code: ${mail.code}`,
    '',
    `If you asked, type it on the claim page: ${origin}${mail.claimPath}`,
    'If you did not, ignore this e-mail: without the code nobody can manage the listing.',
    '',
  ].join('\r\n');
  const headers = [
    `From: Fort Worth Eats <${from}>`,
    `To: ${mail.to}`,
    `Subject: =?UTF-8?B?${base64(`Your code to manage ${name}`.slice(0, 150))}?=`,
    `Message-ID: <${messageId}@${from.split('@')[1] ?? 'localhost'}>`,
    `Date: ${new Date().toUTCString()}`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: base64',
  ];
  return `${headers.join('\r\n')}\r\n\r\n${base64(body).replace(/.{76}/g, '$&\r\n')}\r\n`;
}
