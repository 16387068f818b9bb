import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from './redirect';

describe('safeRedirectPath', () => {
  it('keeps paths on our site, with their query and fragment', () => {
    expect(safeRedirectPath('/restaurant/joe-ts?x=1#reviews')).toBe('/restaurant/joe-ts?x=1#reviews');
    expect(safeRedirectPath('/')).toBe('/');
  });

  it.each([
    ['protocol-relative', '//evil.example/'],
    ['tab the browser strips', '/\t/evil.example'],
    ['newline the browser strips', '/\n/evil.example'],
    ['carriage return and line feed (header splitting)', '/x\r\nSet-Cookie: a=b'],
    ['NUL', '/x\u0000y'],
    ['backslash read as slash', '/\\evil.example'],
    ['backslash later on', '/a\\..\\..\\/evil.example'],
    ['absolute URL', 'https://evil.example/'],
    ['scheme', 'javascript:alert(1)'],
    ['relative path', 'restaurant/x'],
    ['not a string', 42],
    ['too long', '/' + 'a'.repeat(3000)],
  ])('refuses %s', (_name, target) => {
    expect(safeRedirectPath(target, '/fallback')).toBe('/fallback');
  });

  it('leaves an encoded tab encoded, so it stays a path on our site', () => {
    expect(safeRedirectPath('/%09/evil.example')).toBe('/%09/evil.example');
  });
});
