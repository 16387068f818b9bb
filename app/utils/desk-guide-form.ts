import { parseWithZod } from '@conform-to/zod';
import { z } from 'zod';
import type { GuideInput, GuideRemoval } from '~/utils/desk-guide';
import { addressField, imagePathField, optionalText, requiredText } from '~/utils/desk-form-fields';
import { fromFortWorthLocal } from '~/utils/hours';

/** A guide is a short list: more than this is a directory page. */
export const MAX_GUIDE_PLACES = 30;

const PlaceRow = z.object({
  restaurant: optionalText(120, 'Restaurant'),
  note: optionalText(600, 'Note'),
  position: z.coerce
    .number({ invalid_type_error: 'Position must be a number' })
    .int('Position must be a whole number')
    .min(1, 'Position must be 1 or more')
    .max(999, 'Position must be at most 999')
    .optional(),
  remove: z.string().optional(),
  reason: optionalText(120, 'Reason'),
});

/**
 * The guide form's one schema. Every field arrives as text, the places as
 * numbered rows (`places[0].restaurant`, `places[0].note`, `places[0].position`,
 * `places[0].remove`, `places[0].reason`), so the form works without
 * JavaScript: blank rows add places, the position numbers reorder them, a
 * ticked Remove takes one out. Conform passes an empty field as undefined.
 */
export const GuideFormSchema = z
  .object({
    title: requiredText(200, 'Title'),
    slug: addressField('best-brisket'),
    summary: requiredText(300, 'Summary'),
    intro: requiredText(6000, 'Intro'),
    imageUrl: imagePathField('Picture', '/images/articles/brisket.svg'),
    imageAlt: optionalText(300, 'Picture description'),
    author: requiredText(100, 'Author'),
    publishedAt: z.string().optional(),
    logNote: optionalText(200, 'Line for the Changes list'),
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
