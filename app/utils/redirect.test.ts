import { describe, expect, it } from 'vitest';
import { isSingleSlashPath, safeRedirectPath } from './redirect';

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
    ['dot segment before a second slash', '/.//evil.example'],
    ['parent segment before a second slash', '/..//evil.example'],
    ['encoded parent segment', '/%2e%2e//evil.example'],
    ['encoded dot segment, upper case', '/%2E//evil.example'],
    ['parent segment after a folder', '/a/..//evil.example/x'],
    ['mixed dot segments', '/.%2e//evil.example'],
    ['absolute URL', 'https://evil.example/'],
    ['scheme', 'javascript:alert(1)'],
    ['relative path', 'restaurant/x'],
    ['not a string', 42],
    ['too long', '/' + 'a'.repeat(3000)],
  ])('refuses %s', (_name, target) => {
    expect(safeRedirectPath(target, '/fallback')).toBe('/fallback');
  });

  it('keeps harmless dot segments, resolved', () => {
    expect(safeRedirectPath('/a/../restaurant/x')).toBe('/restaurant/x');
    expect(safeRedirectPath('/./favorites')).toBe('/favorites');
  });

  it('leaves an encoded tab encoded, so it stays a path on our site', () => {
    expect(safeRedirectPath('/%09/evil.example')).toBe('/%09/evil.example');
  });
});

describe('isSingleSlashPath', () => {
  it('accepts a path on this host and refuses what a browser reads as another host', () => {
    expect(['/', '/x', '/x//y'].every(isSingleSlashPath)).toBe(true);
    expect(['//evil.example', '/\\evil.example', 'x', ''].some(isSingleSlashPath)).toBe(false);
  });
});
