import type { LoaderFunctionArgs } from '@remix-run/cloudflare';
import { articlePath, latestArticles } from '~/models/articles.server';
import { atomResponse, renderAtom } from '~/utils/atom';
import { publicCache } from '~/utils/http.server';
import { absoluteUrl } from '~/utils/seo';

/** Atom feed of the reviews listing: /feeds/reviews.xml. */
export async function loader({ context }: LoaderFunctionArgs) {
  const origin = context.cloudflare.env.PUBLIC_ORIGIN.replace(/\/+$/, '');
  const articles = await latestArticles(context.db, 'review');
  const xml = renderAtom({
    selfUrl: absoluteUrl(origin, '/feeds/reviews.xml'),
    pageUrl: absoluteUrl(origin, '/reviews'),
    title: 'Fort Worth Eats: Reviews',
    subtitle: 'Our newest reviews of Fort Worth restaurants, brunches, patios and happy hours.',
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
