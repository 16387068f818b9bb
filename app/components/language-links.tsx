import { useLocation } from '@remix-run/react';
import { LANGUAGE_NAME, languageSwitchHref, otherLocale, pathInLocale, useLocale, type Locale } from '~/utils/locale';

/** The page's address and query within its language, as the switch and the alternates name it. */
function usePagePath() {
  const { pathname, search } = useLocation();
  return `${pathname}${search}`;
}

/**
 * The same page in the other language: a plain link, named in that language and
 * marked as such, that keeps the choice for the next visit (workers/languages.ts).
 */
export function LanguageSwitch({ className }: { className?: string }) {
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
    <aside lang={locale} aria-label={LANGUAGE_NAME[locale]} className="border-b border-sky-200 bg-sky-50 px-4 py-2 text-center text-sm text-stone-900 print:hidden">
      {text}{' '}
      <a href={languageSwitchHref(locale, usePagePath())} hrefLang={locale} className="inline-flex min-h-[44px] items-center font-semibold text-brand-800 underline">
        {LANGUAGE_NAME[locale]}
      </a>
    </aside>
  );
}

/** Both languages' addresses of the page, and English as the default, for search engines. */
export function LanguageAlternates({ origin }: { origin: string }) {
  const path = usePagePath();
  return (
    <>
      <link rel="alternate" hrefLang="en-US" href={`${origin}${pathInLocale(path, 'en')}`} />
      <link rel="alternate" hrefLang="es-US" href={`${origin}${pathInLocale(path, 'es')}`} />
      <link rel="alternate" hrefLang="x-default" href={`${origin}${pathInLocale(path, 'en')}`} />
    </>
  );
}
