import type { TestApp } from './app';

let nextIp = 1;
let nextStrangerIp = 1;

/** A visitor with no cookies at all, from an address of its own on every request. */
export function strangerFetch(app: TestApp, path: string, init: RequestInit = {}) {
  const headers = new Headers(init.headers);
  headers.set('CF-Connecting-IP', `203.0.113.${nextStrangerIp++ % 250}`);
  return app.fetch(path, { ...init, headers });
}

/**
 * A diner's browser, reduced to what integration tests need: a cookie jar for
 * the app's origin, its own client IP (so per-IP rate limits do not couple
 * tests) and same-origin form posts. Redirects are not followed.
 */
export class TestClient {
  readonly cookies = new Map<string, string>();
  readonly ip: string;

  constructor(readonly app: TestApp) {
    const n = nextIp++;
    this.ip = `198.51.100.${n % 250}`;
  }

  cookieHeader() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  store(res: Response) {
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1).trim();
      const expired = attrs.some((a) => {
        const [k, v] = a.trim().split('=');
        if (k!.toLowerCase() === 'max-age') return Number(v) <= 0;
        if (k!.toLowerCase() === 'expires') return new Date(v!).getTime() <= Date.now();
        return false;
      });
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  async fetch(path: string, init: RequestInit = {}) {
    const headers = new Headers(init.headers);
    if (this.cookies.size && !headers.has('Cookie')) headers.set('Cookie', this.cookieHeader());
    if (!headers.has('CF-Connecting-IP')) headers.set('CF-Connecting-IP', this.ip);
    const res = await this.app.fetch(path, { ...init, headers });
    this.store(res);
    return res;
  }

  get(path: string, init: RequestInit = {}) {
    return this.fetch(path, init);
  }

  /** A form post from one of our own pages (same Origin, as a browser sends). */
  post(path: string, fields: Record<string, string>, init: RequestInit = {}) {
    const headers = new Headers(init.headers);
    if (!headers.has('Origin')) headers.set('Origin', this.app.origin);
    return this.fetch(path, { ...init, method: 'POST', headers, body: new URLSearchParams(fields) });
  }

  /** Follows redirects on the app's origin (GET), keeping cookies; returns the last response. */
  async follow(res: Response, max = 5): Promise<Response> {
    let current = res;
    for (let i = 0; i < max && current.status >= 300 && current.status < 400; i++) {
      const location = new URL(current.headers.get('Location')!, this.app.origin);
      if (location.origin !== new URL(this.app.origin).origin) return current;
      current = await this.get(location.pathname + location.search);
    }
    return current;
  }

  /** Signs in through the stand-in as one of its sample people; returns the callback's response. */
  async signIn(person: string, redirectTo = '/') {
    const start = await this.post('/auth/facebook', { redirectTo });
    if (start.status !== 302) throw new Error(`Sign-in did not start: ${start.status}`);
    const dialog = new URL(start.headers.get('Location')!);
    const consent = new URL('/dialog/consent', dialog.origin);
    for (const key of ['redirect_uri', 'state', 'scope']) consent.searchParams.set(key, dialog.searchParams.get(key) ?? '');
    consent.searchParams.set('person', person);
    const back = await fetch(consent, { redirect: 'manual' });
    const callback = new URL(back.headers.get('Location')!);
    return this.get(callback.pathname + callback.search);
  }

  signOut() {
    return this.post('/auth/logout', {});
  }
}

/** HTML's escapes back to the characters they stand for. */
export function decodeEntities(text: string) {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** The text of a page without tags, for "what the diner reads" assertions. */
export function visibleText(html: string) {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

/** A diner signed in through the Facebook stand-in. */
export async function signedInClient(app: TestApp, person: string) {
  const client = new TestClient(app);
  const res = await client.signIn(person);
  if (res.status !== 302) throw new Error(`${person} could not sign in: ${res.status}`);
  return client;
}

/**
 * A listing asked for past its last page (`page=50`, every card there is) answers a
 * redirect to its last page: this follows it, as a browser would.
 */
export async function lastPage(fetcher: (path: string) => Promise<Response>, path: string) {
  const res = await fetcher(path);
  if (res.status !== 302) return res;
  await res.body?.cancel();
  return fetcher(res.headers.get('Location')!.replace(/#.*$/, ''));
}
