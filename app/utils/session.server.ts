import { createCookieSessionStorage } from '@remix-run/cloudflare';
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

/** The diner's session holds only their user id. */
export type SessionData = { userId: number };

export function sessionStorage(env: Env) {
  return createCookieSessionStorage<SessionData>({
    cookie: cookieOptions(env, 'fwe_session', 60 * 60 * 24 * 30),
  });
}

/**
 * The OAuth round trip's own short-lived cookie: the `state` remix-auth checks
 * on the callback and the same-site path to return to afterwards.
 */
export type OAuthData = { 'oauth2:state'?: string; redirectTo?: string };

export function oauthStorage(env: Env) {
  return createCookieSessionStorage<OAuthData>({
    cookie: cookieOptions(env, 'fwe_oauth', 60 * 10),
  });
}

export type ToastData = {
  title: string;
  description?: string;
  type: 'success' | 'error';
};

/** Flash messages: set by an action, shown once on the next page, no JavaScript needed. */
export function toastStorage(env: Env) {
  return createCookieSessionStorage<Record<string, never>, { toast: ToastData }>({
    cookie: cookieOptions(env, 'fwe_toast'),
  });
}

export async function setToastCookie(env: Env, toast: ToastData): Promise<string> {
  const storage = toastStorage(env);
  const session = await storage.getSession();
  session.flash('toast', toast);
  return storage.commitSession(session);
}

export async function readToast(env: Env, request: Request) {
  const storage = toastStorage(env);
  const session = await storage.getSession(request.headers.get('Cookie'));
  const toast = session.get('toast') ?? null;
  return { toast, setCookie: toast ? await storage.commitSession(session) : null };
}
