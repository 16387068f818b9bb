import { describe, expect, it } from 'vitest';
import { routeParam } from './http.server';

function statusOf(run: () => unknown) {
  try {
    run();
  } catch (thrown) {
    return thrown instanceof Response ? thrown.status : 'not a Response';
  }
  return 'returned';
}

describe('routeParam', () => {
  it('passes a URL part in its shape, ids as numbers', () => {
    expect(routeParam('joe-t-garcias', 'slug')).toBe('joe-t-garcias');
    expect(routeParam('tex-mex', 'key')).toBe('tex-mex');
    expect(routeParam('42', 'id')).toBe(42);
  });

  it.each([
    ['slug', 'Joe-Ts'],
    ['slug', 'a/b'],
    ['slug', ''],
    ['key', 'tex_mex'],
    ['key', 'x'],
    ['id', '0'],
    ['id', '-1'],
    ['id', '1e3'],
    ['id', '12345678901'],
    ['id', null],
    ['slug', undefined],
  ] as const)('answers %s %j with the route’s 404', (shape, value) => {
    expect(statusOf(() => routeParam(value, shape as 'slug'))).toBe(404);
  });
});
