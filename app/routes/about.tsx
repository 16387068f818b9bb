import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { json } from '@remix-run/cloudflare';
import { Link } from '@remix-run/react';
import { GeneralErrorBoundary } from '~/components/error-page';
import { passThroughCacheHeaders } from '~/utils/cache-headers';
import { publicCache } from '~/modules/http.server';
import { errorMeta, seoMeta } from '~/utils/seo';
import { NO_HYDRATION } from '~/utils/hydration';
import { AboutStory, WriterBio, WRITERS } from '~/components/about-story';
import { messagesFor } from '~/modules/messages.server';
import { metaTranslator, useT } from '~/utils/i18n';

export async function loader({ context }: LoaderFunctionArgs) {
  return json({ messages: messagesFor(context.locale, 'about') }, { headers: publicCache(3600, 86400) });
}

export const headers = passThroughCacheHeaders;

// Content only: served without scripts (app/utils/hydration.ts).
export const handle = NO_HYDRATION;

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const t = metaTranslator(matches);
  if (!data) return errorMeta(t('layout.error.screen.about'));
  return seoMeta(matches, { title: t('about.title'), description: t('about.description'), path: '/about' });
};

export default function About() {
  const t = useT();
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold text-stone-900">{t('about.title')}</h1>
      <AboutStory />

      <h2 className="mt-10 text-2xl font-bold text-stone-900">{t('about.whoWeAre')}</h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2">
        {WRITERS.map((w) => (
          <li key={w.name} className="card p-5">
            <h3 className="text-lg font-bold text-stone-900">{w.name}</h3>
            <p className="text-sm font-medium text-brand-800">{t('about.writerRole', { gender: w.gender })}</p>
            <WriterBio name={w.name} />
          </li>
        ))}
      </ul>

      <h2 className="mt-10 text-2xl font-bold text-stone-900">{t('about.getInTouch')}</h2>
      <p className="mt-3 text-lg text-stone-800">{t('about.getInTouchText')}</p>
      <Link to="/contact" className="btn-primary mt-4">
        {t('about.contact')}
      </Link>
    </div>
  );
}

export function ErrorBoundary() {
  const t = useT();
  return <GeneralErrorBoundary title={t('layout.error.screen.about')} />;
}
