import type { JsonLdObject } from '~/components/json-ld';
import { SITE_NAME, absoluteUrl, DEFAULT_SOCIAL_IMAGE } from './seo';

/** Schema.org helpers shared by the article, review and recipe pages. */

export function publisherJsonLd(origin: string): JsonLdObject {
  return {
    '@type': 'Organization',
    name: SITE_NAME,
    url: absoluteUrl(origin, '/'),
    logo: { '@type': 'ImageObject', url: absoluteUrl(origin, DEFAULT_SOCIAL_IMAGE) },
  };
}

/** "2201 N Commerce St, Fort Worth, TX 76164" as a PostalAddress; other shapes stay text. */
export function postalAddress(address: string): JsonLdObject | string {
  const match = address.match(/^(.+?),\s*([^,]+),\s*([A-Z]{2})\s+(\d{5}(?:-\d{4})?)$/);
  if (!match) return address;
  return {
    '@type': 'PostalAddress',
    streetAddress: match[1],
    addressLocality: match[2],
    addressRegion: match[3],
    postalCode: match[4],
    addressCountry: 'US',
  };
}

type ArticleLike = {
  title: string;
  excerpt: string;
  author: string;
  publishedAt: string;
  updatedAt: string;
  imageUrl: string | null;
  category: string;
  seo?: { keywords?: string[] } | null;
};

/** An Article (or NewsArticle) with the properties Google reads: headline, image, dates, author. */
export function articleJsonLd(a: ArticleLike, origin: string, url: string, type: 'Article' | 'NewsArticle' = 'Article'): JsonLdObject {
  return {
    '@context': 'https://schema.org',
    '@type': type,
    headline: a.title.length > 110 ? `${a.title.slice(0, 109)}…` : a.title,
    description: a.excerpt,
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    image: [absoluteUrl(origin, a.imageUrl ?? DEFAULT_SOCIAL_IMAGE)],
    datePublished: a.publishedAt,
    dateModified: a.updatedAt,
    author: [{ '@type': 'Person', name: a.author, url: absoluteUrl(origin, '/about') }],
    publisher: publisherJsonLd(origin),
    articleSection: a.category,
    keywords: a.seo?.keywords?.length ? a.seo.keywords.join(', ') : undefined,
  };
}

/** Minutes as an ISO 8601 duration: 90 -> "PT1H30M", 45 -> "PT45M", 0 -> "PT0M". */
export function isoDuration(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `PT${h ? `${h}H` : ''}${m || !h ? `${m}M` : ''}`;
}
