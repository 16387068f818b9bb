import type { PublicationStatus } from '~/db/schema';
import type { ArticleInput } from './desk-article';
import type { GuideInput } from './desk-guide';
import type { RecipeInput } from './desk-recipe';
import { fieldsNeedingUpdate, textOf, type TranslatedField } from './translation-fields';

/*
 * The desk's Spanish editor, as pure pieces: the form's field names, what
 * publishing asks of it, where a translation stands, and the English item with
 * the Spanish words put in (what the preview draws).
 */

/**
 * A field's name in the form. Keys hold dots (`tips.title`, `event.details.0.label`)
 * that the form library would read as nesting, so each becomes `__`; no key holds
 * `__` (place keys are addresses: letters, digits and single hyphens).
 */
export const formNameOf = (key: string) => `es__${key.replaceAll('.', '__')}`;

/** The Spanish typed in a form, by field key, for the item's fields only; empty fields are absent. */
export function typedSpanish(fields: readonly TranslatedField[], values: Record<string, unknown>): Record<string, string> {
  const typed: Record<string, string> = {};
  for (const field of fields) {
    const value = values[formNameOf(field.key)];
    if (typeof value === 'string' && value.trim()) typed[field.key] = value.trim();
  }
  return typed;
}

/** Readers see every field in Spanish or none: publishing names each field still empty, under it. */
export function untranslatedFields(fields: readonly TranslatedField[], spanish: Record<string, string>): Record<string, string[]> {
  return Object.fromEntries(
    fields
      .filter((field) => !spanish[field.key]?.trim())
      .map((field) => [formNameOf(field.key), [`Write the Spanish ${lowerFirst(field.label)} before it goes live`]])
  );
}

const lowerFirst = (label: string) => label[0]!.toLowerCase() + label.slice(1);

export type SpanishState = {
  status: PublicationStatus | 'none';
  needsUpdate: TranslatedField[];
};

/** Where an item's Spanish version stands: none, or its state and the fields whose English changed since it was saved. */
export function spanishState(
  row: { status: PublicationStatus; english: Record<string, string> } | null | undefined,
  fields: readonly TranslatedField[]
): SpanishState {
  if (!row) return { status: 'none', needsUpdate: [] };
  return {
    status: row.status,
    needsUpdate: fieldsNeedingUpdate(fields, row.english),
  };
}

/** What the desk's lists and the English editor show of it. */
export type SpanishSummary = {
  status: SpanishState['status'];
  needsUpdate: boolean;
};

export const spanishSummary = (state: SpanishState): SpanishSummary => ({
  status: state.status,
  needsUpdate: state.needsUpdate.length > 0,
});

/** The desk's words for it, e.g. "Spanish: published, needs update". */
export function spanishStateLine({ status, needsUpdate }: SpanishSummary) {
  return `Spanish: ${status}${needsUpdate && status !== 'none' ? ', needs update' : ''}`;
}

const line = (text: string) =>
  text
    .split('\n')
    .map((item) => item.trim())
    .filter(Boolean);

/** An article with its words in Spanish (a field without Spanish keeps its English). */
export function translatedArticleInput(input: ArticleInput, spanish: Record<string, string>): ArticleInput {
  const es = (key: string, english: string) => textOf(spanish, key, english);
  return {
    ...input,
    title: es('title', input.title),
    intro: es('intro', input.intro),
    markdown: es('markdown', input.markdown),
    imageAlt: input.imageAlt && es('imageAlt', input.imageAlt),
    tips: input.tips && {
      title: es('tips.title', input.tips.title),
      items: line(es('tips.items', input.tips.items.join('\n'))),
    },
    rating: input.rating && {
      ...input.rating,
      title: es('rating.title', input.rating.title),
      summary: es('rating.summary', input.rating.summary),
    },
    visit: input.visit && {
      ...input.visit,
      title: es('visit.title', input.visit.title),
      note: input.visit.note && es('visit.note', input.visit.note),
    },
    event: input.event && {
      ...input.event,
      title: es('event.title', input.event.title),
      name: es('event.name', input.event.name),
      details: input.event.details.map((row, i) => ({
        label: es(`event.details.${i}.label`, row.label),
        value: es(`event.details.${i}.value`, row.value),
      })),
    },
    video: input.video && {
      ...input.video,
      title: es('video.title', input.video.title),
    },
  };
}

/** A recipe with its words in Spanish: amounts and units stay. */
export function translatedRecipeInput(input: RecipeInput, spanish: Record<string, string>): RecipeInput {
  const es = (key: string, english: string) => textOf(spanish, key, english);
  return {
    ...input,
    title: es('title', input.title),
    description: es('description', input.description),
    ingredients: input.ingredients.map((ingredient, i) => ({
      ...ingredient,
      item: es(`ingredients.${i}.item`, ingredient.item),
      ...(ingredient.note ? { note: es(`ingredients.${i}.note`, ingredient.note) } : {}),
    })),
    steps: input.steps.map((step, i) => es(`steps.${i}`, step)),
  };
}

/** A guide with its words in Spanish: the places and their order stay. */
export function translatedGuideInput(input: GuideInput, spanish: Record<string, string>): GuideInput {
  const es = (key: string, english: string) => textOf(spanish, key, english);
  return {
    ...input,
    title: es('title', input.title),
    summary: es('summary', input.summary),
    intro: es('intro', input.intro),
    imageAlt: input.imageAlt && es('imageAlt', input.imageAlt),
    places: input.places.map((place) => ({
      ...place,
      note: es(`places.${place.restaurant}.note`, place.note),
    })),
  };
}

/** The Spanish form's hidden record of the English item's version it showed. */
export const ENGLISH_VERSION_FIELD = 'englishVersion';
