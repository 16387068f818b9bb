import type { LoaderFunctionArgs } from '@remix-run/cloudflare';
import { json } from '@remix-run/cloudflare';
import { articlePath, latestArticles, listArticles, type ArticleKind } from '~/models/articles.server';
import { publicCache } from '~/modules/http.server';
import { messagesFor, translator } from '~/modules/messages.server';
import { articleCardsAsShown, inSpanishWhereTranslated } from '~/modules/spanish-words.server';
import { spanishArticleCard } from '~/utils/spanish-overlay';
import { LANGUAGE_TAG, pathInLocale } from '~/utils/locale';
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

/**
 * The listing's Atom feed of its newest articles, in the language of its address:
 * /es/feeds/... is the Spanish site's, its entries in the editors' Spanish where
 * translated and marked English otherwise.
 */
export async function loadArticleFeed(kind: ArticleKind, { context }: LoaderFunctionArgs) {
  const listing = ARTICLE_LISTINGS[kind];
  const { origin, locale } = context;
  const t = translator(locale);
  const at = (path: string) => absoluteUrl(origin, pathInLocale(path, locale));
  const articles = await inSpanishWhereTranslated(context.db, locale, 'article', await latestArticles(context.db, kind), (a, fields) => ({
    ...spanishArticleCard(a, fields),
    content: fields.markdown?.trim() || a.content,
  }));
  const xml = renderAtom({
    selfUrl: at(listing.feedPath),
    pageUrl: at(listing.path),
    title: t(`articles.${kind}.feedTitle`),
    subtitle: t(`articles.${kind}.feedSubtitle`),
    ...(locale === 'es' ? { lang: LANGUAGE_TAG.es } : {}),
    entries: articles.map((a) => ({
      url: at(articlePath(a)),
      title: a.title,
      updated: a.updatedAt,
      published: a.publishedAt,
      author: a.author,
      summary: a.excerpt,
      content: a.content,
      categories: [a.category, ...a.tags],
      ...(locale === 'es' && !('spanish' in a) ? { lang: 'en' } : {}),
    })),
  });
  return atomResponse(xml, publicCache(600, 3600));
}
