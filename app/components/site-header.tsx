import { Form, Link, useLocation } from '@remix-run/react';
import type { MessageId } from '~/locales/en';
import { useT } from '~/utils/i18n';
import { MenuIcon, SearchIcon } from './icons';
import { useDisclosureMenu } from './use-disclosure-menu';

/** The header links; `section` lists the paths of the pages that belong to a link (lit while on them). */
const NAV_LINKS = [
  { to: '/', label: 'layout.nav.home', section: [] },
  { to: '/restaurant-directory', label: 'layout.nav.restaurants', section: ['/restaurant/', '/restaurants/'] },
  { to: '/reviews', label: 'layout.nav.reviews', section: ['/review/'] },
  { to: '/guides', label: 'layout.nav.guides', section: ['/guides/'] },
  { to: '/recipes', label: 'layout.nav.recipes', section: ['/recipe/'] },
  { to: '/news', label: 'layout.nav.news', section: ['/article/'] },
  { to: '/favorites', label: 'layout.nav.favorites', section: [] },
  { to: '/contact', label: 'layout.nav.contact', section: [] },
] as const satisfies ReadonlyArray<{ to: string; label: MessageId; section: readonly string[] }>;

/** `digests`: e-mailed digests are offered (outgoing mail is set up). */
export type HeaderUser = { name: string; profilePicture: string | null; canUseDesk?: boolean; digests?: boolean } | null;

/** "page" on the link's own page, "true" on a page of its section, else undefined. */
function navCurrent(pathname: string, link: (typeof NAV_LINKS)[number]): 'page' | 'true' | undefined {
  if (pathname === link.to) return 'page';
  return link.section.some((prefix) => pathname.startsWith(prefix)) ? 'true' : undefined;
}

/** The header's links; `linkClassName` sizes them, and .nav-link lights the current one (aria-current). */
function NavList({ className, linkClassName }: { className: string; linkClassName: string }) {
  const { pathname } = useLocation();
  const t = useT();
  return (
    <ul className={className}>
      {NAV_LINKS.map((link) => {
        const current = navCurrent(pathname, link);
        return (
          <li key={link.to}>
            <Link to={link.to} prefetch="intent" aria-current={current} className={`nav-link ${linkClassName}`}>
              {t(link.label)}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The one header search. A wrapping row puts it beside the links on wide
 * screens and on a row of its own on phones.
 */
function SearchForm() {
  const t = useT();
  return (
    <Form method="get" action="/search" role="search" aria-label={t('layout.search.site')} className="order-last w-full md:order-none md:ml-auto md:w-80 xl:ml-0 xl:w-60">
      <label htmlFor="site-search" className="sr-only">
        {t('layout.search.label')}
      </label>
      <div className="flex">
        <input
          id="site-search"
          type="search"
          name="q"
          placeholder={t('layout.search.placeholder')}
          maxLength={100}
          className="field-input w-full rounded-r-none py-1.5 placeholder:text-sm"
        />
        <button type="submit" className="btn rounded-l-none border border-l-0 border-stone-400 bg-white px-3 text-stone-700 hover:bg-stone-100">
          <SearchIcon className="h-4 w-4" />
          <span className="sr-only">{t('layout.search.label')}</span>
        </button>
      </div>
    </Form>
  );
}

/**
 * Phones and tablets: the links behind a "Menu" disclosure (a <details>, so it opens
 * without JavaScript). With JavaScript it closes after a navigation and on Escape.
 */
function PhoneMenu() {
  const menu = useDisclosureMenu();
  const t = useT();
  return (
    <details {...menu} className="group xl:hidden [&_summary::-webkit-details-marker]:hidden">
      <summary className="btn min-w-[44px] cursor-pointer list-none px-2 text-stone-800 hover:bg-stone-100 group-open:bg-stone-100">
        <MenuIcon />
        <span className="sr-only sm:not-sr-only">{t('layout.menu')}</span>
      </summary>
      <nav aria-label={t('layout.nav.main')} className="absolute inset-x-0 top-full z-50 border-b border-stone-200 bg-white shadow-lg">
        <NavList className="mx-auto grid max-w-7xl grid-cols-2 gap-1 p-2 sm:grid-cols-4" linkClassName="flex px-3 text-base" />
      </nav>
    </details>
  );
}

export function SiteHeader({ accountSlot }: { accountSlot: React.ReactNode }) {
  const t = useT();
  return (
    <header className="sticky top-0 z-40 border-b border-stone-200 bg-white print:hidden">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:bg-white focus:p-2">
        {t('layout.skipToContent')}
      </a>
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-2 gap-y-2 px-4 py-2 sm:gap-x-3">
        {/* .site-brand (tailwind.css) lets the name wrap rather than drop the menu button to a row of its own. */}
        <Link to="/" className="site-brand">
          <img src="/images/logo.svg" alt="" width={36} height={36} className="h-9 w-9 shrink-0" />
          <span className="text-base sm:text-lg">Fort Worth Eats</span>
        </Link>
        <nav aria-label={t('layout.nav.main')} className="hidden flex-1 xl:block">
          <NavList
            className="flex items-center gap-1"
            linkClassName="inline-flex px-1.5 text-sm"
          />
        </nav>
        <SearchForm />
        <div className="ml-auto flex items-center gap-1 md:ml-0">{accountSlot}</div>
        <PhoneMenu />
      </div>
    </header>
  );
}
