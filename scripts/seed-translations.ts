/**
 * The Spanish sample content (app/content/es/) as the seed writes it: one published
 * translation row per English item, its `fields` the Spanish words and its `english`
 * the English of the same keys (app/utils/translation-fields.ts), so the desk can tell
 * when the English moves on. A row an editor has saved (version > 0) is left alone;
 * a second run changes nothing. A file that names no English item, or whose lists do
 * not line up with the English, stops the seed: a Spanish line under the wrong
 * English one would be worse than none.
 */
import type { Article, ArticleTranslation, Block, Guide, GuideTranslation, Recipe, RecipeTranslation } from '../app/content/types';
import { bodyToInput, type ArticleInput } from '../app/utils/desk-article';
import type { GuideInput } from '../app/utils/desk-guide';
import type { RecipeInput } from '../app/utils/desk-recipe';
import { articleFields, englishOf, guideFields, recipeFields, type TranslatedField } from '../app/utils/translation-fields';
import { sqlValue } from './seed-sql';

export type SpanishContent = { articles: ArticleTranslation[]; recipes: RecipeTranslation[]; guides: GuideTranslation[] };

type EnglishItems = { articles: Article[]; recipes: Recipe[]; guides: Guide[] };

/** Why a Spanish file cannot be seeded, naming the file. */
export class SpanishContentError extends Error {}

const fail = (file: string, why: string): never => {
  throw new SpanishContentError(`app/content/es/${file}.ts: ${why}`);
};

/** The rows the desk derives from an event's own fields (desk-article.ts); the translation's rows line up with the English by position. */
const DERIVED_EVENT_ROWS = ['Date', 'Time', 'Fee'];

/** The words of an article's body and boxes, as the desk's form holds them. */
function articleWords(a: { title: string; intro: string; imageAlt: string; body: Block[] }): ArticleInput {
  return { ...bodyToInput(a.body), title: a.title, intro: a.intro, imageAlt: a.imageAlt } as ArticleInput;
}

/** The same keys on both sides, or the file is misread. */
function sameKeys(file: string, spanish: TranslatedField[], english: TranslatedField[]) {
  const keys = (fields: TranslatedField[]) => fields.map((f) => f.key).filter((key) => key !== 'imageAlt');
  const extra = keys(spanish).filter((key) => !keys(english).includes(key));
  const missing = keys(english).filter((key) => !keys(spanish).includes(key));
  if (extra.length || missing.length) {
    fail(file, `its parts do not match the English (${[...missing.map((k) => `missing ${k}`), ...extra.map((k) => `not in the English: ${k}`)].join(', ')})`);
  }
}

/** An event's rows in the translation, by the English rows' positions: the derived ones are the page's to word. */
function eventDetailsLinedUp(file: string, english: Block[], spanish: Block[]): Block[] {
  const englishEvent = english.find((b) => b.type === 'event');
  return spanish.map((block) => {
    if (block.type !== 'event' || englishEvent?.type !== 'event') return block;
    if (block.items.length !== englishEvent.items.length) fail(file, `its event has ${block.items.length} rows, the English ${englishEvent.items.length}`);
    return { ...block, items: block.items.map((row, i) => (DERIVED_EVENT_ROWS.includes(englishEvent.items[i]!.label) ? englishEvent.items[i]! : row)) };
  });
}

function articleRow(t: ArticleTranslation, english: Article[]) {
  const file = `articles/${t.slug}`;
  const a = english.find((item) => item.slug === t.slug) ?? fail(file, `no English article has the slug "${t.slug}"`);
  const englishFields = articleFields(articleWords({ title: a.title, intro: a.intro, imageAlt: a.image?.alt ?? '', body: a.body }));
  const spanishFields = articleFields(articleWords({ title: t.title, intro: t.intro, imageAlt: t.imageAlt ?? '', body: eventDetailsLinedUp(file, a.body, t.body) }));
  sameKeys(file, spanishFields, englishFields);
  return { entity: 'article', table: 'articles', slug: t.slug, fields: englishOf(spanishFields), english: englishOf(englishFields) };
}

const recipeWords = (r: Pick<RecipeInput, 'title' | 'description' | 'ingredients' | 'steps'>) => recipeFields(r as RecipeInput);

function recipeRow(t: RecipeTranslation, english: Recipe[]) {
  const file = `recipes/${t.slug}`;
  const r = english.find((item) => item.slug === t.slug) ?? fail(file, `no English recipe has the slug "${t.slug}"`);
  if (t.ingredients.length !== r.ingredients.length) fail(file, `it has ${t.ingredients.length} ingredients, the English ${r.ingredients.length}`);
  if (t.steps.length !== r.steps.length) fail(file, `it has ${t.steps.length} steps, the English ${r.steps.length}`);
  const englishFields = recipeWords(r);
  // Amounts and units are the English recipe's; only the names and notes are the translator's.
  const spanishFields = recipeWords({ ...t, ingredients: r.ingredients.map((ingredient, i) => ({ ...ingredient, item: t.ingredients[i]!.item, note: t.ingredients[i]!.note })) });
  sameKeys(file, spanishFields, englishFields);
  return { entity: 'recipe', table: 'recipes', slug: t.slug, fields: englishOf(spanishFields), english: englishOf(englishFields) };
}

function guideRow(t: GuideTranslation, english: Guide[]) {
  const file = `guides/${t.slug}`;
  const g = english.find((item) => item.slug === t.slug) ?? fail(file, `no English guide has the slug "${t.slug}"`);
  const words = (x: { title: string; summary: string; intro: string; imageAlt: string; notes: (slug: string) => string | undefined }) =>
    guideFields({ ...x, places: g.places.map((p) => ({ restaurant: p.restaurant, note: x.notes(p.restaurant) ?? '' })) } as unknown as GuideInput);
  const unknown = Object.keys(t.notes).filter((slug) => !g.places.some((p) => p.restaurant === slug));
  if (unknown.length) fail(file, `notes on places the English guide does not list: ${unknown.join(', ')}`);
  const missing = g.places.filter((p) => !t.notes[p.restaurant]?.trim()).map((p) => p.restaurant);
  if (missing.length) fail(file, `no note on ${missing.join(', ')}`);
  const englishFields = words({ ...g, imageAlt: g.image?.alt ?? '', notes: (slug) => g.places.find((p) => p.restaurant === slug)?.note });
  const spanishFields = words({ ...t, imageAlt: t.imageAlt ?? '', notes: (slug) => t.notes[slug] });
  return { entity: 'guide', table: 'guides', slug: t.slug, fields: englishOf(spanishFields), english: englishOf(englishFields) };
}

/** Every Spanish file as its row, or the first file that cannot be read right. */
export function spanishRows(spanish: SpanishContent, english: EnglishItems) {
  return [
    ...spanish.articles.map((t) => articleRow(t, english.articles)),
    ...spanish.recipes.map((t) => recipeRow(t, english.recipes)),
    ...spanish.guides.map((t) => guideRow(t, english.guides)),
  ];
}

/**
 * The statements writing `spanish` for the English items the seed wrote (an item not in
 * the database, a real site's guide, gets none). Literal SQL, as the rest of the seed:
 * no bound parameters, so D1's limit of 100 per statement never applies.
 */
export function spanishStatements(spanish: SpanishContent, english: EnglishItems, seeded: { articles: boolean; recipes: boolean; guides: boolean }): string[] {
  return spanishRows(spanish, english)
    .filter((row) => seeded[row.table as keyof typeof seeded])
    .map(
      (row) =>
        `INSERT INTO translations (entity, entity_id, locale, fields, english, status, published_at) ` +
        `SELECT ${sqlValue(row.entity)}, id, 'es', ${sqlValue(row.fields)}, ${sqlValue(row.english)}, 'published', published_at FROM ${row.table} WHERE slug = ${sqlValue(row.slug)} ` +
        `ON CONFLICT(entity, entity_id, locale) DO UPDATE SET fields = excluded.fields, english = excluded.english, status = excluded.status, ` +
        `published_at = excluded.published_at, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') ` +
        `WHERE translations.version = 0 AND (translations.fields IS NOT excluded.fields OR translations.english IS NOT excluded.english OR translations.status IS NOT excluded.status)`,
    );
}
