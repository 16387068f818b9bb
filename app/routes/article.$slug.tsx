import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { json } from '@remix-run/cloudflare';
import { Link, useLoaderData } from '@remix-run/react';
import { ArticleBlocks, BackLink, Breadcrumb } from '~/components/article-body';
import { CategoryBadge, PublishedLine } from '~/components/article-card';
import { ErrorMessage, GeneralErrorBoundary } from '~/components/error-page';
import { Picture } from '~/components/picture';
import { breadcrumbList, JsonLd, type JsonLdObject } from '~/components/json-ld';
import { getArticle, type ArticleDetail } from '~/models/articles.server';
import { passThroughCacheHeaders } from '~/utils/cache-headers';
import { notFound, publicCache, routeParam } from '~/modules/http.server';
import { absoluteUrl, articleSeoMeta, errorMeta } from '~/utils/seo';
import { articleBlocksJsonLd, articleJsonLd } from '~/utils/structured-data';
import { ARTICLE_HYDRATION } from '~/components/article-body';

export async function loader({ params, context }: LoaderFunctionArgs) {
  const article = await getArticle(context.db, 'news', routeParam(params.slug, 'slug', 'Article not found')).catch((error: unknown) => {
    console.error(error);
    throw new Response('Failed to fetch articles', { status: 503 });
  });
  if (!article) notFound('Article not found');
  const origin = context.origin;
  const url = absoluteUrl(origin, `/article/${article.slug}`);
  const structuredData: JsonLdObject[] = [
    articleJsonLd(article, origin, url, 'NewsArticle'),
    ...articleBlocksJsonLd(article, origin, url),
    breadcrumbList([
      { name: 'Home', url: absoluteUrl(origin, '/') },
      { name: 'News', url: absoluteUrl(origin, '/news') },
      { name: article.title, url },
    ]),
  ];
  return json({ article, structuredData }, { headers: { 'Cache-Control': publicCache(600, 3600) } });
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
  const a = article as ArticleDetail;
  return (
    <article className="mx-auto max-w-3xl px-4 py-8">
      <Breadcrumb items={[{ name: 'Home', to: '/' }, { name: 'News', to: '/news' }, { name: a.title }]} />
      <BackLink to="/news">Back to News</BackLink>
      <header className="mt-6 space-y-4">
        <div className="flex flex-wrap items-center gap-3">
          <CategoryBadge category={a.category} />
          <PublishedLine publishedAt={a.publishedAt} author={a.author} />
        </div>
        <h1 className="text-3xl font-extrabold tracking-tight text-stone-900 sm:text-4xl">{a.title}</h1>
        {a.imageUrl ? (
          <Picture src={a.imageUrl} alt={a.imageAlt ?? ''} width={1200} height={675} eager className="aspect-video w-full rounded-2xl" />
        ) : null}
        <p className="text-xl leading-relaxed text-stone-800">{a.intro}</p>
      </header>
      <ArticleBlocks blocks={a.body} restaurants={a.restaurants} />
      <div className="mt-12 border-t border-stone-200 pt-6">
        <Link to="/news" className="btn-primary print:hidden">
          Back to News
        </Link>
      </div>
      {structuredData.map((data, i) => (
        <JsonLd key={i} data={data as JsonLdObject} />
      ))}
    </article>
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
