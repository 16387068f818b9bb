import type { AppLoadContext } from '@remix-run/cloudflare';
import { json } from '@remix-run/cloudflare';
import { getChangeSnapshot, listChanges } from '~/models/changes.server';
import {
  confirmDetails,
  getEditableRestaurant,
  restaurantInputOf,
  restaurantSlugTakenBy,
  saveRestaurant,
  type EditableRestaurant,
} from '~/models/desk-restaurants.server';
import { requireEditor } from '~/modules/auth.server';
import { placeFromAddress } from '~/modules/geocoder.server';
import { addressBesideSample, waitForSampleAddress } from '~/modules/sample-twins.server';
import { PRIVATE_PAGE, redirectWithToast } from '~/modules/http.server';
import { publishChanges } from '~/modules/publishing.server';
import { conflictingFields } from '~/utils/desk-conflict';
import { SAVE_FAILED, saveOrFail } from '~/utils/desk-publishing';
import { formatDateTime, formatMonthYear } from '~/utils/format';
import { parseRestaurantForm, RESTAURANT_FIELD_LABELS, restaurantFromForm, RestaurantIntent, restaurantToFormValues } from '~/utils/desk-restaurant';

/**
 * The restaurant form's one action, for a new listing (`id` null) and an edit.
 * Every save shows to readers at once, and publishes a draft an import left (decision 040).
 */
export async function restaurantAction(context: AppLoadContext, request: Request, id: number | null) {
  const editor = await requireEditor(context, request);
  const formData = await request.formData();
  const intent = RestaurantIntent.safeParse(formData.get('intent') ?? 'save');
  if (!intent.success) throw json({ message: 'Unknown action' }, { status: 400, headers: PRIVATE_PAGE });
  const current = id === null ? null : await getEditableRestaurant(context.db, id);
  if (id !== null && !current) throw json({ message: 'Restaurant not found' }, { status: 404, headers: PRIVATE_PAGE });
  if (intent.data === 'restore') return restore(context, current!, formData.get('changeId'), editor.id);
  if (intent.data === 'confirm') {
    if (!current) throw json({ message: 'Save the new restaurant first' }, { status: 400, headers: PRIVATE_PAGE });
    return confirm(context, current, editor.id);
  }

  const submission = parseRestaurantForm(formData, context.now.date);
  const answer = (status: number, extra: { conflict?: unknown } = {}, fieldErrors?: Record<string, string[]>, formErrors?: string[]) =>
    json(
      { result: submission.reply(fieldErrors || formErrors ? { fieldErrors, formErrors } : undefined), conflict: null, ...extra },
      { status, headers: PRIVATE_PAGE },
    );
  if (submission.status !== 'success') return answer(400);

  const input = restaurantFromForm(submission.value, { today: context.now.date, previous: current?.input.facts ?? {} });
  if (!input.slug) return answer(400, {}, { name: ['Give a name with letters or digits'] });
  // A real place named like a sample listing sits beside it, never replaces it (decision 036).
  const besideSample = await addressBesideSample(context.db, input.slug, current);
  if (besideSample) input.slug = besideSample.slug;
  const takenBy = await restaurantSlugTakenBy(context.db, input.slug, id);
  if (takenBy) return answer(400, {}, { name: [`Another listing, “${takenBy}”, already has this name's address. Add its area, e.g. “${input.name} Magnolia”.`] });
  // Before the changes are listed, so coordinates it finds are named in the history.
  const placing = await placeFromAddress(context.cloudflare.env, input);

  const changed = current
    ? conflictingFields(restaurantToFormValues(input), restaurantToFormValues(current.input), RESTAURANT_FIELD_LABELS).map((f) => f.label)
    : [];
  const result = await saveOrFail(
    saveRestaurant(context.db, {
      id,
      expectedVersion: Number(formData.get('version')) || 0,
      input,
      closedAt: input.closed ? (current?.closedAt ?? new Date().toISOString()) : null,
      previousSlug: current?.input.slug ?? null,
      userId: editor.id,
      action: current === null ? 'created' : input.closed && !current.input.closed ? 'marked permanently closed' : 'updated',
      summary: changed.length ? `Changed ${changed.join(', ').toLowerCase()}` : input.name,
    }),
  );
  if ('failed' in result) return answer(503, {}, undefined, [SAVE_FAILED]);
  if ('conflict' in result) {
    const theirs = (await getEditableRestaurant(context.db, id!))!;
    const [latest] = await listChanges(context.db, 'restaurant', id!, 1);
    const mine = Object.fromEntries([...formData.entries()].map(([key, value]) => [key, String(value)]));
    return answer(409, {
      conflict: {
        by: latest?.by ?? null,
        at: latest?.createdAt ?? theirs.updatedAt,
        version: theirs.version,
        changes: conflictingFields(mine, restaurantToFormValues(theirs.input), RESTAURANT_FIELD_LABELS),
      },
    });
  }
  if (besideSample) await waitForSampleAddress(context.db, input.slug, besideSample.takesSlug);
  await publishChanges(context);
  return redirectWithToast(context, `/admin/restaurants/${result.id}`, {
    type: 'success',
    title: current === null ? 'Restaurant added' : 'Changes saved',
    description: placing ? `Readers see them now. ${placing}` : 'Readers see them now.',
  });
}

/** Restore: the recorded version goes back, as a new recorded change and a new version. */
async function restore(context: AppLoadContext, current: EditableRestaurant, changeIdValue: FormDataEntryValue | null, userId: number) {
  const changeId = Number(changeIdValue);
  const snapshot = Number.isInteger(changeId) && changeId > 0 ? await getChangeSnapshot(context.db, 'restaurant', current.id, changeId) : null;
  if (!snapshot) throw json({ message: 'That version is not in this restaurant’s history' }, { status: 400, headers: PRIVATE_PAGE });
  const input = restaurantInputOf(snapshot.snapshot);
  const back = `/admin/restaurants/${current.id}`;
  if (await restaurantSlugTakenBy(context.db, input.slug, current.id)) {
    return redirectWithToast(context, back, { type: 'error', title: 'Not restored', description: `Another listing now has the address “${input.slug}”.` });
  }
  const result = await saveRestaurant(context.db, {
    id: current.id,
    expectedVersion: current.version,
    input,
    closedAt: input.closed ? (current.closedAt ?? new Date().toISOString()) : null,
    previousSlug: current.input.slug,
    userId,
    action: 'restored',
    summary: `The version of ${formatDateTime(snapshot.createdAt)}`,
  });
  if ('conflict' in result) {
    return redirectWithToast(context, back, { type: 'error', title: 'Not restored', description: 'Another editor saved this restaurant just now. Try again.' });
  }
  await publishChanges(context);
  return redirectWithToast(context, back, { type: 'success', title: 'Earlier version restored' });
}

/** "Confirm details": the listing is right as it stands; only its checked date moves, and the page says so. */
async function confirm(context: AppLoadContext, current: EditableRestaurant, userId: number) {
  const at = new Date();
  await confirmDetails(context.db, { id: current.id, userId, at });
  await publishChanges(context);
  return redirectWithToast(context, `/admin/restaurants/${current.id}`, {
    type: 'success',
    title: 'Details confirmed',
    description: `Its page says “Details checked ${formatMonthYear(at)}”.`,
  });
}
