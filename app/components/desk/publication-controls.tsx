const STATE_NOTES: Record<string, string> = {
  new: 'Not saved yet.',
  draft: 'Draft: only editors see it.',
  scheduled: 'Scheduled: goes live by itself at its publish time.',
  published: 'Published: saving changes shows them to readers at once.',
  unpublished: 'Unpublished: readers no longer see it.',
};

/** Where an item stands, over its form: what the buttons below will do depends on it. */
export function PublicationState({ status, published }: { status: string; published?: string }) {
  const note = status === 'published' && published ? published : STATE_NOTES[status];
  return <p className="rounded-lg bg-stone-100 px-4 py-2 text-sm text-stone-800">{note ?? status}</p>;
}

/**
 * The buttons of an item with publication states, kept in reach at the foot of a
 * long form: preview, save, publish, schedule, and unpublish once it is live.
 * Each posts the whole form, so they work without JavaScript.
 */
export function PublicationButtons({ status, busy }: { status: string; busy: boolean }) {
  const live = status === 'published' || status === 'scheduled';
  return (
    <div className="-mx-4 flex flex-wrap gap-2 border-t border-stone-200 bg-white px-4 py-3 sm:sticky sm:bottom-0">
      <button type="submit" name="intent" value="preview" className="btn-secondary" disabled={busy}>
        Preview
      </button>
      <button type="submit" name="intent" value="save" className="btn-secondary" disabled={busy}>
        {live ? 'Save changes' : 'Save draft'}
      </button>
      <button type="submit" name="intent" value="publish" className="btn-primary" disabled={busy}>
        {status === 'published' ? 'Publish changes' : 'Publish now'}
      </button>
      <button type="submit" name="intent" value="schedule" className="btn-secondary" disabled={busy}>
        Schedule
      </button>
      {live ? (
        <button type="submit" name="intent" value="unpublish" className="btn-secondary" disabled={busy}>
          Unpublish
        </button>
      ) : null}
    </div>
  );
}
