import { describe, expect, it } from 'vitest';
import { refuseRequest } from './request-guard.server';

const ORIGIN = 'https://eats.example';
const post = (path: string, headers: Record<string, string>, body = 'a=1') =>
  new Request(`${ORIGIN}${path}`, { method: 'POST', headers: { Origin: ORIGIN, ...headers }, body });

describe('refuseRequest', () => {
  it('lets our own form posts and JSON API calls through', () => {
    expect(refuseRequest(post('/contact', { 'Content-Type': 'application/x-www-form-urlencoded' }))).toBeNull();
    expect(refuseRequest(post('/contact', { 'Content-Type': 'multipart/form-data; boundary=x' }))).toBeNull();
    expect(refuseRequest(post('/api/contact', { 'Content-Type': 'application/json' }, '{}'))).toBeNull();
  });

  it('answers a page action that receives something other than a form with 415', async () => {
    const res = refuseRequest(post('/auth/facebook', {}))!;
    expect(res.status).toBe(415);
    expect(await res.text()).toBe('Please send this form from our page.');
  });

  it('refuses another site with 403, in JSON on the API', async () => {
    const res = refuseRequest(post('/api/contact', { Origin: 'https://evil.example', 'Content-Type': 'application/json' }))!;
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ message: 'This form was sent from another site, so we did not act on it.' });
  });
});
