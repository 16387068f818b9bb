/**
 * Raw MIME for Cloudflare's send_email binding: the one way the site writes an e-mail
 * (claim codes, digests). Text and, when given, HTML travel as multipart/alternative,
 * each part UTF-8 in base64 lines of 76. Header values are kept to one line: nothing
 * from the site's data can start a header of its own.
 */
export type MimeMessage = {
  from: string;
  /** The sender's display name, e.g. "Fort Worth Eats". */
  fromName: string;
  to: string;
  subject: string;
  /** Unique per message; the part after @ is the sender's domain. */
  messageId: string;
  text: string;
  html?: string;
  /** More headers, e.g. List-Unsubscribe (RFC 8058); values are made one line. */
  headers?: Record<string, string>;
  date?: Date;
};

const oneLine = (text: string) => text.replace(/[\r\n]+/g, ' ').trim();
const base64 = (text: string) => {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  // In slices: spreading a long body into one call would pass too many arguments.
  for (let i = 0; i < bytes.length; i += 8192) binary += String.fromCharCode(...bytes.subarray(i, i + 8192));
  return btoa(binary);
};
const base64Lines = (text: string) => base64(text).replace(/.{76}/g, '$&\r\n');
/** A header value outside ASCII, as RFC 2047 encodes it. */
const encodedWord = (text: string) => `=?UTF-8?B?${base64(text)}?=`;
/** Lines end in CRLF, as SMTP wants them. */
const crlf = (text: string) => text.replace(/\r?\n/g, '\r\n');

function part(type: 'text/plain' | 'text/html', body: string) {
  return [`Content-Type: ${type}; charset=utf-8`, 'Content-Transfer-Encoding: base64', '', base64Lines(crlf(body))].join('\r\n');
}

export function mimeMessage(message: MimeMessage): string {
  const headers = [
    `From: ${message.fromName} <${message.from}>`,
    `To: ${oneLine(message.to)}`,
    `Subject: ${encodedWord(oneLine(message.subject).slice(0, 150))}`,
    `Message-ID: <${message.messageId}@${message.from.split('@')[1] ?? 'localhost'}>`,
    `Date: ${(message.date ?? new Date()).toUTCString()}`,
    ...Object.entries(message.headers ?? {}).map(([name, value]) => `${name}: ${oneLine(value)}`),
    'MIME-Version: 1.0',
  ];
  if (message.html === undefined) {
    return `${headers.join('\r\n')}\r\n${part('text/plain', message.text)}\r\n`;
  }
  const boundary = `=_${message.messageId.replace(/[^A-Za-z0-9]/g, '')}`;
  return [
    ...headers,
    `Content-Type: multipart/alternative; boundary="${boundary}"`,
    '',
    `--${boundary}`,
    part('text/plain', message.text),
    `--${boundary}`,
    part('text/html', message.html),
    `--${boundary}--`,
    '',
  ].join('\r\n');
}
