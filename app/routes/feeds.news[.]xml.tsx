import type { LoaderFunctionArgs } from '@remix-run/cloudflare';
import { articlePath, latestArticles } from '~/models/articles.server';
import { atomResponse, renderAtom } from '~/utils/atom';
import { publicCache } from '~/utils/http.server';
import { absoluteUrl } from '~/utils/seo';

/** Atom feed of the news listing: /feeds/news.xml. */
export async function loader({ context }: LoaderFunctionArgs) {
  const origin = context.cloudflare.env.PUBLIC_ORIGIN.replace(/\/+$/, '');
  const articles = await latestArticles(context.db, 'news');
  const xml = renderAtom({
    selfUrl: absoluteUrl(origin, '/feeds/news.xml'),
    pageUrl: absoluteUrl(origin, '/news'),
    title: 'Fort Worth Eats: News',
    subtitle: 'Openings, events and community news from the Fort Worth food scene.',
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
