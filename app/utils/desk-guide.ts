import { toFortWorthLocal } from './hours';

/** One place in a guide as the desk edits it: the listing's address (slug) and the editor's note. */
export type GuidePlaceInput = { restaurant: string; note: string };

/**
 * A guide as the desk edits it, and what each recorded change keeps, so
 * Restore puts exactly this back. Places are in the guide's order.
 */
export type GuideInput = {
  title: string;
  slug: string;
  summary: string;
  /** Markdown, like an article's body. */
  intro: string;
  imageUrl: string;
  imageAlt: string;
  author: string;
  /** ISO instant (UTC), or '' when not chosen yet (publishing sets it to now). */
  publishedAt: string;
  places: GuidePlaceInput[];
};

/** A place the editor took out, and why ("closed"): the guide's Changes list says so. */
export type GuideRemoval = { restaurant: string; reason: string };

/** Empty rows under the places, so a place can be added without JavaScript. */
export const BLANK_PLACE_ROWS = 3;

export type GuidePlaceRow = { restaurant: string; note: string; position: string; remove?: string; reason?: string };

/** The form's values for a guide: every field text, places as numbered rows plus blank ones to fill in. */
export function guideToFormValues(input: GuideInput) {
  const rows: GuidePlaceRow[] = input.places.map((place, i) => ({ restaurant: place.restaurant, note: place.note, position: String(i + 1) }));
  for (let i = 0; i < BLANK_PLACE_ROWS; i++) rows.push({ restaurant: '', note: '', position: '' });
  return {
    title: input.title,
    slug: input.slug,
    summary: input.summary,
    intro: input.intro,
    imageUrl: input.imageUrl,
    imageAlt: input.imageAlt,
    author: input.author,
    publishedAt: input.publishedAt ? toFortWorthLocal(new Date(input.publishedAt)) : '',
    logNote: '',
    places: rows,
  };
}

/** Flat text of a guide, for comparing two versions field by field (the conflict notice). */
export function guideComparable(input: GuideInput): Record<string, string> {
  const { places, ...rest } = guideToFormValues(input);
  return {
    ...rest,
    places: places
      .filter((row) => row.restaurant)
      .map((row) => `${row.restaurant}: ${row.note}`)
      .join('\n'),
  };
}

/** What a published guide gained and lost between two versions, in the new version's order. */
export function placeDifferences(before: readonly string[], after: readonly string[]) {
  return { added: after.filter((slug) => !before.includes(slug)), removed: before.filter((slug) => !after.includes(slug)) };
}

export const EMPTY_GUIDE: GuideInput = {
  title: '',
  slug: '',
  summary: '',
  intro: '',
  imageUrl: '',
  imageAlt: '',
  author: '',
  publishedAt: '',
  places: [],
};
