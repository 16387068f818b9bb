import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { json } from '@remix-run/cloudflare';
import { useLoaderData } from '@remix-run/react';
import { GeneralErrorBoundary } from '~/components/error-page';
import { GuideCard } from '~/components/guide-view';
import { listGuides } from '~/models/guides.server';
import { guideCardsAsShown } from '~/modules/spanish-words.server';
import { publicCache } from '~/modules/http.server';
import { messagesFor } from '~/modules/messages.server';
import { metaTranslator, useT } from '~/utils/i18n';
import { pathInLocale, useLocale } from '~/utils/locale';
import { passThroughCacheHeaders } from '~/utils/cache-headers';
import { NO_HYDRATION } from '~/utils/hydration';
import { atomFeedLink, errorMeta, pageLocale, seoMeta } from '~/utils/seo';

const FEED = '/feeds/guides.xml';

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const t = metaTranslator(matches);
  return data
    ? seoMeta(matches, {
        title: t('guides.metaTitle'),
        description: t('guides.description'),
        path: '/guides',
      }).concat(atomFeedLink(t('guides.feedName'), FEED, pageLocale(matches)))
    : errorMeta(t('layout.nav.guides'));
};

export async function loader({ context }: LoaderFunctionArgs) {
  const guides = await guideCardsAsShown(context.db, context.locale, await listGuides(context.db));
  return json({ guides, messages: messagesFor(context.locale, 'guides') }, { headers: publicCache(300, 1800) });
}

export const headers = passThroughCacheHeaders;

// Content only: served without scripts.
export const handle = NO_HYDRATION;

export default function Guides() {
  const { guides } = useLoaderData<typeof loader>();
  const t = useT();
  const locale = useLocale();
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="text-3xl font-bold text-stone-900">{t('guides.title')}</h1>
      <p className="mt-3 max-w-3xl text-stone-700">
        {t('guides.intro')}{' '}
        <a href={pathInLocale(FEED, locale)} className="font-medium text-brand-800 underline">
          {t('guides.followFeed')}
        </a>
        .
      </p>
      {guides.length ? (
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {guides.map((guide, i) => (
            <li key={guide.id}>
              <GuideCard guide={guide} eager={i < 3} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-10 text-stone-700">{t('guides.empty')}</p>
      )}
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
