import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { json } from '@remix-run/cloudflare';
import { Link, useLoaderData } from '@remix-run/react';
import { ErrorMessage, GeneralErrorBoundary } from '~/components/error-page';
import { GuideView } from '~/components/guide-view';
import { PlaceMap } from '~/components/place-map';
import { breadcrumbList, JsonLd, type JsonLdObject } from '~/components/json-ld';
import { getGuide, guideFeedPath, guidePath } from '~/models/guides.server';
import { notFound, publicCache, routeParam } from '~/modules/http.server';
import { messagesFor, translator } from '~/modules/messages.server';
import { pathInLocale } from '~/utils/locale';
import { metaTranslator } from '~/utils/i18n';
import { drawListMap } from '~/modules/place-map.server';
import { passThroughCacheHeaders } from '~/utils/cache-headers';
import { NO_HYDRATION } from '~/utils/hydration';
import { parseMarkdown } from '~/utils/markdown.server';
import { absoluteUrl, atomFeedLink, errorMeta, pageLocale, seoMeta, truncateDescription } from '~/utils/seo';
import { guideItemListJsonLd, inLanguage } from '~/utils/structured-data';
import { guideAsShown, textLanguage } from '~/modules/spanish-words.server';

export async function loader({ params, context }: LoaderFunctionArgs) {
  const loaded = await getGuide(context.db, routeParam(params.slug, 'slug', 'Guide not found'));
  if (!loaded) notFound('Guide not found');
  const { intro, ...guide } = await guideAsShown(context.db, context.locale, loaded);
  const origin = context.origin;
  // The page's own address and breadcrumb, in its language.
  const at = (path: string) => absoluteUrl(origin, pathInLocale(path, context.locale));
  const t = translator(context.locale);
  const url = at(guidePath(guide.slug));
  const structuredData: JsonLdObject[] = inLanguage([
    guideItemListJsonLd(guide, origin, url),
    breadcrumbList([
      { name: t('layout.nav.home'), url: at('/') },
      { name: t('layout.nav.guides'), url: at('/guides') },
      { name: guide.title, url },
    ]),
  ], textLanguage(guide));
  // The map above the list: pin n is the list's place n.
  const map = await drawListMap(context, guide.places, { of: 'guide' });
  return json(
    { guide: { ...guide, introNodes: parseMarkdown(intro) }, map, structuredData, messages: messagesFor(context.locale, 'guides') },
    { headers: publicCache(600, 3600) },
  );
}

export const headers = passThroughCacheHeaders;

// Content only: served without scripts.
export const handle = NO_HYDRATION;

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  if (!data) return errorMeta('Guide Not Found');
  const t = metaTranslator(matches);
  const g = data.guide;
  return seoMeta(matches, {
    title: g.title,
    description: truncateDescription(g.summary),
    path: guidePath(g.slug),
    type: 'article',
    publishedTime: g.publishedAt,
    modifiedTime: g.updatedAt,
    author: g.author,
  }).concat(
    atomFeedLink(t('guides.changesFeedName', { title: g.title }), guideFeedPath(g.slug), pageLocale(matches)),
    atomFeedLink(t('guides.feedName'), '/feeds/guides.xml', pageLocale(matches)),
  );
};

export default function Guide() {
  const { guide, map, structuredData } = useLoaderData<typeof loader>();
  return (
    <>
      <GuideView guide={guide} feedHref={guideFeedPath(guide.slug)} map={map ? <PlaceMap drawing={map} /> : null} />
      {structuredData.map((data, i) => (
        <JsonLd key={i} data={data as JsonLdObject} />
      ))}
    </>
  );
}

function GuideNotFound() {
  return (
    <ErrorMessage
      title="Guide Not Found"
      action={
        <Link to="/guides" className="btn-primary">
          All guides
        </Link>
      }
    >
      Sorry, we could not find that guide. It may have been moved or taken down.
    </ErrorMessage>
  );
}

export function ErrorBoundary() {
  return (
    <GeneralErrorBoundary
      title="Guide Not Found"
      defaultMessage="Sorry, we could not find that guide."
      statusHandlers={{ 404: GuideNotFound }}
    />
  );
}
