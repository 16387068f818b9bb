import { createCookie, createCookieSessionStorage, type AppLoadContext } from '@remix-run/cloudflare';
// The parser Remix itself reads cookies with, so "present" means the same here and there.
import { parse as parseCookieHeader } from 'cookie';
import { keep } from '~/utils/keep';
import { LOCALES, type Locale } from '~/utils/locale';
import type { Env } from './env.server';

/**
 * All cookies are signed, HttpOnly, SameSite=Lax and (outside local http
 * development) Secure with the __Host- prefix, so they cannot be set by a
 * subdomain or read by scripts. Secrets come from env only.
 */
function cookieOptions(env: Env, name: string, maxAge?: number) {
  const secure = env.ENVIRONMENT === 'production' || env.PUBLIC_ORIGIN.startsWith('https:');
  return {
    name: secure ? `__Host-${name}` : name,
    httpOnly: true,
    secure,
    sameSite: 'lax' as const,
    path: '/',
    maxAge,
    secrets: env.SESSION_SECRET.split(',').map((s) => s.trim()),
  };
}

/**
 * The diner's session cookie carries only the random id of a row in the
 * sessions table (app/models/sessions.server.ts), which says who and until when.
 */
type SessionData = { sessionId: string };

/**
 * A cookie or storage depends on env alone, and the isolate hands every request
 * the same env (workers/handler.ts keeps it): each is made once per isolate, under
 * its name, not for every request that reads it.
 */
const perIsolate =
  <T>(key: string, make: (env: Env) => T) =>
  (env: Env): T =>
    keep(`cookies:${key}`, () => make(env));

export const sessionStorage = perIsolate('sessionStorage', (env) =>
  createCookieSessionStorage<SessionData>({
    cookie: cookieOptions(env, 'fwe_session', 60 * 60 * 24 * 30),
  }),
);

/**
 * The OAuth round trip's own short-lived cookie: the `state` remix-auth checks
 * on the callback and the same-site path to return to afterwards.
 */
export type OAuthData = { 'oauth2:state'?: string; redirectTo?: string };

export const oauthStorage = perIsolate('oauthStorage', (env) =>
  createCookieSessionStorage<OAuthData>({
    cookie: cookieOptions(env, 'fwe_oauth', 60 * 10),
  }),
);

export type ToastData = {
  title: string;
  description?: string;
  type: 'success' | 'error';
};

/** Flash messages: set by an action, shown once on the next page, no JavaScript needed. */
const toastStorage = perIsolate('toastStorage', (env) =>
  createCookieSessionStorage<Record<string, never>, { toast: ToastData }>({
    cookie: cookieOptions(env, 'fwe_toast'),
  }),
);

export async function setToastCookie(env: Env, toast: ToastData): Promise<string> {
  const storage = toastStorage(env);
  const session = await storage.getSession();
  session.flash('toast', toast);
  return storage.commitSession(session);
}

/**
 * The toast to show on this page: one an action of this same request answered
 * with (a form posted without JavaScript), else the flash cookie's, which
 * showing spends.
 */
export async function readToast(context: AppLoadContext, request: Request) {
  const storage = toastStorage(context.cloudflare.env);
  const session = await storage.getSession(request.headers.get('Cookie'));
  const flashed = session.get('toast') ?? null;
  const pending = context.toast.pending;
  context.toast.pending = null;
  return { toast: pending ?? flashed, setCookie: flashed ? await storage.commitSession(session) : null };
}

/**
 * A review typed by a diner whose session had ended when they pressed Post:
 * kept (signed, for an hour) through sign-in and put back in the form.
 */
type ReviewDraft = { restaurantId: number; rating: string; content: string };

const reviewDraftStorage = perIsolate('reviewDraftStorage', (env) =>
  createCookieSessionStorage<{ draft: ReviewDraft }>({
    cookie: cookieOptions(env, 'fwe_draft', 60 * 60),
  }),
);

/** Keeps what the diner typed (at most the longest review we accept) for after sign-in. */
export async function commitReviewDraft(env: Env, draft: ReviewDraft) {
  const storage = reviewDraftStorage(env);
  const session = await storage.getSession();
  session.set('draft', { ...draft, rating: draft.rating.slice(0, 1), content: draft.content.slice(0, 2000) });
  return storage.commitSession(session);
}

export async function readReviewDraft(env: Env, request: Request): Promise<ReviewDraft | null> {
  const session = await reviewDraftStorage(env).getSession(request.headers.get('Cookie'));
  const draft = session.get('draft');
  return draft && typeof draft.content === 'string' && Number.isInteger(draft.restaurantId) ? draft : null;
}

export async function clearReviewDraft(env: Env) {
  const storage = reviewDraftStorage(env);
  return storage.destroySession(await storage.getSession());
}

/** Every cookie the site sets, by the name the browser sends. */
/**
 * The language a diner last chose with the switch link (decision 052), for their
 * next visit to the home address. Not named fwe_: it says nothing about who is
 * looking, so pages stay in the edge cache for the diners who carry it.
 */
const languageCookie = perIsolate('language', (env) => createCookie(cookieOptions(env, 'language').name, cookieOptions(env, 'language', 60 * 60 * 24 * 365)));

/** The chosen language, or null when none was chosen (or the cookie is not one we signed). */
export async function readChosenLocale(env: Env, cookieHeader: string | null): Promise<Locale | null> {
  if (!cookieHeader) return null;
  const value: unknown = await languageCookie(env).parse(cookieHeader).catch(() => null);
  return LOCALES.find((locale) => locale === value) ?? null;
}

export function chosenLocaleCookie(env: Env, locale: Locale): Promise<string> {
  return languageCookie(env).serialize(locale);
}

const siteCookies = perIsolate('siteCookies', (env) =>
  ['fwe_session', 'fwe_oauth', 'fwe_toast', 'fwe_draft'].map((name) => createCookie(cookieOptions(env, name).name, cookieOptions(env, name))),
);

/**
 * Drops our cookies that cannot be read (a bad signature, broken encoding, a
 * value that is not what we wrote) from the request, and says how to clear
 * them in the browser: an unreadable cookie counts as absent, never as a 500.
 */
export async function dropUnreadableCookies(env: Env, cookieHeader: string | null) {
  if (!cookieHeader) return { cookieHeader, clear: [] as string[] };
  const clear: string[] = [];
  const present = parseCookieHeader(cookieHeader);
  for (const cookie of siteCookies(env)) {
    if (!(cookie.name in present)) continue;
    let readable: boolean;
    try {
      // A present cookie must be the object we signed: null means a bad signature.
      const value: unknown = await cookie.parse(cookieHeader);
      readable = value !== null && typeof value === 'object' && !Array.isArray(value);
    } catch {
      readable = false;
    }
    if (!readable) clear.push(await cookie.serialize('', { maxAge: 0, expires: new Date(0) }));
  }
  if (!clear.length) return { cookieHeader, clear };
  const unreadable = new Set(clear.map((line) => line.slice(0, line.indexOf('='))));
  const kept = cookieHeader
    .split(';')
    .filter((pair) => !unreadable.has(pair.slice(0, pair.indexOf('=')).trim()))
    .join(';');
  return { cookieHeader: kept.trim() || null, clear };
}
