import type { LinksFunction, MetaFunction } from '@remix-run/cloudflare';
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteLoaderData,
} from '@remix-run/react';
import { useEffect } from 'react';
import { AccountMenu } from './components/account-menu';
import { DemoBanner } from './components/demo-banner';
import { GeneralErrorBoundary } from './components/error-page';
import { InstallButton } from './components/install-button';
import { LanguageSuggestion, LanguageSwitch } from './components/language-links';
import { SiteFooter } from './components/site-footer';
import { ServerScript } from './components/server-script';
import { SiteHeader } from './components/site-header';
import { usePendingSkeleton } from './components/pending-skeleton';
import { Toast, useShownToast } from './components/shown-toast';
import { keepDataAfterUnsent } from './components/toast';
import { useShouldHydrate } from './utils/hydration';
import { useScreenTranslated } from './utils/i18n';
import { LANGUAGE_TAG, useLocale } from './utils/locale';
import { useNonce } from './utils/nonce';
import { useServiceWorker } from './utils/service-worker';
import { REGISTER_OFFLINE_WORKER, SCRIPTS_AFTER_HERO } from './utils/inline-scripts.server';
import stylesheet from './tailwind.css';
import type { loader } from './root.server';

// In a server module: the root's script, on every page with scripts, carries none of its imports.
export { loader } from './root.server';

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: stylesheet },
  { rel: 'icon', href: '/images/logo.svg', type: 'image/svg+xml' },
  { rel: 'manifest', href: '/manifest.webmanifest' },
  { rel: 'apple-touch-icon', href: '/icons/apple-touch-icon.png' },
];

export const meta: MetaFunction = () => [
  { title: 'Fort Worth Eats' },
  { name: 'description', content: "Discover Fort Worth's best restaurants, reviews, news and recipes." },
];

export const shouldRevalidate = keepDataAfterUnsent;

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  // In the browser React is already running: keep the scripts (and scroll restoration)
  // through client-side navigations to pages that are served without them.
  const hydrate = useShouldHydrate() || typeof document !== 'undefined';
  // Marks the document once React has taken over (browser tests wait for it).
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  const data = useRouteLoaderData<typeof loader>('root');
  const toast = useShownToast(data?.toast ?? null);
  useServiceWorker();
  const locale = useLocale();
  const translated = useScreenTranslated();
  return (
    <html lang={LANGUAGE_TAG[locale]} className="bg-stone-50">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <meta name="theme-color" content="#9a3412" />
        <Meta />
        <Links />
        {locale === 'es' && !translated ? <meta name="robots" content="noindex" /> : null}
      </head>
      <body className="flex min-h-screen flex-col font-sans text-stone-900 antialiased">
        {data?.suggestion ? <LanguageSuggestion suggestion={data.suggestion} /> : null}
        {data?.demoContent ? <DemoBanner /> : null}
        <SiteHeader
          accountSlot={
            <>
              <InstallButton />
              <LanguageSwitch className="language-switch hidden lg:inline-flex" />
              <AccountMenu user={data?.user ?? null} />
            </>
          }
        />
        {/* Drawn over the page's corner, but read first after the header: a text browser shows it before the page, not after the footer. */}
        <Toast toast={toast} />
        <main id="main" className="flex-1" lang={locale === 'es' && !translated ? 'en' : undefined}>
          {children}
        </main>
        <SiteFooter demoContent={data?.demoContent} />
        {/* Registered on every page, hydrated or not, once the page has loaded. */}
        <ServerScript nonce={nonce} text={REGISTER_OFFLINE_WORKER} />
        {hydrate ? (
          <>
            {/* Starts the scripts <Scripts> renders held (entry.server.tsx) once the hero has painted. */}
            <ServerScript nonce={nonce} text={SCRIPTS_AFTER_HERO} />
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        ) : null}
      </body>
    </html>
  );
}

export default function App() {
  // With JavaScript, a navigation to another screen shows the skeleton that screen declares.
  return usePendingSkeleton() ?? <Outlet />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
