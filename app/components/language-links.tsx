import { useLocation } from '@remix-run/react';
import { LANGUAGE_NAME, languageSwitchHref, otherLocale, useLocale, type Locale } from '~/utils/locale';

/** The page's address and query within its language, as the switch names it. */
function usePagePath() {
  const { pathname, search } = useLocation();
  return `${pathname}${search}`;
}

/**
 * The same page in the other language: a plain link, named in that language and
 * marked as such, that keeps the choice for the next visit (workers/languages.ts).
 */
export function LanguageSwitch({ className = 'language-switch' }: { className?: string }) {
  const other = otherLocale(useLocale());
  return (
    <a href={languageSwitchHref(other, usePagePath())} lang={other} hrefLang={other} className={className}>
      {LANGUAGE_NAME[other]}
    </a>
  );
}

/** Offers the page's twin in the language the browser prefers, written in that language; never a redirect. */
export function LanguageSuggestion({ suggestion }: { suggestion: { locale: Locale; text: string } }) {
  const { locale, text } = suggestion;
  return (
    <aside lang={locale} aria-label={LANGUAGE_NAME[locale]} className="language-banner">
      {text}{' '}
      <a href={languageSwitchHref(locale, usePagePath())} hrefLang={locale}>
        {LANGUAGE_NAME[locale]}
      </a>
    </aside>
  );
}
