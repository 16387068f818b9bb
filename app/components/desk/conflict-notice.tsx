import type { FieldChange } from '~/utils/desk-conflict';
import { formatDateTime } from '~/utils/format';

/**
 * Shown above a form whose save was refused because another editor saved first:
 * what they changed, while the form below keeps this editor's own text. Saving
 * again (the form now carries the newer version) replaces theirs.
 */
export function ConflictNotice({ by, at, changes }: { by: string | null; at: string | null; changes: FieldChange[] }) {
  return (
    <div role="alert" className="mb-6 rounded-lg border border-amber-400 bg-amber-50 p-4 text-stone-900">
      <p className="font-semibold">
        {by ?? 'Another editor'} saved this item{at ? ` at ${formatDateTime(at)}` : ''} while you were editing. Your changes were not saved yet.
      </p>
      {changes.length ? (
        <>
          <p className="mt-2">Their version differs from yours in:</p>
          <dl className="mt-2 space-y-2">
            {changes.map((change) => (
              <div key={change.field}>
                <dt className="font-medium">{change.label}</dt>
                <dd className="whitespace-pre-wrap break-words rounded bg-white p-2 text-sm">{change.theirs || '(empty)'}</dd>
              </div>
            ))}
          </dl>
        </>
      ) : null}
      <p className="mt-2">Your text is kept below. Save again to replace their version with yours, or reload the page to take theirs.</p>
    </div>
  );
}
