import { useHref } from '@remix-run/react';

/**
 * The guide's two languages (decision 052). English lives at the root, Spanish
 * under /es: one build, served by a second request handler whose router
 * basename is /es, so every <Link> and <Form> of a Spanish page stays Spanish.
 */
export const LOCALES = ['en', 'es'] as const;
export type Locale = (typeof LOCALES)[number];

/** The address prefix of the Spanish pages (and the router's basename there). */
export const SPANISH_PREFIX = '/es';

/** What Intl and `<html lang>` get: American English and Spanish as spoken in the United States. */
export const LANGUAGE_TAG: Record<Locale, string> = { en: 'en-US', es: 'es-US' };

/** The lang attribute of text written in a language (a diner's review): "en" as English text is marked everywhere else on the site. */
export const TEXT_LANG: Record<Locale, string> = { en: 'en', es: 'es-US' };

/** Each language's name, written in that language (the switch link's text). */
export const LANGUAGE_NAME: Record<Locale, string> = { en: 'English', es: 'Español' };

export const otherLocale = (locale: Locale): Locale => (locale === 'es' ? 'en' : 'es');

/** The language an address is in, and the address within it: /es/about -> es, /about. */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  if (pathname === SPANISH_PREFIX || pathname.startsWith(`${SPANISH_PREFIX}/`)) {
    return { locale: 'es', path: pathname.slice(SPANISH_PREFIX.length) || '/' };
  }
  return { locale: 'en', path: pathname };
}

/** The address of `path` (an English address, query and all) in `locale`: /about -> /es/about, /?sort=new -> /es?sort=new. */
export function pathInLocale(path: string, locale: Locale): string {
  if (locale === 'en') return path;
  return path === '/' || /^\/[?#]/.test(path) ? `${SPANISH_PREFIX}${path.slice(1)}` : `${SPANISH_PREFIX}${path}`;
}

/** The language of the page being rendered, read from the router's basename (so error pages know it too). */
export function useLocale(): Locale {
  return splitLocale(useHref('/')).locale;
}

/** lang="en" for a single piece of editors' text (a title, a name) on a Spanish page; nothing on an English one. */
export function useEnglishMark(): 'en' | undefined {
  return useLocale() === 'es' ? 'en' : undefined;
}

/**
 * Set by the Worker alone (any a visitor sends is dropped): the language a diner's
 * browser prefers, on a page in the other one and with no language chosen. The page
 * then suggests its twin in a banner; the header is part of the edge cache key.
 */
export const SUGGESTED_LANGUAGE_HEADER = 'X-Suggested-Language';

/** The Worker's address for the switch link: sets the chosen language, then goes to `next`. */
export const LANGUAGE_SWITCH_PATH = '/language';

/** The switch link's href: the same page in `to`, by way of LANGUAGE_SWITCH_PATH. */
export function languageSwitchHref(to: Locale, pathAndQuery: string): string {
  return `${LANGUAGE_SWITCH_PATH}?${new URLSearchParams({ to, next: pathInLocale(pathAndQuery, to) })}`;
}
