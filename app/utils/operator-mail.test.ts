import { describe, expect, it } from 'vitest';
import { contactNoticeMime } from './operator-mail';

const decodeBody = (mime: string) => Buffer.from(mime.split('\r\n\r\n')[1]!.replace(/\r\n/g, ''), 'base64').toString('utf8');

describe('contactNoticeMime', () => {
  const base = { from: 'site@eats.example', to: 'owner@eats.example', origin: 'https://eats.example' };

  it('tells the operator who wrote, what, and where the inbox is, with Reply-To the visitor', () => {
    const mime = contactNoticeMime({ ...base, notice: { id: 7, name: 'Dana Díaz', email: 'dana@example.com', message: 'List the taco truck!\nThanks' } });
    expect(mime).toContain('To: owner@eats.example\r\n');
    expect(mime).toContain('Reply-To: dana@example.com\r\n');
    expect(decodeBody(mime)).toBe('Dana Díaz <dana@example.com> wrote through the contact page:\r\n\r\nList the taco truck!\r\nThanks\r\n\r\nThe inbox: https://eats.example/admin/messages\r\n');
  });

  it('never lets what a visitor typed add a header', () => {
    const mime = contactNoticeMime({ ...base, notice: { id: 8, name: 'Eve\r\nBcc: all@example.com', email: 'eve@example.com\r\nBcc: x@example.com', message: 'hi' } });
    const headers = mime.split('\r\n\r\n')[0]!.split('\r\n');
    expect(headers.some((h) => /^Bcc:/i.test(h))).toBe(false);
    expect(headers.some((h) => /^Reply-To:/i.test(h))).toBe(false);
  });
});
