import type { LoaderFunctionArgs } from '@remix-run/cloudflare';
import { listSitemapEntries } from '~/models/sitemap.server';
import { atomDate, escapeXml } from '~/utils/atom';
import { publicCache } from '~/modules/http.server';
import { LANGUAGE_TAG, LOCALES, pathInLocale } from '~/utils/locale';
import { absoluteUrl } from '~/utils/seo';

/**
 * Every public page in both languages, from D1 (sitemaps.org protocol), each naming
 * its twin and English as the default (hreflang, as search engines read it in a
 * sitemap); none on a demo deployment, which is not to be indexed.
 */
export async function loader({ context }: LoaderFunctionArgs) {
  const origin = context.origin;
  const entries = context.cloudflare.env.DEMO_CONTENT ? [] : await listSitemapEntries(context.db);
  const address = (path: string, locale: (typeof LOCALES)[number]) => escapeXml(absoluteUrl(origin, pathInLocale(path, locale)));
  const urls = entries.flatMap((e) => {
    const alternates = [
      ...LOCALES.map((locale) => `    <xhtml:link rel="alternate" hreflang="${LANGUAGE_TAG[locale]}" href="${address(e.path, locale)}"/>`),
      `    <xhtml:link rel="alternate" hreflang="x-default" href="${address(e.path, 'en')}"/>`,
    ];
    return LOCALES.map((locale) =>
      [
        '  <url>',
        `    <loc>${address(e.path, locale)}</loc>`,
        e.updatedAt ? `    <lastmod>${atomDate(e.updatedAt).slice(0, 10)}</lastmod>` : '',
        ...alternates,
        '  </url>',
      ]
        .filter(Boolean)
        .join('\n'),
    );
  });
  const xml = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
  return new Response(xml, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', ...publicCache(3600, 86400) },
  });
}
