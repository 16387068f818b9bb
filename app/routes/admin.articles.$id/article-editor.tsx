import type { SubmissionResult } from '@conform-to/react';
import { ConflictNotice } from '~/components/desk/conflict-notice';
import { NewsArticleView, ReviewArticle } from '~/components/article-body';
import type { ArticleDetail } from '~/models/articles.server';
import type { FieldChange } from '~/utils/desk-conflict';
import { ArticleForm } from './article-form';

export type ArticleActionData = {
  result: SubmissionResult<string[]>;
  preview: ArticleDetail | null;
  conflict: { by: string | null; at: string | null; version: number; changes: FieldChange[] } | null;
};

/**
 * The editing screen of a new or existing article: a refused save's conflict
 * notice, the preview (drawn by the readers' template, nothing saved), then the
 * form with what the editor typed.
 */
export function ArticleEditor({
  heading,
  defaultValue,
  version,
  status,
  actionData,
}: {
  heading: React.ReactNode;
  defaultValue: Record<string, string>;
  version: number;
  status: string;
  actionData: ArticleActionData | undefined;
}) {
  const preview = actionData?.preview ?? null;
  const conflict = actionData?.conflict ?? null;
  return (
    <div className="mx-auto max-w-3xl">
      {heading}
      {conflict ? <ConflictNotice by={conflict.by} at={conflict.at} changes={conflict.changes} /> : null}
      {preview ? (
        <section
          aria-labelledby="preview-heading"
          className="mb-8 overflow-hidden rounded-2xl border-4 border-dashed border-amber-400"
        >
          <h2 id="preview-heading" className="bg-amber-100 px-4 py-2 font-bold text-amber-950">
            Preview: not saved, readers cannot see this
          </h2>
          <div className="bg-white">
            {preview.kind === 'review' ? <ReviewArticle article={preview} /> : <NewsArticleView article={preview} />}
          </div>
        </section>
      ) : null}
      <ArticleForm
        key={conflict ? `conflict-${conflict.version}` : `v${version}`}
        defaultValue={defaultValue}
        lastResult={actionData?.result}
        version={conflict?.version ?? version}
        status={status}
      />
    </div>
  );
}
