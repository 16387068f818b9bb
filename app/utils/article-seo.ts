import type { MetaDescriptor } from '@remix-run/cloudflare';
import { seoMeta, truncateDescription, type MatchLike } from './seo';
import { shareImagePath } from './share-image';

// Apart from seo.ts: the article's drawn share card (share-image.ts) is only for these pages' scripts.

type ArticleSeoFields = {
  slug: string;
  /** Present when the words are an editor's Spanish version. */
  spanish?: unknown;
  title: string;
  excerpt: string;
  imageUrl: string | null;
  imageAlt: string | null;
  publishedAt: string;
  updatedAt: string;
  author: string;
  seo?: { title?: string; description?: string; keywords?: string[] } | null;
};

/** Meta of a review or news article page: its own SEO overrides, else title and excerpt. */
export function articleSeoMeta(matches: readonly MatchLike[] | undefined, a: ArticleSeoFields, path: string): MetaDescriptor[] {
  return seoMeta(matches, {
    title: a.seo?.title ?? a.title,
    description: a.seo?.description ?? truncateDescription(a.excerpt),
    keywords: a.seo?.keywords,
    path,
    image: a.imageUrl ? shareImagePath('articles', a.slug, Boolean(a.spanish)) : null,
    imageAlt: a.imageAlt ? `${a.title}: ${a.imageAlt}` : null,
    type: 'article',
    publishedTime: a.publishedAt,
    modifiedTime: a.updatedAt,
    author: a.author,
  });
}
