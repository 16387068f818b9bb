import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { json, redirect } from '@remix-run/cloudflare';
import { Link, useLoaderData } from '@remix-run/react';
import { NewsArticleView } from '~/components/article-body';
import { ErrorMessage, GeneralErrorBoundary } from '~/components/error-page';
import { breadcrumbList, JsonLd, type JsonLdObject } from '~/components/json-ld';
import { getArticle, renamedArticlePath, type ArticleDetail } from '~/models/articles.server';
import { passThroughCacheHeaders } from '~/utils/cache-headers';
import { notFound, publicCache, routeParam } from '~/modules/http.server';
import { messagesFor, translator } from '~/modules/messages.server';
import { pathInLocale } from '~/utils/locale';
import { articleSeoMeta } from '~/utils/article-seo';
import { absoluteUrl, errorMeta } from '~/utils/seo';
import { articleBlocksJsonLd, articleJsonLd, inLanguage } from '~/utils/structured-data';
import { articleAsShown, textLanguage } from '~/modules/spanish-words.server';
import { ARTICLE_HYDRATION } from '~/components/article-body';

export async function loader({ params, context }: LoaderFunctionArgs) {
  const found = await getArticle(context.db, 'news', routeParam(params.slug, 'slug', 'Article not found')).catch((error: unknown) => {
    console.error(error);
    throw new Response('Failed to fetch articles', { status: 503 });
  });
  if (!found) {
    // A renamed article's old address keeps working: 301 to where it lives now.
    const movedTo = await renamedArticlePath(context.db, 'news', params.slug!);
    if (movedTo) throw redirect(movedTo, 301);
    notFound('Article not found');
  }
  const article = await articleAsShown(context.db, context.locale, found);
  const origin = context.origin;
  // The page's own address and breadcrumb, in its language.
  const at = (path: string) => absoluteUrl(origin, pathInLocale(path, context.locale));
  const t = translator(context.locale);
  const url = at(`/article/${article.slug}`);
  const structuredData: JsonLdObject[] = inLanguage([
    articleJsonLd(article, origin, url, 'NewsArticle'),
    ...articleBlocksJsonLd(article, origin, url),
    breadcrumbList([
      { name: t('layout.nav.home'), url: at('/') },
      { name: t('layout.nav.news'), url: at('/news') },
      { name: article.title, url },
    ]),
  ], textLanguage(article));
  return json({ article, structuredData, messages: messagesFor(context.locale, 'articles', 'hours') }, { headers: publicCache(600, 3600) });
}

export const headers = passThroughCacheHeaders;

// Served without scripts unless the article embeds a video (its player loads on click).
export const handle = ARTICLE_HYDRATION;

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  if (!data) return errorMeta('Article Not Found');
  const a = data.article;
  return articleSeoMeta(matches, a, `/article/${a.slug}`);
};

export default function NewsArticle() {
  const { article, structuredData } = useLoaderData<typeof loader>();
  return (
    <>
      <NewsArticleView article={article as ArticleDetail} />
      {structuredData.map((data, i) => (
        <JsonLd key={i} data={data as JsonLdObject} />
      ))}
    </>
  );
}

function ArticleNotFound() {
  return (
    <ErrorMessage
      title="Article Not Found"
      action={
        <Link to="/news" className="btn-primary">
          Back to News
        </Link>
      }
    >
      Sorry, we could not find that article. It may have been moved or removed.
    </ErrorMessage>
  );
}

/** Spec: an unknown slug or a failed load both show "Article Not Found" with a way back to the news. */
export function ErrorBoundary() {
  return (
    <GeneralErrorBoundary
      title="Article Not Found"
      defaultMessage="Sorry, we could not find that article. It may have been moved or removed."
      statusHandlers={{ 404: ArticleNotFound, 503: ArticleNotFound }}
    />
  );
}
