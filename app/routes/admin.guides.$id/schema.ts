import { parseWithZod } from '@conform-to/zod';
import { z } from 'zod';
import type { GuideInput, GuideRemoval } from '~/utils/desk-guide';
import { fromFortWorthLocal } from '~/utils/hours';
import { SLUG_PATTERN } from '~/utils/slug';

/**
 * The guide form's one schema. Every field arrives as text, the places as
 * numbered rows (`places[0].restaurant`, `places[0].note`, `places[0].position`,
 * `places[0].remove`, `places[0].reason`), so the form works without
 * JavaScript: blank rows add places, the position numbers reorder them, a
 * ticked Remove takes one out. Conform passes an empty field as undefined.
 */
const text = (max: number, label: string) => z.string().trim().max(max, `${label} must be at most ${max} characters`).optional();
const required = (max: number, label: string) =>
  z
    .string({ required_error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

const IMAGE_PATH = /^\/images\/[A-Za-z0-9/_.-]+\.(?:svg|jpe?g|png|webp)$/;
/** A guide is a short list: more than this is a directory page. */
export const MAX_GUIDE_PLACES = 30;

const PlaceRow = z.object({
  restaurant: text(120, 'Restaurant'),
  note: text(600, 'Note'),
  position: z.coerce
    .number({ invalid_type_error: 'Position must be a number' })
    .int('Position must be a whole number')
    .min(1, 'Position must be 1 or more')
    .max(999, 'Position must be at most 999')
    .optional(),
  remove: z.string().optional(),
  reason: text(120, 'Reason'),
});

export const GuideFormSchema = z
  .object({
    title: required(200, 'Title'),
    slug: text(120, 'Address').refine((slug) => !slug || SLUG_PATTERN.test(slug), 'Use lowercase letters, digits and single hyphens, e.g. best-brisket'),
    summary: required(300, 'Summary'),
    intro: required(6000, 'Intro'),
    imageUrl: text(300, 'Picture').refine((path) => !path || IMAGE_PATH.test(path), 'Use a picture on this site, e.g. /images/articles/brisket.svg'),
    imageAlt: text(300, 'Picture description'),
    author: required(100, 'Author'),
    publishedAt: z.string().optional(),
    logNote: text(200, 'Line for the Changes list'),
    places: z.array(PlaceRow).max(MAX_GUIDE_PLACES + 10, `A guide holds at most ${MAX_GUIDE_PLACES} places`).optional(),
  })
  .superRefine((form, ctx) => {
    const issue = (path: Array<string | number>, message: string) => ctx.addIssue({ code: z.ZodIssueCode.custom, path, message });
    if (form.publishedAt && !fromFortWorthLocal(form.publishedAt)) issue(['publishedAt'], 'Choose a date and time');
    if (form.imageUrl && !form.imageAlt) issue(['imageAlt'], 'Describe the picture for readers who cannot see it');
    const seen = new Set<string>();
    let kept = 0;
    (form.places ?? []).forEach((row, i) => {
      if (!row.restaurant) {
        if (row.note) issue(['places', i, 'restaurant'], 'Choose the restaurant this note is about, or clear the note');
        return;
      }
      if (seen.has(row.restaurant)) issue(['places', i, 'restaurant'], 'This restaurant is already in the guide');
      seen.add(row.restaurant);
      if (row.remove) return;
      kept += 1;
      if (!row.note) issue(['places', i, 'note'], 'Say in a sentence or two why it is in the guide');
    });
    if (!kept) issue(['places'], 'Add at least one place');
    if (kept > MAX_GUIDE_PLACES) issue(['places'], `A guide holds at most ${MAX_GUIDE_PLACES} places`);
  })
  .transform((form): { input: GuideInput; removals: GuideRemoval[]; logNote: string } => {
    const rows = (form.places ?? []).map((row, index) => ({ ...row, index })).filter((row) => row.restaurant);
    // Ordered by the typed position. A row given another row's number goes before it
    // (typing 1 on the fourth row moves it to the top); a row without one keeps its place.
    const ordered = rows
      .filter((row) => !row.remove)
      .map((row) => ({ ...row, at: row.position ?? row.index + 1, moved: row.position !== undefined && row.position !== row.index + 1 }))
      .sort((a, b) => a.at - b.at || Number(b.moved) - Number(a.moved) || a.index - b.index);
    return {
      input: {
        title: form.title,
        slug: form.slug ?? '',
        summary: form.summary,
        intro: form.intro.replace(/\r\n/g, '\n'),
        imageUrl: form.imageUrl ?? '',
        imageAlt: form.imageUrl ? (form.imageAlt ?? '') : '',
        author: form.author,
        publishedAt: form.publishedAt ? fromFortWorthLocal(form.publishedAt)!.toISOString() : '',
        places: ordered.map((row) => ({ restaurant: row.restaurant!, note: row.note ?? '' })),
      },
      removals: rows.filter((row) => row.remove).map((row) => ({ restaurant: row.restaurant!, reason: row.reason ?? '' })),
      logNote: form.logNote ?? '',
    };
  });

export function parseGuideForm(formData: FormData) {
  return parseWithZod(formData, { schema: GuideFormSchema });
}

/** What the buttons under the form do. */
export const GuideIntent = z.enum(['save', 'publish', 'schedule', 'unpublish', 'preview', 'restore']);

/** Field labels, for the conflict notice's list of what the other editor changed. */
export const GUIDE_FIELD_LABELS: Record<string, string> = {
  title: 'Title',
  slug: 'Address',
  summary: 'Summary',
  intro: 'Intro',
  imageUrl: 'Picture',
  author: 'Author',
  publishedAt: 'Publish date',
  places: 'Places',
};
