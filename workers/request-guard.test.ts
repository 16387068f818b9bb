import { describe, expect, it } from 'vitest';
import { refuseRequest } from './request-guard';

const ORIGIN = 'https://eats.example';
const post = (path: string, headers: Record<string, string>, body = 'a=1') =>
  new Request(`${ORIGIN}${path}`, { method: 'POST', headers: { Origin: ORIGIN, ...headers }, body });

describe('refuseRequest', () => {
  it('lets our own form posts and JSON API calls through', async () => {
    expect(await refuseRequest(post('/contact', { 'Content-Type': 'application/x-www-form-urlencoded' }))).toBeNull();
    const multipart = '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--\r\n';
    expect(await refuseRequest(post('/contact', { 'Content-Type': 'multipart/form-data; boundary=x' }, multipart))).toBeNull();
    expect(await refuseRequest(post('/api/contact', { 'Content-Type': 'application/json' }, '{}'))).toBeNull();
  });

  it('answers a page action that receives something other than a form with 415', async () => {
    const res = (await refuseRequest(post('/auth/facebook', {})))!;
    expect(res.status).toBe(415);
    expect(await res.text()).toBe('Please send this form from our page.');
  });

  it('refuses another site with 403, in JSON on the API', async () => {
    const res = (await refuseRequest(post('/api/contact', { Origin: 'https://evil.example', 'Content-Type': 'application/json' })))!;
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ message: 'This form was sent from another site, so we did not act on it.' });
    expect(res.headers.get('Content-Type')).toBe('application/json; charset=utf-8');
    expect(res.headers.get('Cache-Control')).toBe('no-store');
  });

  it.each(['PUT', 'PATCH', 'DELETE', 'OPTIONS'])('answers %s on a page with 405 and the methods it takes', async (method) => {
    const res = (await refuseRequest(new Request(`${ORIGIN}/resources/reviews?restaurantId=1`, { method, headers: { Origin: ORIGIN } })))!;
    expect(res.status).toBe(405);
    expect(res.headers.get('Allow')).toBe('GET, HEAD, POST');
  });

  it('answers a multipart body that does not parse with 400, not a crash in the action', async () => {
    const broken = post('/contact', { 'Content-Type': 'multipart/form-data; boundary=zzz' }, '--zzz\r\nContent-Disposition: form-data; name="a"\r\n\r\nno closing boundary');
    const res = (await refuseRequest(broken))!;
    expect(res.status).toBe(400);
    expect(await res.text()).toBe('We could not read this form. Please reload the page and send it again.');
  });
});
