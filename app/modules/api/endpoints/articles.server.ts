import type { LoaderFunctionArgs } from '@remix-run/cloudflare';
import { json } from '@remix-run/cloudflare';
import { listAllArticles } from '~/models/articles.server';
import { apiHandler } from '~/modules/api/answers.server';
import { toApiArticle } from '~/modules/api/shapes.server';
import { publicCache } from '~/modules/http.server';

/** GET /api/articles: every article (reviews and news), newest first; clients filter by category. */
export const loader = apiHandler(async ({ context }: LoaderFunctionArgs) => {
  const articles = await listAllArticles(context.db);
  // The spec's freshness for articles: fresh for 5 minutes, kept for 10.
  return json(articles.map(toApiArticle), { headers: publicCache(300, 300) });
});
