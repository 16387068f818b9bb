import { DeskEditor, type DeskActionData } from '~/components/desk/desk-editor';
import { GuideView } from '~/components/guide-view';
import type { GuidePage } from '~/models/guides.server';
import { GuideForm, type GuideFormValues } from './guide-form';

export type GuideActionData = DeskActionData<GuidePage>;

/** A new or existing guide at the desk: previewed with the readers' own template. */
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
  return (
    <DeskEditor heading={heading} actionData={actionData} version={version} preview={(guide) => <GuideView guide={guide} />}>
      {(form) => (
        <GuideForm
          key={form.key}
          defaultValue={defaultValue}
          lastResult={form.lastResult}
          version={form.version}
          status={status}
          choices={choices}
          closed={closed}
        />
      )}
    </DeskEditor>
  );
}
