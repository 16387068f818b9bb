import type { Env } from './env.server';
import { clientKey } from './rate-limit.server';

const encoder = new TextEncoder();

/**
 * Who files a report, to tell a repeat from a new one: a signed-in diner by account;
 * anyone else by their connection (an IPv6 one by its /64, as the rate limits count
 * it), stored only as a keyed hash, so the table never holds an address and its keys
 * cannot be matched to one without the site's secret.
 */
export async function reporterKey(env: Env, request: Request, userId: number | null): Promise<string> {
  if (userId) return `user:${userId}`;
  const secret = env.SESSION_SECRET.split(',')[0]!.trim();
  const key = await crypto.subtle.importKey('raw', encoder.encode(`reporter-key:${secret}`), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, encoder.encode(clientKey(request))));
  // 128 bits tell connections apart; hex keeps the key plain text.
  return `anon:${[...mac.subarray(0, 16)].map((byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}
