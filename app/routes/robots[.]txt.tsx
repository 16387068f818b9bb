import type { LoaderFunctionArgs } from '@remix-run/cloudflare';
import { publicCache } from '~/modules/http.server';

/**
 * Everything may be crawled; the sitemap lists every public page. A demo deployment
 * (its samples are not real places) asks every crawler to stay out.
 */
export async function loader({ context }: LoaderFunctionArgs) {
  const origin = context.origin;
  const body = context.cloudflare.env.DEMO_CONTENT
    ? ['# A demo of Fort Worth Eats: its restaurants and reviews are samples.', 'User-agent: *', 'Disallow: /', ''].join('\n')
    : ['User-agent: *', 'Allow: /', '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
  return new Response(body, {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', ...publicCache(86400, 604800) },
  });
}
