import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { json, redirect } from '@remix-run/cloudflare';
import { useLoaderData } from '@remix-run/react';
import { ReviewArticle } from '~/components/article-body';
import { useT } from '~/utils/i18n';
import { GeneralErrorBoundary } from '~/components/error-page';
import { breadcrumbList, JsonLd, type JsonLdObject } from '~/components/json-ld';
import { getArticle, renamedArticlePath, type ArticleDetail } from '~/models/articles.server';
import { passThroughCacheHeaders } from '~/utils/cache-headers';
import { notFound, publicCache, routeParam } from '~/modules/http.server';
import { messagesFor, translator } from '~/modules/messages.server';
import { pathInLocale, type Locale } from '~/utils/locale';
import { articleBlocksJsonLd, articleJsonLd, inLanguage, postalAddress, publisherJsonLd } from '~/utils/structured-data';
import { articleAsShown, textLanguage } from '~/modules/spanish-words.server';
import { DEFAULT_SHARE_IMAGE, shareImagePath } from '~/utils/share-image';
import { articleSeoMeta } from '~/utils/article-seo';
import { absoluteUrl, errorMeta } from '~/utils/seo';
import { ARTICLE_HYDRATION } from '~/components/article-body';

export async function loader({ params, context }: LoaderFunctionArgs) {
  const found = await getArticle(context.db, 'review', routeParam(params.slug, 'slug', 'Review not found'));
  if (!found) {
    // A renamed review's old address keeps working: 301 to where it lives now.
    const movedTo = await renamedArticlePath(context.db, 'review', params.slug!);
    if (movedTo) throw redirect(movedTo, 301);
    notFound('Review not found');
  }
  const article = await articleAsShown(context.db, context.locale, found);
  const origin = context.origin;
  return json(
    { article, structuredData: inLanguage(reviewStructuredData(article, origin, context.locale), textLanguage(article)), messages: messagesFor(context.locale, 'articles', 'hours') },
    { headers: publicCache(600, 3600) },
  );
}

export const headers = passThroughCacheHeaders;

// Served without scripts unless the article embeds a video (its player loads on click).
export const handle = ARTICLE_HYDRATION;

/**
 * A Review of the restaurant when the article covers exactly one restaurant and
 * rates it; otherwise an Article. Always with the breadcrumb Home > Reviews > title.
 */
function reviewStructuredData(a: ArticleDetail, origin: string, locale: Locale): JsonLdObject[] {
  // The page's own address and breadcrumb, in its language.
  const at = (path: string) => absoluteUrl(origin, pathInLocale(path, locale));
  const t = translator(locale);
  const url = at(`/review/${a.slug}`);
  const rating = a.body.find((b) => b.type === 'rating');
  const only = a.restaurants.length === 1 ? a.restaurants[0]! : null;
  const main: JsonLdObject =
    rating && rating.type === 'rating' && only
      ? {
          '@context': 'https://schema.org',
          '@type': 'Review',
          name: a.title,
          headline: a.title,
          url,
          image: absoluteUrl(origin, a.imageUrl ? shareImagePath('articles', a.slug, Boolean(a.spanish)) : DEFAULT_SHARE_IMAGE),
          datePublished: a.publishedAt,
          dateModified: a.updatedAt,
          author: { '@type': 'Person', name: a.author, url: absoluteUrl(origin, '/about') },
          publisher: publisherJsonLd(origin),
          reviewBody: rating.summary,
          reviewRating: { '@type': 'Rating', ratingValue: rating.stars, bestRating: 5, worstRating: 1 },
          itemReviewed: {
            '@type': 'Restaurant',
            name: only.name,
            url: absoluteUrl(origin, `/restaurant/${only.slug}`),
            image: absoluteUrl(origin, shareImagePath('restaurants', only.slug)),
            address: only.address ? postalAddress(only.address) : undefined,
            telephone: only.phone ?? undefined,
            servesCuisine: only.cuisine,
            geo:
              only.latitude !== null && only.longitude !== null
                ? { '@type': 'GeoCoordinates', latitude: only.latitude, longitude: only.longitude }
                : undefined,
          },
        }
      : articleJsonLd(a, origin, url);
  const breadcrumb = breadcrumbList([
    { name: t('layout.nav.home'), url: at('/') },
    { name: t('layout.nav.reviews'), url: at('/reviews') },
    { name: a.title, url },
  ]);
  return [main, ...articleBlocksJsonLd(a, origin, url), breadcrumb];
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  if (!data) return errorMeta('Review Not Found');
  const a = data.article;
  return articleSeoMeta(matches, a, `/review/${a.slug}`);
};

export default function ReviewPage() {
  const { article, structuredData } = useLoaderData<typeof loader>();
  return (
    <>
      <ReviewArticle article={article as ArticleDetail} />
      {structuredData.map((data, i) => (
        <JsonLd key={i} data={data as JsonLdObject} />
      ))}
    </>
  );
}

export function ErrorBoundary() {
  const t = useT();
  return <GeneralErrorBoundary title={t('layout.error.screen.reviews')} defaultMessage={t('layout.error.loading.articles')} />;
}
