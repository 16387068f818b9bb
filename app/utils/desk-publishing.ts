import type { PublicationStatus } from '~/db/schema';
import { formatDateTime } from './format';

/** What the desk's state buttons do, for articles and recipes alike. */
export type StateIntent = 'save' | 'publish' | 'schedule' | 'unpublish';

export const LIVE_STATUSES: readonly PublicationStatus[] = ['published', 'scheduled'];
export const PAST_TENSE = { save: 'saved', publish: 'published', schedule: 'scheduled', unpublish: 'unpublished' } as const;

/**
 * The state and publish date a save leaves an item in. Save keeps the state (a
 * new item is a draft); Publish dates an item that was not live "now", unless
 * the editor chose an earlier date on purpose; Schedule needs a future time.
 */
export function nextPublication(
  intent: StateIntent,
  current: { status: PublicationStatus; publishedAt: string } | null,
  chosen: Date | null,
  now: Date
): { status: PublicationStatus; publishedAt: string } | { error: string } {
  const wasLive = current !== null && LIVE_STATUSES.includes(current.status);
  switch (intent) {
    case 'schedule':
      if (!chosen || chosen <= now)
        return { error: 'To schedule, choose a publish date and time in the future (Fort Worth time)' };
      return { status: 'scheduled', publishedAt: chosen.toISOString() };
    case 'publish': {
      const backDated = chosen !== null && chosen <= now && (wasLive || chosen.toISOString() !== current?.publishedAt);
      return { status: 'published', publishedAt: (backDated ? chosen : now).toISOString() };
    }
    case 'unpublish':
      return { status: 'unpublished', publishedAt: (chosen ?? now).toISOString() };
    default:
      return { status: current?.status ?? 'draft', publishedAt: (chosen ?? now).toISOString() };
  }
}

/** The history's words for a save. */
export function changeAction(intent: StateIntent, created: boolean) {
  if (!created) return PAST_TENSE[intent];
  return intent === 'save' ? 'created a draft' : `created and ${PAST_TENSE[intent]}`;
}

/** The toast after a save: what readers now see. */
export function savedToast(status: PublicationStatus, publishedAt: string, created: boolean) {
  if (status === 'published') return 'Published: readers see it now';
  if (status === 'scheduled') return `Scheduled: goes live ${formatDateTime(publishedAt)}`;
  if (status === 'unpublished') return 'Unpublished: readers no longer see it';
  return created ? 'Draft saved' : 'Saved';
}

/** A save the database refused for its own reasons: the page comes back with everything typed. */
export const SAVE_FAILED = 'Saving failed on our side. Nothing was lost: your text is below. Please try again in a moment.';

/** Runs a save; a failure is logged and answered as `{ failed: true }` so the form can come back as typed. */
export function saveOrFail<T>(save: Promise<T>): Promise<T | { failed: true }> {
  return save.catch((error: unknown) => {
    console.error('A desk save failed', error);
    return { failed: true as const };
  });
}

/** A desk list's word for an item's date: when a scheduled one goes live, or the date it carries. */
export function publicationLine(status: PublicationStatus, publishedAt: string) {
  return `${status === 'scheduled' ? 'goes live' : 'dated'} ${formatDateTime(publishedAt)}`;
}
