import { describe, expect, it } from 'vitest';
import { languageSwitchHref, pathInLocale, splitLocale } from './locale';

describe('an address in either language', () => {
  it('reads the language from the /es prefix, and only from a whole segment', () => {
    expect(splitLocale('/')).toEqual({ locale: 'en', path: '/' });
    expect(splitLocale('/about')).toEqual({ locale: 'en', path: '/about' });
    expect(splitLocale('/es')).toEqual({ locale: 'es', path: '/' });
    expect(splitLocale('/es/')).toEqual({ locale: 'es', path: '/' });
    expect(splitLocale('/es/restaurant/joes-bbq')).toEqual({ locale: 'es', path: '/restaurant/joes-bbq' });
    // A slug that starts with "es" is an English address.
    expect(splitLocale('/escargot')).toEqual({ locale: 'en', path: '/escargot' });
  });

  it('names the same page in the other language, query and all', () => {
    expect(pathInLocale('/', 'es')).toBe('/es');
    expect(pathInLocale('/?sort=rating', 'es')).toBe('/es?sort=rating');
    expect(pathInLocale('/search?q=tacos', 'es')).toBe('/es/search?q=tacos');
    expect(pathInLocale('/search?q=tacos', 'en')).toBe('/search?q=tacos');
  });

  it('switches by way of the link that keeps the choice, to the twin of the page', () => {
    const href = new URL(languageSwitchHref('es', '/restaurant/joes-bbq?sort=newest'), 'https://x.test');
    expect(href.pathname).toBe('/language');
    expect(href.searchParams.get('to')).toBe('es');
    expect(href.searchParams.get('next')).toBe('/es/restaurant/joes-bbq?sort=newest');
  });
});
