import type { LoaderFunctionArgs } from '@remix-run/cloudflare';
import { json } from '@remix-run/cloudflare';
import { articlePath, latestArticles, listArticles, type ArticleKind } from '~/models/articles.server';
import { articleCardsAsShown } from '~/models/spanish-words.server';
import { publicCache } from '~/modules/http.server';
import { messagesFor } from '~/modules/messages.server';
import { ARTICLE_LISTINGS } from '~/utils/article-listings';
import { atomResponse, renderAtom } from '~/utils/atom';
import { pageOrFirst } from '~/utils/page-number';
import { absoluteUrl } from '~/utils/seo';

/** The listing route's loader body (routes declare `loader` as a function so browser bundles drop it). */
export async function loadArticleListing(kind: ArticleKind, { request, context }: LoaderFunctionArgs) {
  const result = await listArticles(context.db, kind, pageOrFirst(new URL(request.url).searchParams));
  const articles = await articleCardsAsShown(context.db, context.locale, result.articles);
  return json({ ...result, articles, messages: messagesFor(context.locale, 'articles') }, { headers: publicCache(300, 1800) });
}

/** The listing's Atom feed of its newest articles. */
export async function loadArticleFeed(kind: ArticleKind, { context }: LoaderFunctionArgs) {
  const listing = ARTICLE_LISTINGS[kind];
  const origin = context.origin;
  const articles = await latestArticles(context.db, kind);
  const xml = renderAtom({
    selfUrl: absoluteUrl(origin, listing.feedPath),
    pageUrl: absoluteUrl(origin, listing.path),
    title: listing.feedTitle,
    subtitle: listing.feedSubtitle,
    entries: articles.map((a) => ({
      url: absoluteUrl(origin, articlePath(a)),
      title: a.title,
      updated: a.updatedAt,
      published: a.publishedAt,
      author: a.author,
      summary: a.excerpt,
      content: a.content,
      categories: [a.category, ...a.tags],
    })),
  });
  return atomResponse(xml, publicCache(600, 3600));
}
