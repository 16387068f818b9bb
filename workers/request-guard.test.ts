import { describe, expect, it } from 'vitest';
import { guardRequest } from './request-guard';

const ORIGIN = 'https://eats.example';
const FORM_PAGE = ['GET', 'HEAD', 'POST', 'OPTIONS'];
// Node needs `duplex` to send a streamed body; workerd does not.
const post = (path: string, headers: Record<string, string>, body: BodyInit = 'a=1') =>
  new Request(`${ORIGIN}${path}`, { method: 'POST', headers: { Origin: ORIGIN, ...headers }, body, duplex: 'half' } as RequestInit);

/** A body that fails the test if anything reads it. */
function untouchable() {
  let read = false;
  const body = new ReadableStream<Uint8Array>(
    {
      pull() {
        read = true;
        throw new Error('the body was read');
      },
    },
    { highWaterMark: 0 },
  );
  return { body, wasRead: () => read };
}

describe('guardRequest', () => {
  it('lets our own form posts and JSON API calls through, their bodies read once', async () => {
    const form = await guardRequest(post('/contact', { 'Content-Type': 'application/x-www-form-urlencoded' }), FORM_PAGE);
    expect(form).toBeInstanceOf(Request);
    expect(await (form as Request).text()).toBe('a=1');
    const multipart = '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--\r\n';
    expect(await guardRequest(post('/contact', { 'Content-Type': 'multipart/form-data; boundary=x' }, multipart), FORM_PAGE)).toBeInstanceOf(Request);
    expect(await guardRequest(post('/api/contact', { 'Content-Type': 'application/json' }, '{}'), ['POST', 'OPTIONS'])).toBeInstanceOf(Request);
  });

  it('answers a page action that receives something other than a form with 415', async () => {
    const res = (await guardRequest(post('/auth/facebook', {}), FORM_PAGE)) as Response;
    expect(res.status).toBe(415);
    expect(await res.text()).toBe('Please send this form from our page.');
  });

  it('refuses another site with 403, in JSON on the API', async () => {
    const res = (await guardRequest(post('/api/contact', { Origin: 'https://evil.example', 'Content-Type': 'application/json' }), ['POST', 'OPTIONS'])) as Response;
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ message: 'This form was sent from another site, so we did not act on it.' });
    expect(res.headers.get('Content-Type')).toBe('application/json; charset=utf-8');
    expect(res.headers.get('Cache-Control')).toBe('no-store');
  });

  it('answers OPTIONS with 204, the route’s methods and no body, whatever the route', async () => {
    for (const [path, allowed] of [
      ['/api/restaurants', ['GET', 'HEAD', 'OPTIONS']],
      ['/contact', FORM_PAGE],
    ] as const) {
      const res = (await guardRequest(new Request(`${ORIGIN}${path}`, { method: 'OPTIONS' }), allowed)) as Response;
      expect(res.status).toBe(204);
      expect(res.headers.get('Allow')).toBe(allowed.join(', '));
      expect(await res.text()).toBe('');
    }
  });

  // (TRACE, which Node's Request refuses to build, is in tests/integration/attacks.test.ts.)
  it.each(['PUT', 'PATCH', 'DELETE', 'PROPFIND'])('answers %s with 405 and the route’s methods in Allow', async (method) => {
    const page = (await guardRequest(new Request(`${ORIGIN}/resources/reviews?restaurantId=1`, { method, headers: { Origin: ORIGIN } }), FORM_PAGE)) as Response;
    expect(page.status).toBe(405);
    expect(page.headers.get('Allow')).toBe('GET, HEAD, POST, OPTIONS');
    const api = (await guardRequest(new Request(`${ORIGIN}/api/restaurants`, { method }), ['GET', 'HEAD', 'OPTIONS'])) as Response;
    expect(api.status).toBe(405);
    expect(api.headers.get('Allow')).toBe('GET, HEAD, OPTIONS');
    expect(await api.json()).toEqual({ message: 'Use GET for this endpoint.' });
  });

  it('answers a POST to an address without an action with 405', async () => {
    const res = (await guardRequest(post('/about', { 'Content-Type': 'application/x-www-form-urlencoded' }), ['GET', 'HEAD', 'OPTIONS'])) as Response;
    expect(res.status).toBe(405);
    expect(res.headers.get('Allow')).toBe('GET, HEAD, OPTIONS');
  });

  it('refuses an upload by its declared length, or its lack of one, without reading it', async () => {
    const over = untouchable();
    const declared = (await guardRequest(
      post('/restaurant/x/photos', { 'Content-Type': 'multipart/form-data; boundary=x', 'Content-Length': String(26 * 1024 * 1024) }, over.body),
      FORM_PAGE,
    )) as Response;
    expect(declared.status).toBe(413);
    expect(over.wasRead()).toBe(false);
    const unknown = untouchable();
    const chunked = (await guardRequest(post('/restaurant/x/photos', { 'Content-Type': 'multipart/form-data; boundary=x' }, unknown.body), FORM_PAGE)) as Response;
    expect(chunked.status).toBe(411);
    expect(unknown.wasRead()).toBe(false);
  });

  it('passes an upload within its declared length on unread, for its action to read once it knows the sender', async () => {
    const upload = untouchable();
    const passed = await guardRequest(
      post('/restaurant/x/photos', { 'Content-Type': 'multipart/form-data; boundary=x', 'Content-Length': String(24 * 1024 * 1024) }, upload.body),
      FORM_PAGE,
    );
    expect(passed).toBeInstanceOf(Request);
    expect(upload.wasRead()).toBe(false);
  });

  it("holds a form sent with JavaScript (?_data=<route id>) to its page's rules", async () => {
    const upload = untouchable();
    const passed = await guardRequest(
      post('/restaurant/x/photos?_data=routes%2Frestaurant.%24slug_.photos', { 'Content-Type': 'multipart/form-data; boundary=x', 'Content-Length': String(24 * 1024 * 1024) }, upload.body),
      FORM_PAGE,
    );
    expect(passed).toBeInstanceOf(Request);
    expect(upload.wasRead()).toBe(false);
    expect(((await guardRequest(post('/contact?_data=routes%2Fcontact', { 'Content-Type': 'application/json' }, '{}'), FORM_PAGE)) as Response).status).toBe(415);
    const big = (await guardRequest(post('/?index&_data=routes%2F_index', { 'Content-Type': 'application/x-www-form-urlencoded' }, 'a='.padEnd(70 * 1024, 'x')), FORM_PAGE)) as Response;
    expect(big.status).toBe(413);
  });

  it('answers a data request for an API address with the API’s JSON 404', async () => {
    for (const request of [new Request(`${ORIGIN}/api/restaurants?_data=root`), post('/api/contact?_data=routes%2Fapi.contact', { 'Content-Type': 'application/json' }, '{}')]) {
      const res = (await guardRequest(request, ['GET', 'HEAD', 'POST', 'OPTIONS'])) as Response;
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ message: 'No such API endpoint. See docs/api.md for the list.' });
    }
  });

  it('refuses a page form over its limit with 413, whatever its Content-Length said', async () => {
    const res = (await guardRequest(post('/contact', { 'Content-Type': 'application/x-www-form-urlencoded' }, 'a='.padEnd(70 * 1024, 'x')), FORM_PAGE)) as Response;
    expect(res.status).toBe(413);
  });

  it('answers a multipart body that does not parse with 400, not a crash in the action', async () => {
    const broken = post('/contact', { 'Content-Type': 'multipart/form-data; boundary=zzz' }, '--zzz\r\nContent-Disposition: form-data; name="a"\r\n\r\nno closing boundary');
    const res = (await guardRequest(broken, FORM_PAGE)) as Response;
    expect(res.status).toBe(400);
    expect(await res.text()).toBe('We could not read this form. Please reload the page and send it again.');
  });
});
