import { findGuidePlaces, getEditableGuide, guideSlugTakenBy, saveGuide, type EditableGuide, type FoundPlace, type GuideLogLine } from '~/models/desk-guides.server';
import { previewPlaces, type GuidePage } from '~/models/guides.server';
import { isLive, type DeskKind } from '~/modules/desk-entity.server';
import { guideComparable, placeDifferences, type GuideInput, type GuideRemoval } from '~/utils/desk-guide';
import { parseMarkdown } from '~/utils/markdown.server';
import { slugify } from '~/utils/slug';
import { GUIDE_FIELD_LABELS, parseGuideForm } from '~/utils/desk-guide-form';
import { PublicationIntent } from '~/utils/desk-form-fields';

type GuideDraft = {
  input: GuideInput;
  places: Array<{ id: number; note: string }>;
  found: Map<string, FoundPlace>;
  removals: GuideRemoval[];
  logNote?: string;
  /** Lines for the guide's visible Changes list, written with the save. */
  log: GuideLogLine[];
};
type GuideValue = { input: Omit<GuideInput, 'slug'> & { slug?: string }; removals: GuideRemoval[]; logNote?: string };

/**
 * Guides at the desk: the shared flow, and while a guide is live, every place it
 * gains or loses is written to its visible Changes list with the save.
 */
export const guideDesk: DeskKind<GuideInput, EditableGuide, GuideDraft, GuideValue> = {
  entity: 'guide',
  noun: 'guide',
  addressHolder: 'guide',
  path: (id) => `/admin/guides/${id}`,
  intents: PublicationIntent.options,
  published: true,
  find: getEditableGuide,
  comparable: guideComparable,
  labels: GUIDE_FIELD_LABELS,
  name: (input) => input.title,
  parse: parseGuideForm,
  async prepare(context, { input: typed, removals, logNote }, _current, formData) {
    const input: GuideInput = { ...typed, slug: typed.slug || slugify(typed.title).slice(0, 120) };
    const { found, unknown } = await findGuidePlaces(context.db, [...input.places.map((p) => p.restaurant), ...removals.map((r) => r.restaurant)]);
    // Checked before the address so a mistyped place is named on its own row.
    if (unknown.length) return { fieldErrors: rowErrors(formData, unknown, 'restaurant', (slug) => `No listed restaurant has the address “${slug}”`) };
    const places = input.places.map((p) => ({ id: found.get(p.restaurant)!.id, note: p.note }));
    return { input, places, found, removals, logNote, log: [] };
  },
  address: {
    field: 'slug',
    missing: 'Give the guide an address of letters and digits, e.g. best-brisket',
    taken: (holder) => `That address is taken by “${holder}”. Choose another.`,
  },
  slugTakenBy: guideSlugTakenBy,
  preview: (context, draft, current) => previewOf(context.db, draft, current),
  async settle(_context, draft, { current, status, publishedAt, now, formData }) {
    const staysLive = current !== null && isLive(current.status, current.input.publishedAt, now) && isLive(status, publishedAt, now);
    if (!staysLive) return draft;
    const log = changesLog(current.input.places, draft.input.places, draft.found, draft.removals);
    if (log.unexplained.length)
      return {
        fieldErrors: rowErrors(formData, log.unexplained, 'reason', () => 'Readers see why a place left the guide: give a reason, e.g. closed'),
      };
    if (draft.logNote) log.lines.push({ kind: 'note', restaurantName: null, reason: draft.logNote });
    return { ...draft, log: log.lines };
  },
  typed: (_formData, draft) => guideComparable(draft.input),
  save: (db, { input, places, log }, save) => saveGuide(db, { ...save, input, places, log }),
  async restored(context, snapshot, current) {
    const recorded = snapshot as GuideInput;
    const { found } = await findGuidePlaces(context.db, [...recorded.places, ...current.input.places].map((p) => p.restaurant));
    // A listing deleted since that version cannot come back.
    const input = { ...recorded, places: recorded.places.filter((p) => found.has(p.restaurant)) };
    const live = isLive(current.status, current.input.publishedAt, new Date());
    return {
      input,
      places: input.places.map((p) => ({ id: found.get(p.restaurant)!.id, note: p.note })),
      found,
      removals: [],
      log: live ? changesLog(current.input.places, input.places, found, []).lines : [],
    };
  },
};

/**
 * The Changes lines of a live guide's save: each place gained, each place lost
 * with the editor's reason. `unexplained` names the places that left without one.
 */
function changesLog(before: GuideInput['places'], after: GuideInput['places'], found: Map<string, FoundPlace>, removals: GuideRemoval[]) {
  const { added, removed } = placeDifferences(
    before.map((p) => p.restaurant),
    after.map((p) => p.restaurant),
  );
  const reasons = new Map(removals.map((r) => [r.restaurant, r.reason]));
  const lines: GuideLogLine[] = [
    ...removed.map((slug) => ({ kind: 'removed' as const, restaurantName: found.get(slug)?.name ?? slug, reason: reasons.get(slug) || null })),
    ...added.map((slug) => ({ kind: 'added' as const, restaurantName: found.get(slug)!.name, reason: null })),
  ];
  return { lines, unexplained: removed.filter((slug) => !reasons.get(slug)) };
}

/** Messages on the rows whose `field` belongs to one of `slugs`, keyed as Conform names them. */
function rowErrors(formData: FormData, slugs: string[], field: 'restaurant' | 'reason', message: (slug: string) => string) {
  const errors: Record<string, string[]> = {};
  const unplaced: string[] = [];
  for (const slug of slugs) {
    const row = [...formData.entries()].find(([key, value]) => /^places\[\d+\]\.restaurant$/.test(key) && String(value).trim() === slug);
    if (row) errors[row[0].replace(/\.restaurant$/, `.${field}`)] = [message(slug)];
    else unplaced.push(slug);
  }
  // A place whose row was overwritten with another restaurant: its message goes over the list.
  if (unplaced.length) errors.places = unplaced.map((slug) => `${slug} left the guide: put it back and tick Remove with a reason`);
  return errors;
}

/** The guide as readers would see it, drawn by the same template, from what was typed (nothing saved). */
async function previewOf(db: Parameters<typeof previewPlaces>[0], { input, places }: GuideDraft, current: EditableGuide | null): Promise<GuidePage> {
  const now = new Date().toISOString();
  return {
    id: current?.id ?? 0,
    slug: input.slug,
    title: input.title,
    summary: input.summary,
    imageUrl: input.imageUrl || null,
    imageAlt: input.imageAlt || null,
    author: input.author,
    publishedAt: input.publishedAt || now,
    updatedAt: now,
    introNodes: parseMarkdown(input.intro),
    places: await previewPlaces(db, places),
    placeCount: places.length,
    log: [],
  };
}
