import { NewsArticleView, ReviewArticle } from '~/components/article-body';
import { DeskEditor, type DeskActionData, type PublishedEditorProps } from '~/components/desk/desk-editor';
import type { ArticleDetail } from '~/models/articles.server';
import { ArticleForm } from './article-form';

export type ArticleActionData = DeskActionData<ArticleDetail>;

/** A new or existing article at the desk: previewed with the readers' own template. */
export function ArticleEditor({ heading, defaultValue, version, status, actionData }: PublishedEditorProps<Record<string, string>, ArticleDetail>) {
  return (
    <DeskEditor
      heading={heading}
      actionData={actionData}
      version={version}
      preview={(article) => (article.kind === 'review' ? <ReviewArticle article={article} /> : <NewsArticleView article={article} />)}
    >
      {(form) => <ArticleForm key={form.key} defaultValue={defaultValue} lastResult={form.lastResult} version={form.version} status={status} />}
    </DeskEditor>
  );
}
