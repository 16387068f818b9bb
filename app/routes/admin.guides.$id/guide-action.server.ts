import type { AppLoadContext } from '@remix-run/cloudflare';
import { json } from '@remix-run/cloudflare';
import { getChangeSnapshot, listChanges } from '~/models/changes.server';
import { findGuidePlaces, getEditableGuide, guideSlugTakenBy, saveGuide, type EditableGuide, type FoundPlace, type GuideLogLine } from '~/models/desk-guides.server';
import { previewPlaces, type GuidePage } from '~/models/guides.server';
import { requireEditor } from '~/modules/auth.server';
import { PRIVATE_PAGE, redirectWithToast } from '~/modules/http.server';
import { publishChanges } from '~/modules/publishing.server';
import { conflictingFields } from '~/utils/desk-conflict';
import { guideComparable, placeDifferences, type GuideInput, type GuideRemoval } from '~/utils/desk-guide';
import { changeAction, nextPublication, SAVE_FAILED, savedToast, saveOrFail } from '~/utils/desk-publishing';
import { formatDateTime } from '~/utils/format';
import { parseMarkdown } from '~/utils/markdown.server';
import { slugify } from '~/utils/slug';
import { GUIDE_FIELD_LABELS, GuideIntent, parseGuideForm } from './schema';

/** Readers see it now: published, or scheduled and its time has come. */
const liveAt = (status: string, publishedAt: string, now: Date) =>
  status === 'published' || (status === 'scheduled' && publishedAt <= now.toISOString());

/**
 * The guide form's one action, for a new guide (`id` null) and an edit: preview
 * (nothing saved), save, publish, schedule, unpublish, or restore an earlier
 * version. While a guide is live, every place it gains or loses is written to
 * its visible Changes list with the save.
 */
export async function guideAction(context: AppLoadContext, request: Request, id: number | null) {
  const editor = await requireEditor(context, request);
  const formData = await request.formData();
  const intent = GuideIntent.safeParse(formData.get('intent'));
  if (!intent.success) throw json({ message: 'Unknown action' }, { status: 400, headers: PRIVATE_PAGE });
  const current = id === null ? null : await getEditableGuide(context.db, id);
  if (id !== null && !current) throw json({ message: 'Guide not found' }, { status: 404, headers: PRIVATE_PAGE });
  if (intent.data === 'restore') return restore(context, current!, formData.get('changeId'), editor.id);

  const submission = parseGuideForm(formData);
  const answer = (status: number, extra: { formErrors?: string[]; fieldErrors?: Record<string, string[]> } = {}) =>
    json({ result: submission.reply(extra), preview: null, conflict: null }, { status, headers: PRIVATE_PAGE });
  if (submission.status !== 'success') return answer(400);
  const { removals, logNote } = submission.value;
  const input: GuideInput = { ...submission.value.input, slug: submission.value.input.slug || slugify(submission.value.input.title).slice(0, 120) };
  if (!input.slug) return answer(400, { fieldErrors: { slug: ['Give the guide an address of letters and digits, e.g. best-brisket'] } });
  const takenBy = await guideSlugTakenBy(context.db, input.slug, id);
  if (takenBy) return answer(400, { fieldErrors: { slug: [`That address is taken by “${takenBy}”. Choose another.`] } });
  const { found, unknown } = await findGuidePlaces(context.db, [...input.places.map((p) => p.restaurant), ...removals.map((r) => r.restaurant)]);
  if (unknown.length) return answer(400, { fieldErrors: rowErrors(formData, unknown, 'restaurant', (slug) => `No listed restaurant has the address “${slug}”`) });
  const places = input.places.map((p) => ({ id: found.get(p.restaurant)!.id, note: p.note }));

  if (intent.data === 'preview') {
    const preview = await previewOf(context, input, places, current);
    return json({ result: submission.reply(), preview, conflict: null }, { headers: PRIVATE_PAGE });
  }

  const now = new Date();
  const next = nextPublication(intent.data, current && { status: current.status, publishedAt: current.input.publishedAt }, input.publishedAt ? new Date(input.publishedAt) : null, now);
  if ('error' in next) return answer(400, { fieldErrors: { publishedAt: [next.error] } });
  const { status, publishedAt } = next;
  const wasLive = current !== null && liveAt(current.status, current.input.publishedAt, now);
  const staysLive = wasLive && liveAt(status, publishedAt, now);
  const log = staysLive ? changesLog(current!.input.places, input.places, found, removals) : { lines: [], unexplained: [] };
  if (log.unexplained.length)
    return answer(400, {
      fieldErrors: rowErrors(formData, log.unexplained, 'reason', () => 'Readers see why a place left the guide: give a reason, e.g. closed'),
    });
  if (staysLive && logNote) log.lines.push({ kind: 'note', restaurantName: null, reason: logNote });

  const saved = { ...input, publishedAt };
  const changed = current ? conflictingFields(guideComparable(saved), guideComparable(current.input), GUIDE_FIELD_LABELS).map((f) => f.label) : [];
  const result = await saveOrFail(
    saveGuide(context.db, {
      id,
      expectedVersion: Number(formData.get('version')) || 0,
      input: saved,
      status,
      publishedAt,
      places,
      log: log.lines,
      userId: editor.id,
      action: changeAction(intent.data, current === null),
      summary: changed.length ? `Changed ${changed.join(', ').toLowerCase()}` : input.title,
    }),
  );
  if ('failed' in result) return answer(503, { formErrors: [SAVE_FAILED] });
  if ('conflict' in result) {
    const theirs = (await getEditableGuide(context.db, id!))!;
    const [latest] = await listChanges(context.db, 'guide', id!, 1);
    return json(
      {
        result: submission.reply(),
        preview: null,
        conflict: {
          by: latest?.by ?? null,
          at: latest?.createdAt ?? theirs.updatedAt,
          version: theirs.version,
          changes: conflictingFields(guideComparable(saved), guideComparable(theirs.input), GUIDE_FIELD_LABELS),
        },
      },
      { status: 409, headers: PRIVATE_PAGE },
    );
  }
  if (wasLive || liveAt(status, publishedAt, now) || status === 'scheduled') await publishChanges(context);
  return redirectWithToast(context, `/admin/guides/${result.id}`, { type: 'success', title: savedToast(status, publishedAt, current === null) });
}

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
async function previewOf(context: AppLoadContext, input: GuideInput, places: Array<{ id: number; note: string }>, current: EditableGuide | null): Promise<GuidePage> {
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
    places: await previewPlaces(context.db, places),
    placeCount: places.length,
    log: [],
  };
}

/** Restore: the recorded version goes back as a new version; a live guide's Changes list says what came and went. */
async function restore(context: AppLoadContext, current: EditableGuide, changeIdValue: FormDataEntryValue | null, userId: number) {
  const changeId = Number(changeIdValue);
  const snapshot = Number.isInteger(changeId) && changeId > 0 ? await getChangeSnapshot(context.db, 'guide', current.id, changeId) : null;
  if (!snapshot) throw json({ message: 'That version is not in this guide’s history' }, { status: 400, headers: PRIVATE_PAGE });
  const back = `/admin/guides/${current.id}`;
  const recorded = snapshot.snapshot as GuideInput;
  if (await guideSlugTakenBy(context.db, recorded.slug, current.id))
    return redirectWithToast(context, back, { type: 'error', title: 'Not restored', description: `Another guide now has the address “${recorded.slug}”.` });
  const { found } = await findGuidePlaces(context.db, [...recorded.places, ...current.input.places].map((p) => p.restaurant));
  // A listing deleted since that version cannot come back.
  const input = { ...recorded, places: recorded.places.filter((p) => found.has(p.restaurant)) };
  const now = new Date();
  const live = liveAt(current.status, current.input.publishedAt, now);
  const log = live ? changesLog(current.input.places, input.places, found, []).lines : [];
  const result = await saveGuide(context.db, {
    id: current.id,
    expectedVersion: current.version,
    input,
    status: current.status,
    publishedAt: input.publishedAt || now.toISOString(),
    places: input.places.map((p) => ({ id: found.get(p.restaurant)!.id, note: p.note })),
    log,
    userId,
    action: 'restored',
    summary: `The version of ${formatDateTime(snapshot.createdAt)}`,
  });
  if ('conflict' in result)
    return redirectWithToast(context, back, { type: 'error', title: 'Not restored', description: 'Another editor saved this guide just now. Try again.' });
  if (live || current.status === 'scheduled') await publishChanges(context);
  return redirectWithToast(context, back, { type: 'success', title: 'Earlier version restored' });
}
