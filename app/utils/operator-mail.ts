/**
 * The e-mail telling the site's operator a contact message arrived, as raw MIME for
 * Cloudflare's send_email binding (workers/operator-mail.ts). The visitor's words go
 * in the body and their address in Reply-To; nothing they typed can add a header.
 */
export type ContactNotice = { id: number; name: string; email: string; message: string };

const oneLine = (text: string) => text.replace(/[\r\n]+/g, ' ').trim();
const encodedWord = (text: string) => `=?UTF-8?B?${btoa(String.fromCharCode(...new TextEncoder().encode(text)))}?=`;

export function contactNoticeMime({ from, to, origin, notice }: { from: string; to: string; origin: string; notice: ContactNotice }) {
  const replyTo = /^[^\s<>"@,;]+@[^\s<>"@,;]+$/.test(notice.email) ? notice.email : null;
  const body = `${oneLine(notice.name)} <${oneLine(notice.email)}> wrote through the contact page:\r\n\r\n${notice.message.replace(/\r?\n/g, '\r\n')}\r\n\r\nThe inbox: ${origin}/admin/messages\r\n`;
  const headers = [
    `From: Fort Worth Eats <${from}>`,
    `To: ${to}`,
    ...(replyTo ? [`Reply-To: ${replyTo}`] : []),
    `Subject: ${encodedWord(`Contact message from ${oneLine(notice.name)}`.slice(0, 150))}`,
    `Message-ID: <contact-${notice.id}-${Date.now()}@${from.split('@')[1] ?? 'localhost'}>`,
    `Date: ${new Date().toUTCString()}`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: base64',
  ];
  const encodedBody = btoa(String.fromCharCode(...new TextEncoder().encode(body))).replace(/.{76}/g, '$&\r\n');
  return `${headers.join('\r\n')}\r\n\r\n${encodedBody}\r\n`;
}
