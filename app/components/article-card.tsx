import { Link } from '@remix-run/react';
import type { ArticleCard as Card } from '~/models/articles.server';
import { formatLongDate } from '~/utils/format';
import { Picture } from './picture';
import { useTextMark } from './in-english';
import { useT, type Translate } from '~/utils/i18n';
import { useEnglishMark, useLocale } from '~/utils/locale';

/** The spec's category badge colours (dark text on a light tint: AA contrast); other categories are grey. */
const CATEGORY_COLOURS: Record<string, string> = {
  News: 'bg-blue-100 text-blue-900',
  Community: 'bg-green-100 text-green-900',
  'Food Tours': 'bg-purple-100 text-purple-900',
  Event: 'bg-amber-100 text-amber-900',
  Brunch: 'bg-pink-100 text-pink-900',
  American: 'bg-red-100 text-red-900',
  Asian: 'bg-teal-100 text-teal-900',
  Competition: 'bg-orange-100 text-orange-900',
};

function categoryBadgeClass(category: string): string {
  return CATEGORY_COLOURS[category] ?? 'bg-stone-200 text-stone-800';
}

export function CategoryBadge({ category }: { category: string }) {
  const lang = useEnglishMark();
  return (
    <span lang={lang} className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${categoryBadgeClass(category)}`}>
      {category}
    </span>
  );
}

/** A tag beside the category: neutral outline so the category stays the coloured one. */
export function TagChip({ tag }: { tag: string }) {
  const lang = useEnglishMark();
  return (
    <span lang={lang} className="inline-block rounded-full border border-stone-300 bg-white px-2.5 py-0.5 text-xs font-medium text-stone-800">
      {tag}
    </span>
  );
}

export function PublishedLine({ publishedAt, author, className = '' }: { publishedAt: string; author: string; className?: string }) {
  const t = useT();
  const locale = useLocale();
  return (
    <p className={`text-sm text-stone-700 ${className}`}>
      <time dateTime={publishedAt}>{formatLongDate(publishedAt, locale)}</time>
      <span aria-hidden="true"> · </span>
      <span>{t('articles.by', { author })}</span>
    </p>
  );
}

/** Spec: "Read full post" for Event posts, "Read full review" for other reviews, "Read full article" for news. */
function articleCallToAction(a: Pick<Card, 'kind' | 'category' | 'tags'>, t: Translate): string {
  if (a.kind === 'news') return t('articles.readArticle');
  return a.category === 'Event' || a.tags.includes('Event') ? t('articles.readPost') : t('articles.readReview');
}

function articleHref(a: Pick<Card, 'kind' | 'slug'>): string {
  return a.kind === 'review' ? `/review/${a.slug}` : `/article/${a.slug}`;
}

/**
 * The card of the reviews and news grids. The call to action is the link (its
 * accessible name starts with its visible text and adds the title) and covers the whole card.
 */
export function ArticleCard({ article: a, eager = false }: { article: Card; eager?: boolean }) {
  const t = useT();
  const lang = useTextMark(a.spanish, 'title');
  const excerptLang = useTextMark(a.spanish, 'intro');
  const cta = articleCallToAction(a, t);
  return (
    <article className="card relative flex h-full flex-col focus-within:ring-2 focus-within:ring-brand-700 hover:shadow-md">
      <Picture src={a.imageUrl} placeholder="food" width={800} height={450} eager={eager} className="aspect-video w-full" />
      <div className="flex flex-1 flex-col gap-2 p-5">
        <div className="flex flex-wrap items-center gap-2">
          <CategoryBadge category={a.category} />
        </div>
        <h2 lang={lang} className="text-lg font-bold leading-snug text-stone-900">
          {a.title}
        </h2>
        <PublishedLine publishedAt={a.publishedAt} author={a.author} />
        <p lang={excerptLang} className="line-clamp-3 text-stone-700">
          {a.excerpt}
        </p>
        <Link
          to={articleHref(a)}
          prefetch="intent"
          aria-label={`${cta}: ${a.title}`}
          className="mt-auto inline-flex min-h-[44px] items-center pt-2 font-semibold text-brand-800 underline-offset-4 after:absolute after:inset-0 hover:underline focus-visible:outline-none"
        >
          {cta}
          <span aria-hidden="true">&nbsp;→</span>
        </Link>
      </div>
    </article>
  );
}

