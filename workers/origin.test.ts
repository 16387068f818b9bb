import { describe, expect, it } from 'vitest';
import { isSameOriginMutation } from './origin';

const post = (headers: Record<string, string>) =>
  new Request('https://eats.example/favorites', { method: 'POST', headers });

describe('isSameOriginMutation', () => {
  it('accepts a form posted from our own pages', () => {
    expect(isSameOriginMutation(post({ Origin: 'https://eats.example' }))).toBe(true);
    expect(isSameOriginMutation(post({ 'Sec-Fetch-Site': 'same-origin' }))).toBe(true);
  });
  it('refuses a form posted from another site', () => {
    expect(isSameOriginMutation(post({ Origin: 'https://evil.example' }))).toBe(false);
    expect(isSameOriginMutation(post({ Origin: 'null' }))).toBe(false);
    expect(isSameOriginMutation(post({ 'Sec-Fetch-Site': 'cross-site' }))).toBe(false);
  });
  it('never blocks reads', () => {
    expect(isSameOriginMutation(new Request('https://eats.example/', { headers: { Origin: 'https://evil.example' } }))).toBe(true);
  });
  it('takes a digest\'s one-click unsubscribe from a mail provider, and nothing else beside it', () => {
    const token = 'A'.repeat(43);
    const from = (path: string, headers: Record<string, string>) => new Request(`https://eats.example${path}`, { method: 'POST', headers });
    for (const path of [`/digests/unsubscribe/${token}`, `/es/digests/unsubscribe/${token}`]) {
      expect(isSameOriginMutation(from(path, { Origin: 'https://mail.provider.example' }))).toBe(true);
      expect(isSameOriginMutation(from(path, { 'Sec-Fetch-Site': 'cross-site' }))).toBe(true);
    }
    for (const path of ['/digests', `/digests/confirm/${token}`, `/digests/unsubscribe/${token}/x`, `/digests/unsubscribe/short`, `/digests/unsubscribe/${token}?_data=x`]) {
      expect(isSameOriginMutation(from(path, { Origin: 'https://evil.example' })), path).toBe(false);
    }
  });
});
