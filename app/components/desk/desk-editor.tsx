import type { SubmissionResult } from '@conform-to/react';
import { Link } from '@remix-run/react';
import type { FieldChange } from '~/utils/desk-conflict';
import type { ListingWarning } from '~/utils/hours-claims';
import type { SpanishSummary } from '~/utils/translation-form';
import { ChangeHistory } from './change-history';
import { ConflictNotice } from './conflict-notice';
import { ListingWarnings } from './listing-warnings';
import { SpanishBadge } from './status-badge';

/** What a desk form's action answers when it does not redirect: messages, a preview, or a conflict. */
export type DeskActionData<Preview> = {
  result: SubmissionResult<string[]>;
  preview: Preview | null;
  conflict: { by: string | null; at: string | null; version: number; changes: FieldChange[] } | null;
};

/**
 * The editing screen of any desk item: a refused save's conflict notice, the
 * preview (drawn by the readers' own template, nothing saved), then the form.
 * The form is drawn afresh for each version, so after a conflict it carries the
 * newer version with the editor's own text still in it.
 */
export function DeskEditor<Preview>({
  heading,
  actionData,
  version,
  preview,
  children,
}: {
  heading: React.ReactNode;
  actionData: DeskActionData<Preview> | undefined;
  version: number;
  preview?: (preview: Preview) => React.ReactNode;
  children: (form: { key: string; version: number; lastResult: SubmissionResult<string[]> | undefined }) => React.ReactNode;
}) {
  const conflict = actionData?.conflict ?? null;
  const shown = actionData?.preview ?? null;
  return (
    <div className="mx-auto max-w-3xl">
      {heading}
      {conflict ? <ConflictNotice by={conflict.by} at={conflict.at} changes={conflict.changes} /> : null}
      {shown !== null && preview ? (
        <section aria-labelledby="preview-heading" className="mb-8 overflow-hidden rounded-2xl border-4 border-dashed border-amber-400">
          <h2 id="preview-heading" className="bg-amber-100 px-4 py-2 font-bold text-amber-950">
            Preview: not saved, readers cannot see this
          </h2>
          <div className="bg-white">{preview(shown)}</div>
        </section>
      ) : null}
      {children({
        key: conflict ? `conflict-${conflict.version}` : `v${version}`,
        version: conflict?.version ?? version,
        lastResult: actionData?.result,
      })}
    </div>
  );
}

/** What an editor of a kind with publication states is given: its heading, the stored values and state, the action's answer. */
export type PublishedEditorProps<Values, Preview> = {
  heading: React.ReactNode;
  defaultValue: Values;
  version: number;
  status: string;
  actionData: DeskActionData<Preview> | undefined;
};

/**
 * An editor's heading: "Edit: …", a link to the page readers see when it is live,
 * where its text disagrees with a listing, and what else the kind shows; for an
 * item not saved yet (no title), just its `fresh` heading, e.g. "New article".
 */
export function DeskItemHeading({
  title,
  fresh,
  livePath,
  warnings,
  children,
}: {
  title: React.ReactNode | null;
  fresh: string;
  livePath: string | null;
  warnings?: ListingWarning[];
  children?: React.ReactNode;
}) {
  if (title === null) return <h1 className="mb-6 text-2xl font-bold text-stone-900">{fresh}</h1>;
  return (
    <div className="mb-6 flex flex-wrap items-baseline justify-between gap-2">
      <h1 className="text-2xl font-bold text-stone-900">{title}</h1>
      {livePath ? (
        <Link to={livePath} className="inline-flex min-h-[44px] items-center font-semibold text-brand-800 underline">
          View on the site
        </Link>
      ) : null}
      {warnings ? (
        <div className="w-full">
          <ListingWarnings warnings={warnings} />
        </div>
      ) : null}
      {children}
    </div>
  );
}

/** The item's recorded changes, under its editor; none for an item not saved yet. */
export function DeskHistory({ entries, fresh }: { entries: React.ComponentProps<typeof ChangeHistory>['entries']; fresh: boolean }) {
  if (fresh) return null;
  return (
    <div className="mx-auto max-w-3xl">
      <ChangeHistory entries={entries} />
    </div>
  );
}

/** The English editor's way to its Spanish version, with where that stands. */
export function SpanishVersionLink({ to, state }: { to: string; state: SpanishSummary }) {
  return (
    <p className="flex w-full flex-wrap items-center gap-2">
      <Link to={to} className="inline-flex min-h-[44px] items-center font-semibold text-brand-800 underline">
        Spanish version
      </Link>{' '}
      <SpanishBadge state={state} />
    </p>
  );
}
