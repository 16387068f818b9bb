import Negotiator from 'negotiator';
import { chosenLocaleCookie, readChosenLocale } from '../app/modules/session.server';
import type { Env } from '../app/modules/env.server';
import { LANGUAGE_SWITCH_PATH, LOCALES, pathInLocale, splitLocale, SUGGESTED_LANGUAGE_HEADER, type Locale } from '../app/utils/locale';

/** Addresses that are no page, the same in both languages: never moved under /es. */
const NOT_PAGES = /^\/(?:api|auth|build|feeds|icons|images|photos|resources)(?:\/|$)|^\/language$/;

/**
 * GET /language?to=es&next=/es/about, the switch link (decision 052): keeps the
 * choice in the language cookie for the diner's next visit, then goes to `next`,
 * an address of this site in that language (anything else goes to its home).
 * Null for any other address.
 */
export async function switchLanguage(request: Request, url: URL, env: Env): Promise<Response | null> {
  if (url.pathname !== LANGUAGE_SWITCH_PATH) return null;
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return new Response('Follow the language link to switch languages.', { status: 405, headers: { Allow: 'GET, HEAD', 'Cache-Control': 'no-store' } });
  }
  const to = LOCALES.find((locale) => locale === url.searchParams.get('to'));
  if (!to) return new Response('No such language.', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } });
  const next = url.searchParams.get('next') ?? '';
  const sameSite = /^\/(?![/\\])/.test(next) && splitLocale(new URL(next, url).pathname).locale === to;
  return new Response(null, {
    status: 303,
    headers: { Location: sameSite ? next : pathInLocale('/', to), 'Set-Cookie': await chosenLocaleCookie(env, to), 'Cache-Control': 'no-store' },
  });
}

/**
 * The home address for a diner who chose Spanish: the Spanish home page, for them
 * alone (never stored). Every other address is the language it says, so a shared
 * link opens as it was shared.
 */
export async function homeInChosenLanguage(request: Request, url: URL, env: Env): Promise<Response | null> {
  if (url.pathname !== '/' || request.method !== 'GET' || url.searchParams.has('_data')) return null;
  const chosen = await readChosenLocale(env, request.headers.get('Cookie'));
  if (!chosen || chosen === 'en') return null;
  return new Response(null, { status: 302, headers: { Location: `${pathInLocale('/', chosen)}${url.search}`, 'Cache-Control': 'private, no-store' } });
}

/**
 * The request as the app reads it: SUGGESTED_LANGUAGE_HEADER only as the Worker sets
 * it, on an English page when the browser prefers Spanish and the diner has chosen
 * no language. Never the other way: many who read Spanish first keep their phone in
 * English, and a Spanish page they opened is the one they want.
 */
export async function withSuggestedLanguage(request: Request, locale: Locale, env: Env): Promise<Request> {
  const headers = new Headers(request.headers);
  headers.delete(SUGGESTED_LANGUAGE_HEADER);
  const preferred = new Negotiator({ headers: { 'accept-language': request.headers.get('Accept-Language') ?? '' } }).language([...LOCALES]);
  if (locale === 'en' && preferred === 'es' && !(await readChosenLocale(env, request.headers.get('Cookie')))) {
    headers.set(SUGGESTED_LANGUAGE_HEADER, preferred);
  } else if (!request.headers.has(SUGGESTED_LANGUAGE_HEADER)) {
    return request;
  }
  return new Request(request, { headers });
}

/**
 * Both languages' addresses of a public page, English the default, as an HTTP Link
 * header (RFC 8288), which search engines read as they read <link rel="alternate">:
 * the Worker knows both addresses, and no page carries the code to write them.
 */
export function withLanguageAlternates(response: Response, origin: string, pathAndQuery: string): Response {
  const edge = response.headers.get('CDN-Cache-Control') ?? '';
  if (response.status !== 200 || !/\bpublic\b/.test(edge) || !(response.headers.get('Content-Type') ?? '').includes('text/html')) return response;
  const english = `${origin}${pathAndQuery}`;
  const alternate = (href: string, tag: string) => `<${href}>; rel="alternate"; hreflang="${tag}"`;
  const linked = new Response(response.body, response);
  linked.headers.append('Link', [alternate(english, 'en-US'), alternate(`${origin}${pathInLocale(pathAndQuery, 'es')}`, 'es-US'), alternate(english, 'x-default')].join(', '));
  return linked;
}

/**
 * A Spanish page's redirect to a page of the site stays in Spanish: routes write
 * their redirects as English paths, and the document's Location is not under the
 * router's basename.
 */
export function keepLanguage(response: Response, locale: Locale): Response {
  const location = response.headers.get('Location');
  if (locale === 'en' || !location?.startsWith('/') || location.startsWith('//')) return response;
  const path = location.split(/[?#]/, 1)[0]!;
  if (NOT_PAGES.test(path) || splitLocale(path).locale === locale) return response;
  const moved = new Response(response.body, response);
  moved.headers.set('Location', pathInLocale(location, locale));
  return moved;
}
