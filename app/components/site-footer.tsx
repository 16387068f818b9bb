import { Link } from '@remix-run/react';

const DISCOVER = [
  { label: 'Top Rated', to: '/?sort=rating' },
  { label: 'Newest Listings', to: '/?sort=newest' },
  { label: 'Most Reviewed', to: '/?sort=reviews' },
  { label: 'Open Now', to: '/?open=1' },
];
// Only what a business can use today (decisions 048, 050).
const BUSINESS = [
  { label: 'Claim your business', to: '/business/claim' },
  { label: 'Business login', to: '/business' },
  { label: 'Add a restaurant', to: '/add-a-restaurant' },
  { label: 'Advertise with us', to: '/advertise' },
];

/** `demoContent`: the site runs on sample listings (env DEMO_CONTENT), and its footer says so too. */
export function SiteFooter({ demoContent = false }: { demoContent?: boolean }) {
  return (
    <footer className="mt-16 border-t border-stone-200 bg-stone-50 text-sm text-stone-700 print:hidden">
      <div className="mx-auto grid max-w-7xl grid-cols-1 gap-8 px-4 py-10 sm:grid-cols-3">
        <div>
          <h2 className="font-semibold text-stone-900">Fort Worth Eats</h2>
          <p className="mt-2">Real local opinions on where to eat in Fort Worth, Texas.</p>
          <Link to="/about" className="mt-2 inline-flex min-h-[44px] items-center font-medium text-brand-800 underline">
            About us
          </Link>
        </div>
        <div>
          <h2 className="font-semibold text-stone-900">Discover</h2>
          <ul className="mt-2">
            {DISCOVER.map(({ label, to }) => (
              <li key={label}>
                <Link to={to} className="inline-flex min-h-[44px] items-center hover:underline">
                  {label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h2 className="font-semibold text-stone-900">For businesses</h2>
          <ul className="mt-2">
            {BUSINESS.map(({ label, to }) => (
              <li key={label}>
                <Link to={to} className="inline-flex min-h-[44px] items-center hover:underline">
                  {label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <p className="border-t border-stone-200 py-4 text-center text-xs text-stone-600">
        © {new Date().getFullYear()} Fort Worth Eats.{demoContent ? ' Listings are sample data.' : ''}
      </p>
    </footer>
  );
}
