import { Form, Link, NavLink } from '@remix-run/react';
import { SearchIcon } from './icons';

export const NAV_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/restaurant-directory', label: 'Restaurants' },
  { to: '/reviews', label: 'Reviews' },
  { to: '/recipes', label: 'Recipes' },
  { to: '/news', label: 'News' },
  { to: '/favorites', label: 'Favorites' },
  { to: '/contact', label: 'Contact' },
] as const;

export type HeaderUser = { name: string; profilePicture: string | null } | null;

function SearchForm({ id, className }: { id: string; className?: string }) {
  return (
    <Form method="get" action="/search" role="search" className={className}>
      <label htmlFor={id} className="sr-only">
        Search
      </label>
      <div className="relative">
        <SearchIcon className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-stone-500" />
        <input
          id={id}
          type="search"
          name="q"
          placeholder="Search for restaurants, cuisine..."
          maxLength={100}
          className="field-input w-full py-1.5 pl-9"
        />
      </div>
    </Form>
  );
}

export function SiteHeader({ accountSlot }: { accountSlot: React.ReactNode }) {
  return (
    <header className="sticky top-0 z-40 border-b border-stone-200 bg-white/95 backdrop-blur print:hidden">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:bg-white focus:p-2">
        Skip to content
      </a>
      <div className="mx-auto flex max-w-7xl items-center gap-4 px-4 py-2">
        <Link to="/" className="flex shrink-0 items-center gap-2 font-bold text-brand-800">
          <img src="/images/logo.svg" alt="" width={36} height={36} />
          <span className="text-lg">Fort Worth Eats</span>
        </Link>
        <nav aria-label="Main" className="hidden flex-1 lg:block">
          <ul className="flex items-center gap-1">
            {NAV_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  end={link.to === '/'}
                  prefetch="intent"
                  className={({ isActive }) =>
                    `inline-flex min-h-[44px] items-center rounded-md px-3 text-sm font-medium ${
                      isActive ? 'bg-brand-50 text-brand-800 underline underline-offset-4' : 'text-stone-700 hover:bg-stone-100'
                    }`
                  }
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <SearchForm id="site-search" className="ml-auto hidden w-64 md:block lg:ml-0" />
        <div className="ml-auto flex items-center gap-2 md:ml-0">{accountSlot}</div>
      </div>
      {/* Mobile: nav scrolls sideways, search gets its own row. */}
      <nav aria-label="Main mobile" className="border-t border-stone-100 lg:hidden">
        <ul className="mx-auto flex max-w-7xl gap-1 overflow-x-auto px-2">
          {NAV_LINKS.map((link) => (
            <li key={link.to}>
              <NavLink
                to={link.to}
                end={link.to === '/'}
                className={({ isActive }) =>
                  `inline-flex min-h-[44px] items-center whitespace-nowrap px-3 text-sm font-medium ${
                    isActive ? 'text-brand-800 underline underline-offset-4' : 'text-stone-700'
                  }`
                }
              >
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <SearchForm id="site-search-mobile" className="px-4 pb-2 md:hidden" />
    </header>
  );
}
