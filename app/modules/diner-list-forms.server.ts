import type { SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod';
import { json, type AppLoadContext } from '@remix-run/cloudflare';
import { z } from 'zod';
import { revokeShare, saveBeenDetails, shareList } from '~/models/diner-lists.server';
import { restaurantExists } from '~/models/restaurants.server';
import { getOptionalUser } from './auth.server';
import { PRIVATE_PAGE, redirectWithToast, toastWithAnswer } from './http.server';
import { clientKey, RATE_LIMITED_MESSAGE, tooManyRequests, withinRateLimit } from './rate-limit.server';
import { BEEN_NOTE_MAX, LIST_KEYS, SHARE_NOTE_MAX, SHARE_TITLE_MAX } from '~/utils/diner-lists';
import { translator } from './messages.server';
import type { Translate } from '~/utils/i18n';

/*
 * The forms of a diner's lists that carry text: a Been place's day and note (on
 * the restaurant page and /lists), and sharing a list by link (/lists). Each page's
 * action hands its form here: post/redirect/get with a toast on success, the
 * diner's values and messages back with a 400 otherwise (JavaScript or not).
 */

/** YYYY-MM-DD that is a real calendar day. */
function isCalendarDay(value: string) {
  const date = new Date(`${value}T12:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/**
 * A Been place's details: an optional day, not after `today` (Fort Worth's date),
 * and an optional private note.
 */
export function beenDetailsSchema(today: string, t: Translate) {
  return z.object({
    restaurantId: z.coerce.number().int().positive(),
    visitedOn: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, t('been.dayFormat'))
      .refine(isCalendarDay, t('been.realDay'))
      .refine((day) => day >= '1900-01-01', t('been.after1900'))
      .refine((day) => day <= today, t('been.notYet'))
      .optional(),
    note: z.string().trim().max(BEEN_NOTE_MAX, t('been.noteTooLong', { max: BEEN_NOTE_MAX })).optional(),
  });
}

/** Sharing a list: a title and a short note shown above the places. */
export const ShareListSchema = z.object({
  list: z.enum(LIST_KEYS),
  title: z
    .string({ required_error: 'Give the list a title' })
    .trim()
    .min(1, 'Give the list a title')
    .max(SHARE_TITLE_MAX, `Keep the title to ${SHARE_TITLE_MAX} characters`),
  note: z.string().trim().max(SHARE_NOTE_MAX, `Keep the note to ${SHARE_NOTE_MAX} characters`).optional(),
});

const LOGIN_REQUIRED = { type: 'error', title: 'Login required', description: 'Please login to keep your lists' } as const;
const SAVE_FAILED = { type: 'error', title: 'Lists not updated', description: 'We could not save that change. Please try again.' } as const;

/** Which form answered: a page with several forms shows the reply on the one that was sent. */
export type ListFormReply = { form: string; result: SubmissionResult<string[]> | undefined };

/** Every answer of these forms is the diner's own: never stored. */
const refused = (form: string, result: ListFormReply['result'], status: number) =>
  json<ListFormReply>({ form, result }, { status, headers: PRIVATE_PAGE });

/**
 * Handles the list forms a page posts to itself: `intent` is been-details, share or
 * unshare. Returns null for another intent (the page's own).
 */
export async function handleListForm(request: Request, context: AppLoadContext, formData: FormData, redirectTo: string) {
  const intent = formData.get('intent');
  if (intent !== 'been-details' && intent !== 'share' && intent !== 'unshare') return null;
  const user = await getOptionalUser(context);
  if (!user) return redirectWithToast(context, redirectTo, LOGIN_REQUIRED);
  if (!(await withinRateLimit(context, 'FORM_RATE_LIMITER', clientKey(request, user.id)))) {
    toastWithAnswer(context, { type: 'error', title: 'Too many requests', description: RATE_LIMITED_MESSAGE });
    return json(null, tooManyRequests(PRIVATE_PAGE));
  }

  if (intent === 'been-details') {
    const t = translator(context.locale);
    const submission = parseWithZod(formData, { schema: beenDetailsSchema(context.now.date, t) });
    const form = `been-${String(formData.get('restaurantId'))}`;
    if (submission.status !== 'success') return refused(form, submission.reply(), 400);
    const { restaurantId, visitedOn, note } = submission.value;
    if (!(await restaurantExists(context.db, restaurantId))) return refused(form, submission.reply({ formErrors: [t('been.notListed')] }), 404);
    try {
      await saveBeenDetails(context.db, user.id, restaurantId, { visitedOn: visitedOn ?? null, note: note || null });
    } catch (error) {
      console.error('Saving Been details failed', error);
      return redirectWithToast(context, redirectTo, SAVE_FAILED);
    }
    return redirectWithToast(context, redirectTo, { type: 'success', title: t('been.saved'), description: t('been.savedText') });
  }

  if (intent === 'share') {
    const submission = parseWithZod(formData, { schema: ShareListSchema });
    const form = `share-${String(formData.get('list'))}`;
    if (submission.status !== 'success') return refused(form, submission.reply(), 400);
    const { list, title, note } = submission.value;
    await shareList(context.db, user.id, { list, title, note: note || null });
    const t = translator(context.locale);
    return redirectWithToast(context, redirectTo, { type: 'success', title: t('lists.shared', { list }), description: t('lists.sharedText') });
  }

  const list = LIST_KEYS.find((key) => key === formData.get('list'));
  if (!list) return json({ form: 'unshare', result: undefined }, { status: 400, headers: PRIVATE_PAGE });
  await revokeShare(context.db, user.id, list);
  const t = translator(context.locale);
  return redirectWithToast(context, redirectTo, { type: 'success', title: t('lists.unshared'), description: t('lists.unsharedText', { list }) });
}
