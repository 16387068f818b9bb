import type { ArticleInput } from './desk-article';
import type { GuideInput } from './desk-guide';
import type { RecipeInput } from './desk-recipe';

/**
 * The words of an item an editor translates, as flat fields: a key, the desk's
 * label, the English text and whether it takes paragraphs. Only words: places,
 * amounts, prices, photos and dates stay the English item's. The keys are what a
 * stored translation holds (app/db/tables/translations.ts), so a field whose
 * English changed after the translation was saved can be named.
 */
export type TranslatedField = { key: string; label: string; english: string; multiline: boolean };

const field = (key: string, label: string, english: string, multiline = false): TranslatedField => ({ key, label, english, multiline });
const lines = (items: readonly string[]) => items.join('\n');

/** An article's words: its title and body, and the text of each box it has. */
export function articleFields(input: Pick<ArticleInput, 'title' | 'intro' | 'markdown' | 'imageAlt' | 'tips' | 'rating' | 'visit' | 'event' | 'video'>): TranslatedField[] {
  const fields = [field('title', 'Title', input.title), field('intro', 'Intro', input.intro, true), field('markdown', 'Body', input.markdown, true)];
  if (input.imageAlt) fields.push(field('imageAlt', 'Image description', input.imageAlt));
  if (input.tips) fields.push(field('tips.title', 'Tips box title', input.tips.title), field('tips.items', 'Tips (one per line)', lines(input.tips.items), true));
  if (input.rating) fields.push(field('rating.title', 'Rating box title', input.rating.title), field('rating.summary', 'Rating summary', input.rating.summary, true));
  if (input.visit) {
    fields.push(field('visit.title', 'Visit box title', input.visit.title));
    if (input.visit.note) fields.push(field('visit.note', 'Visit note', input.visit.note, true));
  }
  if (input.event) {
    fields.push(field('event.title', 'Event box title', input.event.title), field('event.name', 'Event name', input.event.name));
    input.event.details.forEach((row, i) => fields.push(field(`event.details.${i}.label`, `Event row ${i + 1}: label`, row.label), field(`event.details.${i}.value`, `Event row ${i + 1}: text`, row.value)));
  }
  if (input.video) fields.push(field('video.title', 'Video title', input.video.title));
  return fields;
}

/** A recipe's words: the ingredient names and notes (amounts and units stay), and the steps. */
export function recipeFields(input: Pick<RecipeInput, 'title' | 'description' | 'ingredients' | 'steps'>): TranslatedField[] {
  return [
    field('title', 'Title', input.title),
    field('description', 'Description', input.description, true),
    ...input.ingredients.flatMap((ingredient, i) => [
      field(`ingredients.${i}.item`, `Ingredient ${i + 1}`, ingredient.item),
      ...(ingredient.note ? [field(`ingredients.${i}.note`, `Ingredient ${i + 1}: note`, ingredient.note)] : []),
    ]),
    ...input.steps.map((step, i) => field(`steps.${i}`, `Step ${i + 1}`, step, true)),
  ];
}

/** A guide's words: its title, summary, intro and the note beside each place (keyed by the place's address). */
export function guideFields(input: Pick<GuideInput, 'title' | 'summary' | 'intro' | 'imageAlt' | 'places'>): TranslatedField[] {
  return [
    field('title', 'Title', input.title),
    field('summary', 'Summary', input.summary),
    field('intro', 'Intro', input.intro, true),
    ...(input.imageAlt ? [field('imageAlt', 'Image description', input.imageAlt)] : []),
    ...input.places.map((place) => field(`places.${place.restaurant}.note`, `Note on ${place.restaurant}`, place.note, true)),
  ];
}

/** A listing's editorial words: its description. */
export function restaurantFields(input: { description: string }): TranslatedField[] {
  return [field('description', 'Description', input.description, true)];
}

/** The English of each field, as a translation stores it beside its own words. */
export const englishOf = (fields: readonly TranslatedField[]) => Object.fromEntries(fields.map((f) => [f.key, f.english]));

/**
 * The fields whose English is not what the translator last saw: changed, or new
 * since (a box or a place added). Empty when the translation is up to date.
 */
export function fieldsNeedingUpdate(fields: readonly TranslatedField[], englishWhenSaved: Record<string, string>): TranslatedField[] {
  return fields.filter((f) => englishWhenSaved[f.key] !== f.english);
}

/** The translated text of a field, or the English when the field has none (a box added after). */
export const textOf = (translated: Record<string, string>, key: string, english: string) => translated[key]?.trim() || english;
