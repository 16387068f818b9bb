import { createRequestHandler, type ServerBuild } from '@remix-run/cloudflare';
// The Remix server build, produced by `remix build` (see remix.config.js).
import * as build from '../build/server/index.js';
import { createDb } from '../app/db/client.server';
import { facebookEndpoints } from '../app/utils/facebook-endpoints.server';
import { parseEnv, type Env } from '../app/utils/env.server';
import { limitBody, refuseRequest } from '../app/utils/request-guard.server';
import { applySecurityHeaders, createNonce } from '../app/utils/security-headers.server';
import { isEdgeCacheable, lookUpPage, refreshOnce, storePage } from './edge-cache';

const handleRemixRequest = createRequestHandler(build as unknown as ServerBuild);

// The isolate hands every request the same env object: validate it and set up
// drizzle once per isolate rather than once per request.
const parsedEnvs = new WeakMap<object, Env>();
const databases = new WeakMap<D1Database, ReturnType<typeof createDb>>();

function isolateEnv(raw: Record<string, unknown>) {
  let env = parsedEnvs.get(raw);
  if (!env) parsedEnvs.set(raw, (env = parseEnv(raw)));
  return env;
}

function isolateDb(d1: D1Database) {
  let db = databases.get(d1);
  if (!db) databases.set(d1, (db = createDb(d1)));
  return db;
}

/** A diner with a session or a pending flash message sees a personal page. */
const PERSONAL_COOKIE = /(?:^|;\s*)(?:__Host-)?fwe_(?:session|toast)=/;

export default {
  async fetch(incoming, rawEnv, ctx): Promise<Response> {
    const env = isolateEnv(rawEnv as unknown as Record<string, unknown>);
    const nonce = createNonce();
    const signInOrigin = new URL(facebookEndpoints(env).dialog).origin;
    const limited = await limitBody(incoming);
    if (limited instanceof Response) return secure(limited, nonce, signInOrigin, null);
    const request = limited;
    const anonymousRead = request.method === 'GET' && !PERSONAL_COOKIE.test(request.headers.get('Cookie') ?? '');

    const render = async (cspNonce: string) =>
      refuseRequest(request) ?? (await handleRemixRequest(request, { cloudflare: { env, ctx }, db: isolateDb(env.DB), cspNonce }));

    // Repeat anonymous views come from the edge cache, with a fresh nonce. Past its
    // s-maxage a page is still served, within its stale-while-revalidate window, while
    // one request per isolate renders a fresh copy in the background.
    if (anonymousRead) {
      const cached = await lookUpPage(request);
      if (cached) {
        if (cached.stale) {
          const refreshNonce = createNonce();
          ctx.waitUntil(refreshOnce(request, async () => secure(await render(refreshNonce), refreshNonce, signInOrigin, null)));
        }
        return secure(withNonce(cached.response, nonce), nonce, signInOrigin, cached.stale ? 'STALE' : 'HIT');
      }
    }

    const secured = secure(await render(nonce), nonce, signInOrigin, anonymousRead ? 'MISS' : null);

    if (anonymousRead && isEdgeCacheable(secured)) {
      ctx.waitUntil(storePage(request, secured.clone()));
    } else if (!anonymousRead && request.method === 'GET') {
      // Pages rendered for a signed-in diner never go into a shared cache.
      secured.headers.set('Cache-Control', 'private, no-store');
    }
    return secured;
  },
} satisfies ExportedHandler<Record<string, unknown>>;

function secure(response: Response, nonce: string, signInOrigin: string, cacheStatus: 'HIT' | 'STALE' | 'MISS' | null) {
  // Responses from Remix may carry immutable headers; copy before adding ours.
  const secured = new Response(response.body, response);
  applySecurityHeaders(secured.headers, nonce, signInOrigin);
  if (cacheStatus) secured.headers.set('X-Edge-Cache', cacheStatus);
  return secured;
}

/** Cached HTML carries the nonce it was rendered with: give it this response's nonce. */
function withNonce(cached: Response, nonce: string) {
  if (!(cached.headers.get('Content-Type') ?? '').includes('text/html')) return cached;
  return new HTMLRewriter()
    .on('script[nonce], link[nonce], style[nonce]', {
      element(el) {
        el.setAttribute('nonce', nonce);
      },
    })
    .transform(cached);
}

export type { Env };
