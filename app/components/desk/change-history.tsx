import { Form } from '@remix-run/react';
import { formatDateTime } from '~/utils/format';

export type HistoryEntry = { id: number; action: string; summary: string; createdAt: string; by: string | null; restorable: boolean };

/**
 * An item's history in the desk: who changed what and when, newest first, each
 * recorded version with a "Restore" button (a plain POST with intent=restore).
 */
export function ChangeHistory({ entries }: { entries: HistoryEntry[] }) {
  return (
    <section aria-labelledby="history" className="mt-10">
      <h2 id="history" className="text-xl font-bold text-stone-900">
        History
      </h2>
      {entries.length ? (
        <ol className="mt-3 divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white">
          {entries.map((entry, index) => (
            <li key={entry.id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3 text-sm">
              <span className="text-stone-800">
                <span className="font-medium">{entry.by ?? 'The site'}</span> {entry.action}
                {entry.summary ? ` · ${entry.summary}` : ''} <span className="text-stone-600">· {formatDateTime(entry.createdAt)}</span>
              </span>
              {entry.restorable && index > 0 ? (
                <Form method="post">
                  <input type="hidden" name="changeId" value={entry.id} />
                  <button type="submit" name="intent" value="restore" className="btn-secondary">
                    Restore this version
                  </button>
                </Form>
              ) : null}
            </li>
          ))}
        </ol>
      ) : (
        <p className="mt-3 text-stone-700">No changes recorded yet.</p>
      )}
    </section>
  );
}
