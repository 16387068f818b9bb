import type { MetaDescriptor } from '@remix-run/cloudflare';
import { LANGUAGE_TAG, pathInLocale, type Locale } from './locale';
import { DEFAULT_SHARE_IMAGE, DEFAULT_SHARE_IMAGE_ALT, SHARE_IMAGE_HEIGHT, SHARE_IMAGE_TYPE, SHARE_IMAGE_WIDTH } from './share-image-defaults';

/**
 * Search-engine and social metadata for route `meta` functions, in one place:
 * title, description, canonical link, Open Graph and Twitter card tags, all
 * with absolute URLs built from the site origin the root loader exposes.
 *
 *   export const meta: MetaFunction<typeof loader> = ({ data, matches, location }) =>
 *     seoMeta(matches, { title: 'Reviews', description: '...', path: location.pathname });
 */

export const SITE_NAME = 'Fort Worth Eats';
/** The site's logo, for the publisher in structured data. */
export const SITE_LOGO = '/images/logo.svg';

type SeoInput = {
  /** Page title; " | Fort Worth Eats" is added unless the title already names the site. */
  title: string;
  description: string;
  /** The page's own path (no query string): the canonical URL is origin + path. */
  path: string;
  /**
   * The page's raster share card (app/utils/share-image.ts), site-relative or
   * absolute; pages without one get the branded default card.
   */
  image?: string | null;
  /** What the share card shows; required with `image`. */
  imageAlt?: string | null;
  /** Open Graph type: "article" for reviews, news and recipes. */
  type?: 'website' | 'article';
  keywords?: readonly string[] | null;
  /** ISO dates for article pages. */
  publishedTime?: string | null;
  modifiedTime?: string | null;
  author?: string | null;
  /** Keep the page out of search results (errors, forms with state). */
  noindex?: boolean;
};

export type MatchLike = { id: string; data?: unknown };

/** The site origin from the root loader's data ("https://fortwortheats.example.com"), or "". */
export function siteOrigin(matches: readonly MatchLike[] | undefined): string {
  const root = matches?.find((m) => m.id === 'root')?.data as { origin?: unknown } | undefined;
  return typeof root?.origin === 'string' ? root.origin.replace(/\/+$/, '') : '';
}

/** The page's language, from the root loader's data (English when it is missing). */
export function pageLocale(matches: readonly MatchLike[] | undefined): Locale {
  const root = matches?.find((m) => m.id === 'root')?.data as { locale?: unknown } | undefined;
  return root?.locale === 'es' ? 'es' : 'en';
}

/** An absolute URL on this site; absolute inputs are returned unchanged. */
export function absoluteUrl(origin: string, pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  return `${origin}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}

function pageTitle(title: string): string {
  return title.includes(SITE_NAME) ? title : `${title} | ${SITE_NAME}`;
}

export function seoMeta(matches: readonly MatchLike[] | undefined, input: SeoInput): MetaDescriptor[] {
  const origin = siteOrigin(matches);
  const locale = pageLocale(matches);
  const title = pageTitle(input.title);
  // A Spanish page is its own canonical address: its path within the language, under /es.
  const url = absoluteUrl(origin, /^https?:/i.test(input.path) ? input.path : pathInLocale(input.path, locale));
  const image = absoluteUrl(origin, input.image || DEFAULT_SHARE_IMAGE);
  const imageAlt = (input.image && input.imageAlt) || DEFAULT_SHARE_IMAGE_ALT;
  const type = input.type ?? 'website';
  const tags: MetaDescriptor[] = [
    { title },
    { name: 'description', content: input.description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:site_name', content: SITE_NAME },
    { property: 'og:type', content: type },
    { property: 'og:title', content: title },
    { property: 'og:description', content: input.description },
    { property: 'og:url', content: url },
    { property: 'og:image', content: image },
    { property: 'og:image:type', content: SHARE_IMAGE_TYPE },
    { property: 'og:image:width', content: String(SHARE_IMAGE_WIDTH) },
    { property: 'og:image:height', content: String(SHARE_IMAGE_HEIGHT) },
    { property: 'og:image:alt', content: imageAlt },
    { property: 'og:locale', content: locale === 'es' ? 'es_US' : 'en_US' },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: input.description },
    { name: 'twitter:image', content: image },
    { name: 'twitter:image:alt', content: imageAlt },
  ];
  if (input.keywords?.length) tags.push({ name: 'keywords', content: input.keywords.join(', ') });
  if (type === 'article') {
    if (input.publishedTime) tags.push({ property: 'article:published_time', content: input.publishedTime });
    if (input.modifiedTime) tags.push({ property: 'article:modified_time', content: input.modifiedTime });
    if (input.author) tags.push({ property: 'article:author', content: input.author });
  }
  if (input.noindex) tags.push({ name: 'robots', content: 'noindex' });
  return tags;
}

/** Metadata for a page whose loader failed (404, 5xx): a title, never indexed, no canonical. */
export function errorMeta(title: string): MetaDescriptor[] {
  return [{ title: pageTitle(title) }, { name: 'robots', content: 'noindex' }];
}

/** A description of at most `max` characters, cut at a word boundary. */
export function truncateDescription(text: string, max = 160): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:]+$/, '')}…`;
}

/**
 * <link rel="alternate"> to an Atom feed, for a page's meta: the feed in the page's
 * language (`path` is the English feed's; a feed only in English passes 'en'). The
 * Spanish feed says its language; English is the site's default and stays as it was.
 */
export function atomFeedLink(title: string, path: string, locale: Locale = 'en'): MetaDescriptor {
  const link = { tagName: 'link', rel: 'alternate', type: 'application/atom+xml', title, href: pathInLocale(path, locale) };
  return locale === 'en' ? link : { ...link, hrefLang: LANGUAGE_TAG[locale] };
}
