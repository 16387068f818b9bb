import type { LoaderFunctionArgs } from '@remix-run/cloudflare';
import { listSitemapEntries } from '~/models/sitemap.server';
import { atomDate, escapeXml } from '~/utils/atom';
import { publicCache } from '~/modules/http.server';
import { absoluteUrl } from '~/utils/seo';

/** Every public page, from D1 (sitemaps.org protocol); none on a demo deployment, which is not to be indexed. */
export async function loader({ context }: LoaderFunctionArgs) {
  const origin = context.origin;
  const entries = context.cloudflare.env.DEMO_CONTENT ? [] : await listSitemapEntries(context.db);
  const urls = entries.map((e) =>
    [
      '  <url>',
      `    <loc>${escapeXml(absoluteUrl(origin, e.path))}</loc>`,
      e.updatedAt ? `    <lastmod>${atomDate(e.updatedAt).slice(0, 10)}</lastmod>` : '',
      '  </url>',
    ]
      .filter(Boolean)
      .join('\n'),
  );
  const xml = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
  return new Response(xml, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', ...publicCache(3600, 86400) },
  });
}
