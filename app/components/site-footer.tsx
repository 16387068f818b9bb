import { Link } from '@remix-run/react';
import type { MessageId } from '~/locales/en';
import { useT } from '~/utils/i18n';
import { LanguageSwitch } from './language-links';

const DISCOVER: ReadonlyArray<{ label: MessageId; to: string }> = [
  { label: 'layout.footer.topRated', to: '/?sort=rating' },
  { label: 'layout.footer.newest', to: '/?sort=newest' },
  { label: 'layout.footer.mostReviewed', to: '/?sort=reviews' },
  { label: 'layout.footer.openNow', to: '/?open=1' },
];
// Only what a business can use today (decisions 048, 050).
const BUSINESS: ReadonlyArray<{ label: MessageId; to: string }> = [
  { label: 'layout.footer.claim', to: '/business/claim' },
  { label: 'layout.footer.businessLogin', to: '/business' },
  { label: 'layout.footer.addRestaurant', to: '/add-a-restaurant' },
  { label: 'layout.footer.advertise', to: '/advertise' },
];

/** `demoContent`: the site runs on sample listings (env DEMO_CONTENT), and its footer says so too. */
export function SiteFooter({ demoContent = false }: { demoContent?: boolean }) {
  const t = useT();
  return (
    <footer className="mt-16 border-t border-stone-200 bg-stone-50 text-sm text-stone-700 print:hidden">
      <div className="mx-auto grid max-w-7xl grid-cols-1 gap-8 px-4 py-10 sm:grid-cols-3">
        <div>
          <h2 className="font-semibold text-stone-900">Fort Worth Eats</h2>
          <p className="mt-2">{t('layout.footer.tagline')}</p>
          <Link to="/about" className="mt-2 inline-flex min-h-[44px] items-center font-medium text-brand-800 underline">
            {t('layout.footer.about')}
          </Link>{' '}
          {/* Every page's way to its twin in the other language; on a wide screen the header has one too. */}
          <LanguageSwitch className="ml-4 inline-flex min-h-[44px] items-center font-medium text-brand-800 underline" />
        </div>
        <div>
          <h2 className="font-semibold text-stone-900">{t('layout.footer.discover')}</h2>
          <ul className="mt-2">
            {DISCOVER.map(({ label, to }) => (
              <li key={label}>
                <Link to={to} className="inline-flex min-h-[44px] items-center hover:underline">
                  {t(label)}
                </Link>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h2 className="font-semibold text-stone-900">{t('layout.footer.forBusinesses')}</h2>
          <ul className="mt-2">
            {BUSINESS.map(({ label, to }) => (
              <li key={label}>
                <Link to={to} className="inline-flex min-h-[44px] items-center hover:underline">
                  {t(label)}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <p className="border-t border-stone-200 py-4 text-center text-xs text-stone-600">
        {t('layout.footer.copyright', { year: new Date().getFullYear() })}
        {demoContent ? ` ${t('layout.footer.sampleData')}` : ''}
      </p>
    </footer>
  );
}
