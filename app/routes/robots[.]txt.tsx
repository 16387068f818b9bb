import type { LoaderFunctionArgs } from '@remix-run/cloudflare';
import { publicCache } from '~/modules/http.server';

/** Everything may be crawled; the sitemap lists every public page. */
export async function loader({ context }: LoaderFunctionArgs) {
  const origin = context.origin;
  const body = ['User-agent: *', 'Allow: /', '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
  return new Response(body, {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', ...publicCache(86400, 604800) },
  });
}
