import { getFormProps, getInputProps, getTextareaProps, useForm, type SubmissionResult } from '@conform-to/react';
import { Form } from '@remix-run/react';
import { ErrorList, Field, TextareaField } from '~/components/forms';
import type { ListShare } from '~/models/diner-lists.server';
import { useT } from '~/utils/i18n';
import { SHARE_NOTE_MAX, SHARE_TITLE_MAX, type ListKey } from '~/utils/diner-lists';

/**
 * Sharing one list by link: its title and note, the link once it exists, and
 * "Stop sharing", which turns the link off for good (sharing again makes a new one).
 * Plain POST forms to /lists.
 */
export function SharePanel({
  list,
  share,
  shareUrl,
  lastResult,
}: {
  list: ListKey;
  share: ListShare | null;
  shareUrl: string | null;
  lastResult?: SubmissionResult<string[]> | null;
}) {
  const t = useT();
  const [form, fields] = useForm({
    id: `share-${list}`,
    lastResult,
    defaultValue: { title: share?.title ?? t(`lists.${list}.shareTitle`), note: share?.note ?? '' },
  });
  return (
    <section id="share" aria-labelledby="share-heading" className="card mt-6 p-5">
      <h2 id="share-heading" className="text-xl font-bold">
        {share ? t('lists.yourLink', { list }) : t('lists.shareYour', { list })}
      </h2>
      {share && shareUrl ? (
        <>
          <p className="mt-2 text-stone-800">{t('lists.anyoneCanSee')}</p>
          <p className="mt-2 break-all rounded-lg bg-stone-100 p-3 font-mono text-sm">
            <a href={shareUrl} className="text-brand-800 underline">{shareUrl}</a>
          </p>
        </>
      ) : (
        <p className="mt-2 text-stone-800">{t('lists.makeLinkText')}</p>
      )}
      <Form method="post" action="/lists" className="mt-4" {...getFormProps(form)}>
        <input type="hidden" name="intent" value="share" />
        <input type="hidden" name="list" value={list} />
        <Field label={t('lists.shareTitleLabel')} inputProps={{ ...getInputProps(fields.title, { type: 'text' }), maxLength: SHARE_TITLE_MAX }} errors={fields.title.errors} />
        <TextareaField
          label={t('lists.shareNoteLabel')}
          textareaProps={{ ...getTextareaProps(fields.note), rows: 2, maxLength: SHARE_NOTE_MAX }}
          errors={fields.note.errors}
        />
        <div id={form.errorId} role="alert">
          <ErrorList errors={form.errors} />
        </div>
        <button type="submit" className="btn-primary">{share ? t('lists.saveShare') : t('lists.makeLink')}</button>
      </Form>
      {share ? (
        <Form method="post" action="/lists" className="mt-3">
          <input type="hidden" name="intent" value="unshare" />
          <input type="hidden" name="list" value={list} />
          <button type="submit" className="btn-secondary">{t('lists.stopSharing')}</button>
        </Form>
      ) : null}
    </section>
  );
}
