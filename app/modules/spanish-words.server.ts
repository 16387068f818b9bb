import type { Db } from '~/db/client.server';
import type { TranslatedEntity } from '~/db/schema';
import { translator } from '~/modules/messages.server';
import { formatLongDate } from '~/utils/format';
import type { Locale } from '~/utils/locale';
import type { UnitWords } from '~/utils/recipe-scale';
import { spanishArticle, spanishArticleCard, spanishGuide, spanishGuideCard, spanishRecipe, type EventRowWords } from '~/utils/spanish-overlay';
import type { GuideDetail } from '~/models/guides.server';
import type { RecipeDetail } from '~/models/recipes.server';
import { renderableBlocks, type ArticleDetail } from '~/models/articles.server';
import { liveTranslation, liveTranslations } from '~/models/translations.server';

/**
 * The editors' Spanish a page shows (issue 43): on an English page nothing is
 * read and every item stays as it is; on a Spanish page an item with a live
 * Spanish version takes its words (spanish-overlay.ts).
 */

/** One item's live Spanish fields, or null on an English page or when it has none. */
export function spanishFieldsOf(db: Db, locale: Locale, entity: TranslatedEntity, id: number) {
  return locale === 'es' ? liveTranslation(db, entity, id, 'es') : Promise.resolve(null);
}

/** Items laid over with their Spanish where they have one; the same items on an English page. */
export async function inSpanishWhereTranslated<T extends { id: number }, S>(
  db: Db,
  locale: Locale,
  entity: TranslatedEntity,
  items: readonly T[],
  overlay: (item: T, fields: Record<string, string>) => S,
): Promise<Array<T | S>> {
  if (locale !== 'es' || items.length === 0) return [...items];
  const found = await liveTranslations(db, entity, items.map((item) => item.id), 'es');
  return items.map((item) => {
    const fields = found.get(item.id);
    return fields ? overlay(item, fields) : item;
  });
}

const SPANISH_TIME = new Intl.DateTimeFormat('es-US', { hour: 'numeric', minute: '2-digit', timeZone: 'America/Chicago' });

/** An event's Date, Time and Fee rows in Spanish, from the event's own start and price. */
export function spanishEventRows(): EventRowWords {
  const t = translator('es');
  return (row, event) => {
    if (row.label === 'Date') return { label: t('articles.eventRow', { row: 'date' }), value: formatLongDate(event.startsAt, 'es') };
    if (row.label === 'Time') return { label: t('articles.eventRow', { row: 'time' }), value: SPANISH_TIME.format(new Date(event.startsAt)) };
    const fee = event.price === 0 ? t('articles.eventRow', { row: 'free' }) : `$${event.price ?? ''}`;
    return { label: t('articles.eventRow', { row: 'fee' }), value: event.price === undefined ? row.value : fee };
  };
}

/** An article page's article: in Spanish on a Spanish page when it has a live version, else as loaded. */
export async function articleAsShown(db: Db, locale: Locale, article: ArticleDetail): Promise<ArticleDetail> {
  const fields = await spanishFieldsOf(db, locale, 'article', article.id);
  if (!fields) return article;
  const shown = spanishArticle(article, fields, spanishEventRows());
  return { ...shown, body: renderableBlocks(shown.body) };
}

/** Article cards (lists, search, a listing's "covered in"): Spanish titles and excerpts where translated. */
export const articleCardsAsShown = <A extends { id: number; title: string; excerpt: string; imageAlt?: string | null }>(db: Db, locale: Locale, cards: readonly A[]) =>
  inSpanishWhereTranslated(db, locale, 'article', cards, spanishArticleCard);

/** The JSON-LD inLanguage of an item's text as a page shows it. */
export const textLanguage = (item: { spanish?: unknown }) => (item.spanish ? 'es-US' : 'en-US');

/** A recipe page's recipe: in Spanish on a Spanish page when it has a live version, else as loaded. */
export async function recipeAsShown(db: Db, locale: Locale, recipe: RecipeDetail) {
  const fields = await spanishFieldsOf(db, locale, 'recipe', recipe.id);
  return fields ? spanishRecipe(recipe, fields) : recipe;
}

/**
 * Units in Spanish ("1 taza", "1½ tazas", "¾ cdta."): like the English, plural
 * above one, so half a cup is "½ taza".
 */
export function spanishUnits(): UnitWords {
  const t = translator('es');
  return (unit, amount) => t('recipes.unit', { unit, count: amount > 1 ? 2 : 1 });
}

/** Recipe cards: Spanish titles and descriptions where translated. */
export const recipeCardsAsShown = <R extends { id: number; title: string; description: string }>(db: Db, locale: Locale, cards: readonly R[]) =>
  inSpanishWhereTranslated(db, locale, 'recipe', cards, (card, fields) => {
    const english: string[] = [];
    const text = (key: string, fallback: string) => (fields[key]?.trim() ? fields[key]! : (english.push(key), fallback));
    return { ...card, title: text('title', card.title), description: text('description', card.description), spanish: { english } };
  });

/** A guide page's guide: in Spanish on a Spanish page when it has a live version, else as loaded. */
export async function guideAsShown(db: Db, locale: Locale, guide: GuideDetail): Promise<GuideDetail> {
  const fields = await spanishFieldsOf(db, locale, 'guide', guide.id);
  return fields ? spanishGuide(guide, fields) : guide;
}

/** Guide cards: Spanish titles and summaries where translated. */
export const guideCardsAsShown = <G extends { id: number; title: string; summary: string; imageAlt?: string | null }>(db: Db, locale: Locale, cards: readonly G[]) =>
  inSpanishWhereTranslated(db, locale, 'guide', cards, spanishGuideCard);

/** Article titles in a list of links (a listing's "covered in"): Spanish where translated. */
export const articleTitlesAsShown = <A extends { id: number; title: string }>(db: Db, locale: Locale, items: readonly A[]) =>
  inSpanishWhereTranslated(db, locale, 'article', items, (item, fields) =>
    fields.title?.trim() ? { ...item, title: fields.title, spanish: { english: [] } } : item,
  );

/** A listing's description in Spanish on a Spanish page when an editor wrote one, else null. */
export async function spanishDescription(db: Db, locale: Locale, restaurantId: number) {
  const fields = await spanishFieldsOf(db, locale, 'restaurant', restaurantId);
  return fields?.description?.trim() || null;
}
