import type { SubmissionResult } from '@conform-to/react';
import { ConflictNotice } from '~/components/desk/conflict-notice';
import { GuideView } from '~/components/guide-view';
import type { GuidePage } from '~/models/guides.server';
import type { FieldChange } from '~/utils/desk-conflict';
import { GuideForm, type GuideFormValues } from './guide-form';

export type GuideActionData = {
  result: SubmissionResult<string[]>;
  preview: GuidePage | null;
  conflict: { by: string | null; at: string | null; version: number; changes: FieldChange[] } | null;
};

/**
 * The editing screen of a new or existing guide: a refused save's conflict
 * notice, the preview (drawn by the readers' template, nothing saved), then the form.
 */
export function GuideEditor({
  heading,
  defaultValue,
  version,
  status,
  choices,
  closed,
  actionData,
}: {
  heading: React.ReactNode;
  defaultValue: GuideFormValues;
  version: number;
  status: string;
  choices: Array<{ slug: string; name: string }>;
  closed: string[];
  actionData: GuideActionData | undefined;
}) {
  const preview = actionData?.preview ?? null;
  const conflict = actionData?.conflict ?? null;
  return (
    <div className="mx-auto max-w-3xl">
      {heading}
      {conflict ? <ConflictNotice by={conflict.by} at={conflict.at} changes={conflict.changes} /> : null}
      {preview ? (
        <section aria-labelledby="preview-heading" className="mb-8 overflow-hidden rounded-2xl border-4 border-dashed border-amber-400">
          <h2 id="preview-heading" className="bg-amber-100 px-4 py-2 font-bold text-amber-950">
            Preview: not saved, readers cannot see this
          </h2>
          <div className="bg-white">
            <GuideView guide={preview} />
          </div>
        </section>
      ) : null}
      <GuideForm
        key={conflict ? `conflict-${conflict.version}` : `v${version}`}
        defaultValue={defaultValue}
        lastResult={actionData?.result}
        version={conflict?.version ?? version}
        status={status}
        choices={choices}
        closed={closed}
      />
    </div>
  );
}
