/**
 * The short code of a claim on a listing (decision 050) and the one domain its e-mail may
 * go to. Pure helpers: Web Crypto is on both sides, no I/O.
 */

export const CLAIM_CODE_LENGTH = 6;

/** Six uniformly random digits (rejection sampling keeps every code equally likely). */
export function newClaimCode(): string {
  const buffer = new Uint32Array(1);
  const ceiling = 4_294_000_000; // the largest multiple of 10^6 below 2^32
  for (;;) {
    crypto.getRandomValues(buffer);
    if (buffer[0]! < ceiling) return String(buffer[0]! % 1_000_000).padStart(CLAIM_CODE_LENGTH, '0');
  }
}

/** What a person typed as a code: digits only, spaces and dashes dropped ("123 456"). */
export function typedClaimCode(value: unknown): string | null {
  const digits = typeof value === 'string' ? value.replace(/[\s-]/g, '') : '';
  return /^\d{6}$/.test(digits) ? digits : null;
}

/**
 * The stored form of a code: HMAC-SHA-256 keyed with the site's secret and bound to the
 * claim, so a copy of the database alone cannot try the million codes offline.
 */
export async function claimCodeHash(secret: string, claim: { restaurantId: number; userId: number }, code: string) {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const mac = await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(`listing-claim:${claim.restaurantId}:${claim.userId}:${code}`));
  return [...new Uint8Array(mac)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** Compares two hex digests in time that does not depend on where they differ. */
export function sameDigest(a: string, b: string) {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

/**
 * Mailbox and platform domains: a listing whose "website" is a page on one of them proves
 * nothing about who reads mail there, so such a listing has no e-mail channel.
 */
const SHARED_DOMAINS = [
  'facebook.com', 'instagram.com', 'google.com', 'gmail.com', 'yahoo.com', 'outlook.com', 'hotmail.com', 'icloud.com',
  'linktr.ee', 'yelp.com', 'toasttab.com', 'square.site', 'squareup.com', 'wixsite.com', 'godaddysites.com', 'business.site',
  'tiktok.com', 'x.com', 'twitter.com', 'doordash.com', 'ubereats.com', 'grubhub.com', 'opentable.com', 'resy.com',
];

/**
 * The domain a listing's website stands on (lower case, without "www."), when it could
 * receive the listing's own mail: a named host, not an address, not a shared platform.
 */
export function listingMailDomain(website: string | null | undefined): string | null {
  const text = website?.trim();
  if (!text) return null;
  let host: string;
  try {
    const url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    host = url.hostname.toLowerCase().replace(/^www\./, '');
  } catch {
    return null;
  }
  if (!/^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}$/.test(host)) return null;
  if (SHARED_DOMAINS.some((shared) => host === shared || host.endsWith(`.${shared}`))) return null;
  return host;
}

/** The part before @ of an address (RFC 5321's dot-atom, no quoting), or null. */
export function mailLocalPart(value: string): string | null {
  const local = value.trim().toLowerCase();
  return /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/.test(local) && local.length <= 64 ? local : null;
}
