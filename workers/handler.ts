// The app's server build: remix.config.js compiles this file with it (`server`).
import * as build from '@remix-run/dev/server-build';
import { createDb } from '../app/db/client.server';
import { createLoadContext, sendUnshownToast } from '../app/modules/request-context.server';
import type { PhotoCodec } from '../app/modules/photo-codec';
import { keep } from '../app/utils/keep';
import { photoCodecOf } from './photo-codec';
import type { CodecWasm } from './photo-variants';
import { notifyOperator } from './operator-mail';
import { claimCodeMailer } from './claim-mail';
import { digestMailer } from './digest-mail';
import { sendDueDigests } from '../app/modules/digests.server';
import { currentContentGeneration } from '../app/models/content-generation.server';
import { publishDueItems } from '../app/models/publication.server';
import { settleAllPlaceEvents } from '../app/models/place-events.server';
import { facebookEndpoints } from '../app/modules/facebook-endpoints.server';
import { mapTileOrigin, parseEnv, type Env } from '../app/modules/env.server';
import { guardRequest, refusal } from './request-guard';
import { withoutProviderOrigin } from './origin';
import { routeMethods } from './route-methods';
import { apiMethods } from '../app/modules/api/endpoints.server';
import { applySecurityHeaders, createNonce } from './security-headers';
import { dropUnreadableCookies } from '../app/modules/session.server';
import { parse as parseCookieHeader } from 'cookie';
import { withEncodedAssetUrls } from './asset-urls';
import { requestHandlersByPart } from './route-parts';
import { isEdgeCacheable, lookUpPage, publicCopy, queryParamsFor, refreshOnce, storePage } from './edge-cache';
import { canonicalAddress } from './canonical-url';
import { homeInChosenLanguage, keepLanguage, switchLanguage, withLanguageAlternates, withSuggestedLanguage } from './languages';
import { SPANISH_PREFIX, splitLocale, type Locale } from '../app/utils/locale';

/**
 * Remix's handler for the part of the route tree a path can match (route-parts.ts), in
 * each language: the Spanish pages are the same routes under the basename /es (decision 052).
 */
const remixHandlersFor: Record<Locale, ReturnType<typeof requestHandlersByPart>> = {
  en: requestHandlersByPart(withEncodedAssetUrls(build)),
  es: requestHandlersByPart({ ...withEncodedAssetUrls(build), basename: SPANISH_PREFIX }),
};
/** The methods each address takes, from the route modules (Allow on OPTIONS and 405). */
const methodsOf = routeMethods(build.routes, { 'routes/api.$': apiMethods });
/** Another spelling of a page, or something no page reads, answered before any lookup or render. */
const canonicalOf = canonicalAddress(build.routes, { paramsRead: queryParamsFor });

// The isolate hands every request the same env: it is validated, and drizzle set up, once.
const isolateEnv = (raw: Record<string, unknown>) => keep('env', () => parseEnv(raw));
const isolateDb = (env: Env) => keep('db', () => createDb(env.DB, { demoContent: env.DEMO_CONTENT }));
/** Where the sign-in form may post (the CSP's form-action). */
const signInOriginOf = (env: Env) => keep('sign-in-origin', () => new URL(facebookEndpoints(env).dialog).origin);

/** No page or API call of ours needs a longer address; a longer one is junk. */
const MAX_URL_LENGTH = 4096;

/**
 * A request that may carry a diner's identity: any cookie of ours (read the way
 * Remix reads them) or an Authorization header. Only the others are answered
 * from the shared cache. Whichever way this judges, a page that may be stored
 * is always rendered from a publicCopy without them, so it cannot leak.
 */
function mayBePersonal(request: Request) {
  if (request.headers.has('Authorization')) return true;
  const cookieHeader = request.headers.get('Cookie');
  if (!cookieHeader) return false;
  return Object.keys(parseCookieHeader(cookieHeader)).some((name) => /^(?:__Host-)?fwe_/.test(name));
}

/** The Worker, with the image codec over the WASM modules workers/app.ts imports. */
export function createWorker(codecWasm: CodecWasm) {
  const photoCodec = photoCodecOf(codecWasm);
  return {
    async fetch(incoming, rawEnv, ctx): Promise<Response> {
      const env = isolateEnv(rawEnv);
      const response = await respond(incoming, env, ctx, photoCodec);
      // A demo is never a search result: every answer says so, from the edge cache or not.
      if (env.DEMO_CONTENT) response.headers.set('X-Robots-Tag', 'noindex, nofollow');
      return response;
    },

    /** The cron trigger in wrangler.toml: scheduled items go live at their time, places' changes are settled, due digests mailed. */
    async scheduled(_controller, rawEnv, ctx) {
      const env = isolateEnv(rawEnv);
      const db = isolateDb(env);
      const mail = digestMailer(env);
      ctx.waitUntil(
        publishDueItems(db)
          .then((count) => count && console.log(`Published ${count} scheduled item(s)`))
          // Changes to places become followers' news within the minute, even when no feed is read.
          .then(() => settleAllPlaceEvents(db))
          // After settling, so a digest carries the changes of this minute too.
          .then(() => mail && sendDueDigests(db, { now: new Date(), origin: env.PUBLIC_ORIGIN.replace(/\/+$/, ''), mail }))
          .then((run) => run && run.due && console.log(`Digests: ${run.sent} sent, ${run.empty} with no news, ${run.failed} failed`)),
      );
    },
  } satisfies ExportedHandler<Record<string, unknown>>;
}

/** The answer to one request: https, the guard, the edge cache, then the app. */
async function respond(incoming: Request, env: Env, ctx: ExecutionContext, photoCodec: PhotoCodec): Promise<Response> {
  const nonce = createNonce();
  const signInOrigin = signInOriginOf(env);
  const policy = { signInOrigin, tileOrigin: mapTileOrigin(env) };
  const done = (response: Response) => secure(response, nonce, policy, null);

  // Production speaks HTTPS only, whatever the zone's settings say.
  const url = new URL(incoming.url);
  if (env.ENVIRONMENT === 'production' && url.protocol === 'http:') {
    url.protocol = 'https:';
    return done(new Response(null, { status: 301, headers: { Location: url.toString(), 'Cache-Control': 'no-store' } }));
  }
  if (incoming.url.length > MAX_URL_LENGTH) return done(refusal(incoming, 414, 'This address is too long.'));
  const switched = (await switchLanguage(incoming, url, env)) ?? (await homeInChosenLanguage(incoming, url, env));
  if (switched) return done(switched);

  // Routes, methods and canonical spellings are the same in both languages: read on the address within its language.
  const { locale, path } = splitLocale(url.pathname);
  const pageUrl = new URL(url);
  pageUrl.pathname = path;
  const checked = await guardRequest(incoming, methodsOf(pageUrl));
  if (checked instanceof Response) return done(checked);
  const guarded = withoutProviderOrigin(checked);
  // Only real pages reach the edge cache: one address each, and only what the page reads.
  const canonical = canonicalOf(guarded, pageUrl, guarded.method === 'GET' && !mayBePersonal(guarded));
  if (canonical) return done(keepLanguage(canonical, locale));
  // The Spanish home is /es, like every other address without a trailing slash.
  if (locale === 'es' && url.pathname === `${SPANISH_PREFIX}/`) return done(keepLanguage(redirectTo(`/${url.search}`), locale));

  // An unreadable cookie of ours counts as absent and is cleared, never a 500.
  const cookies = await dropUnreadableCookies(env, guarded.headers.get('Cookie'));
  const request = await withSuggestedLanguage(withCookieHeader(guarded, cookies.cookieHeader), locale, env);
  const clearCookies = (response: Response) => {
    for (const line of cookies.clear) response.headers.append('Set-Cookie', line);
    if (cookies.clear.length) keepPrivate(response);
    return response;
  };

  const origin = env.PUBLIC_ORIGIN.replace(/\/+$/, '');
  const render = async (req: Request, cspNonce: string) => {
    const context = createLoadContext(req, { env, ctx, db: isolateDb(env), cspNonce, photoCodec, notifyOperator: notifyOperator(env, origin), mailClaimCode: claimCodeMailer(env, origin), digestMail: digestMailer(env) });
    const response = await sendUnshownToast(context, await remixHandlersFor[locale](path)(req, context));
    return withLanguageAlternates(keepLanguage(response, locale), origin, `${path}${new URL(req.url).search}`);
  };

  if (request.method !== 'GET' || mayBePersonal(request)) {
    const response = secure(await render(request, nonce), nonce, policy, null);
    // Pages rendered for a signed-in diner never go into a shared cache.
    if (request.method === 'GET' || request.method === 'HEAD') keepPrivate(response);
    return clearCookies(response);
  }

  // Repeat anonymous views come from the edge cache, with a fresh nonce. Past its
  // s-maxage a page is still served, within its stale-while-revalidate window, while
  // one request per isolate renders a fresh copy in the background.
  const shared = publicCopy(request);
  const generation = await currentContentGeneration(isolateDb(env));
  const cached = await lookUpPage(shared, generation);
  if (cached) {
    if (cached.stale) {
      const refreshNonce = createNonce();
      ctx.waitUntil(
        refreshOnce(shared, generation, async () => secure(await render(shared, refreshNonce), refreshNonce, policy, null)),
      );
    }
    return clearCookies(secure(await withNonce(cached.response, nonce), nonce, policy, cached.stale ? 'STALE' : 'HIT'));
  }
  const fresh = secure(await render(shared, nonce), nonce, policy, 'MISS');
  if (isEdgeCacheable(fresh)) ctx.waitUntil(storePage(shared, fresh.clone(), generation));
  return clearCookies(fresh);
}

/** A permanent move to another spelling of the same page. */
function redirectTo(location: string) {
  return new Response(null, { status: 301, headers: { Location: location, 'Cache-Control': 'public, max-age=3600' } });
}

/** Stored by no one: neither a browser nor the edge. */
function keepPrivate(response: Response) {
  response.headers.set('Cache-Control', 'private, no-store');
  response.headers.delete('CDN-Cache-Control');
}

function withCookieHeader(request: Request, cookieHeader: string | null) {
  if (cookieHeader === request.headers.get('Cookie')) return request;
  const headers = new Headers(request.headers);
  if (cookieHeader) headers.set('Cookie', cookieHeader);
  else headers.delete('Cookie');
  return new Request(request, { headers });
}

/** The origins the CSP names beyond our own: where sign-in posts, where map tiles come from. */
type Policy = { signInOrigin: string; tileOrigin: string | null };

function secure(response: Response, nonce: string, policy: Policy, cacheStatus: 'HIT' | 'STALE' | 'MISS' | null) {
  // Responses from Remix may carry immutable headers; copy before adding ours.
  const secured = new Response(response.body, response);
  applySecurityHeaders(secured.headers, nonce, policy.signInOrigin, policy.tileOrigin);
  if (cacheStatus) secured.headers.set('X-Edge-Cache', cacheStatus);
  return secured;
}

/**
 * Cached HTML carries the nonce it was rendered with, named in its stored CSP: give it
 * this response's. The old nonce is 128 random bits, so a plain replace of its attribute
 * finds exactly the elements React gave it; a parser over the whole page costs more.
 */
async function withNonce(cached: Response, nonce: string) {
  if (!(cached.headers.get('Content-Type') ?? '').includes('text/html')) return cached;
  const old = /'nonce-([A-Za-z0-9+/=]+)'/.exec(cached.headers.get('Content-Security-Policy') ?? '')?.[1];
  if (!old) {
    return new HTMLRewriter()
      .on('script[nonce], link[nonce], style[nonce]', {
        element(el) {
          el.setAttribute('nonce', nonce);
        },
      })
      .transform(cached);
  }
  const html = (await cached.text()).replaceAll(`nonce="${old}"`, `nonce="${nonce}"`);
  return new Response(html, cached);
}

export type { Env };
