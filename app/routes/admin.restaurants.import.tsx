import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { json } from '@remix-run/cloudflare';
import { Form, Link, useActionData, useNavigation } from '@remix-run/react';
import { GeneralErrorBoundary } from '~/components/error-page';
import { loadListings, saveListingImport } from '~/models/listing-sheet.server';
import { requireEditor } from '~/modules/auth.server';
import { PRIVATE_PAGE, redirectWithToast } from '~/modules/http.server';
import { planDigest, planListingImport, type ImportPlan, type RowOutcome } from '~/modules/listing-sheet.server';
import { publishChanges } from '~/modules/publishing.server';
import { SAVE_FAILED, saveOrFail } from '~/utils/desk-publishing';
import { formatCount } from '~/utils/format';
import { fromBase64, toBase64 } from '~/utils/base64';

/**
 * Listings from a spreadsheet, in two steps that work without JavaScript: the
 * upload shows what each row would do; Apply posts the same file back (in a
 * hidden field, so nothing is kept on our side) and writes every row in one
 * D1 batch, or nothing when any row is wrong or the listings moved on since.
 */
export const meta: MetaFunction = () => [{ title: "Import restaurants · Editors' desk" }, { name: 'robots', content: 'noindex' }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireEditor(context, request);
  return json(null, { headers: PRIVATE_PAGE });
}

export const headers = () => PRIVATE_PAGE;

type Preview = {
  fileName: string;
  /** The file itself, base64 so no browser rewrites its line breaks on the way back. */
  file: string;
  digest: string;
  notice: string | null;
  counts: Record<RowOutcome, number>;
  problems: ImportPlan['problems'];
  rows: ImportPlan['rows'];
};
type ActionData = { error: string } | Preview;

export async function action({ request, context }: ActionFunctionArgs) {
  const editor = await requireEditor(context, request);
  const answer = (data: ActionData, status: number) => json(data, { status, headers: PRIVATE_PAGE });
  // This path's body is read here, not by the Worker's guard (it may be large): a broken one is a 400.
  const form = await request.formData().catch(() => null);
  if (!form) return answer({ error: 'We could not read this form. Please reload the page and send it again.' }, 400);
  const intent = form.get('intent');

  let text: string;
  let fileName: string;
  if (intent === 'apply') {
    const decoded = fromBase64(String(form.get('file') ?? ''));
    if (decoded === null) return answer({ error: 'The file did not come back whole. Choose it again.' }, 400);
    text = decoded;
    fileName = String(form.get('fileName') ?? 'the sheet').slice(0, 200);
  } else {
    const upload = form.get('sheet');
    if (!(upload instanceof File) || upload.size === 0) return answer({ error: 'Choose a CSV file to import.' }, 400);
    fileName = upload.name.slice(0, 200) || 'the sheet';
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(await upload.arrayBuffer());
    } catch {
      return answer({ error: `${fileName} is not UTF-8 text. Save it as “CSV UTF-8” and choose it again.` }, 400);
    }
  }

  const plan = planListingImport(text, await loadListings(context.db), fileName, new Date().toISOString(), context.now.date);
  const digest = await planDigest(plan);
  const preview = (notice: string | null): Preview => ({
    fileName,
    file: toBase64(text),
    digest,
    notice,
    counts: {
      add: plan.rows.filter((r) => r.outcome === 'add').length,
      update: plan.rows.filter((r) => r.outcome === 'update').length,
      unchanged: plan.rows.filter((r) => r.outcome === 'unchanged').length,
      error: plan.rows.filter((r) => r.outcome === 'error').length,
    },
    problems: plan.problems,
    rows: plan.rows,
  });
  if (intent !== 'apply') return answer(preview(null), plan.problems.length ? 422 : 200);
  if (plan.problems.length) return answer(preview('Nothing was imported: fix the rows below in the sheet and choose it again.'), 422);
  if (digest !== form.get('digest')) {
    return answer(preview('Nothing was imported: the listings changed since this preview. Check what the file does now, then apply it.'), 409);
  }
  const result = await saveOrFail(saveListingImport(context.db, plan.writes, editor.id));
  if ('failed' in result) return answer(preview(SAVE_FAILED.replace('your text is below', 'the preview is below')), 503);
  if ('conflict' in result) {
    return answer(preview('Nothing was imported: another editor saved one of these listings just now. Check the preview again, then apply it.'), 409);
  }
  if (result.saved) await publishChanges(context);
  const counts = preview(null).counts;
  return redirectWithToast(context, '/admin/restaurants', {
    type: 'success',
    title: result.saved ? 'Listings imported' : 'Nothing to import',
    description: `${formatCount(counts.add)} added, ${formatCount(counts.update)} updated, ${formatCount(counts.unchanged)} unchanged. Readers see them now.`,
  });
}

const OUTCOME_WORDS: Record<RowOutcome, string> = { add: 'Will be added', update: 'Will be updated', unchanged: 'Unchanged', error: 'Not imported' };

export default function ImportRestaurants() {
  const data = useActionData<typeof action>() as ActionData | undefined;
  const busy = useNavigation().state === 'submitting';
  const preview = data && 'rows' in data ? data : null;
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <div>
        <Link to="/admin/restaurants" className="text-sm font-medium text-brand-800 underline">
          All restaurants
        </Link>
        <h1 className="mt-1 text-2xl font-bold text-stone-900">Import restaurants from a spreadsheet</h1>
      </div>
      <div className="space-y-2 text-stone-800">
        <p>
          Save the sheet as CSV (UTF-8) from Excel, Numbers or Google Sheets. Its first row names the columns; start from the{' '}
          <a href="/admin/export/listings-template.csv" className="font-medium text-brand-800 underline" download>
            template
          </a>{' '}
          or from an{' '}
          <a href="/admin/export/listings.csv" className="font-medium text-brand-800 underline" download>
            export of every listing
          </a>
          .
        </p>
        <p className="text-sm text-stone-700">
          A row with an <code>id</code> updates that listing; without one, it updates the listing with its <code>slug</code> (or its name's address) and
          otherwise adds a listing. A column left out keeps each listing's value. Cuisine is its name or key; featured and closed are yes or no; each day's
          hours are written as in the desk, e.g. <code>11:00-14:30, 17:00-02:00</code>, empty when closed.
        </p>
        <p className="text-sm text-stone-700">
          Each <code>fact:</code> column is <code>yes</code>, <code>no</code> or empty (unknown), with the day it was checked if you know it (
          <code>yes 2026-11-02</code>; without one, today, unless the listing already had that answer). <code>dishes</code>, <code>happy_hours</code> and <code>special_hours</code> are written as
          in the desk, lines joined by “; ”: <code>Brisket $24; Beef rib</code>, <code>Mon–Fri 3 PM – 6 PM</code>,{' '}
          <code>2026-11-26 Closed Thanksgiving</code>. <code>price_per_person</code> is whole dollars.
        </p>
      </div>

      <Form method="post" encType="multipart/form-data" className="flex flex-wrap items-end gap-3 rounded-lg border border-stone-200 bg-white p-4">
        <label className="block">
          <span className="mb-1 block font-medium text-stone-900">{preview ? 'Choose the sheet again' : 'CSV file'}</span>
          <input type="file" name="sheet" accept=".csv,text/csv" required className="block text-sm" />
        </label>
        <button type="submit" name="intent" value="preview" className={preview ? 'btn-secondary' : 'btn-primary'} disabled={busy}>
          Preview the import
        </button>
      </Form>

      {data && 'error' in data ? (
        <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-4 font-medium text-red-900">
          {data.error}
        </p>
      ) : null}
      {preview ? <ImportPreview preview={preview} busy={busy} /> : null}
    </div>
  );
}

function ImportPreview({ preview, busy }: { preview: Preview; busy: boolean }) {
  const { counts, problems } = preview;
  return (
    <section aria-labelledby="preview" className="space-y-4">
      <h2 id="preview" className="text-xl font-bold text-stone-900">{`Preview of ${preview.fileName}`}</h2>
      {preview.notice ? (
        <p role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-4 font-medium text-amber-950">
          {preview.notice}
        </p>
      ) : null}
      <p className="text-stone-800">
        {`${formatCount(counts.add)} to add, ${formatCount(counts.update)} to update, ${formatCount(counts.unchanged)} unchanged${
          problems.length ? `, ${formatCount(problems.length)} ${problems.length === 1 ? 'problem' : 'problems'}` : ''
        }`}
      </p>
      {problems.length ? (
        <div role={preview.notice ? undefined : 'alert'} className="space-y-2">
          <h3 className="text-lg font-bold text-red-900">Fix these in the sheet first: nothing is imported while any row is wrong</h3>
          <table className="w-full border-collapse text-left text-sm">
            <thead>
              <tr className="border-b border-stone-300">
                <th scope="col" className="py-2 pr-3">Row</th>
                <th scope="col" className="py-2 pr-3">Column</th>
                <th scope="col" className="py-2">What is wrong</th>
              </tr>
            </thead>
            <tbody>
              {problems.map((p, index) => (
                <tr key={index} className="border-b border-stone-200 align-top">
                  <td className="py-2 pr-3">{p.row}</td>
                  <td className="py-2 pr-3">{p.column ?? '—'}</td>
                  <td className="py-2">{p.message}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : counts.add + counts.update ? (
        <Form method="post" encType="multipart/form-data" className="rounded-lg border border-stone-200 bg-white p-4">
          <input type="hidden" name="file" value={preview.file} />
          <input type="hidden" name="fileName" value={preview.fileName} />
          <input type="hidden" name="digest" value={preview.digest} />
          <button type="submit" name="intent" value="apply" className="btn-primary" disabled={busy}>
            {busy ? 'Importing…' : `Apply: add ${formatCount(counts.add)}, update ${formatCount(counts.update)}`}
          </button>
          <p className="mt-2 text-sm text-stone-700">Every row is written at once, or none is. Each change goes into its listing's history.</p>
        </Form>
      ) : (
        <p className="font-medium text-stone-900">Every listing in this file is already as it says: there is nothing to import.</p>
      )}
      {preview.rows.length ? (
        <table className="w-full border-collapse text-left text-sm">
          <caption className="sr-only">What each row does</caption>
          <thead>
            <tr className="border-b border-stone-300">
              <th scope="col" className="py-2 pr-3">Row</th>
              <th scope="col" className="py-2 pr-3">Restaurant</th>
              <th scope="col" className="py-2">What happens</th>
            </tr>
          </thead>
          <tbody>
            {preview.rows.map((row) => (
              <tr key={row.row} className="border-b border-stone-200 align-top">
                <td className="py-2 pr-3">{row.row}</td>
                <td className="py-2 pr-3">{row.listingId ? <Link to={`/admin/restaurants/${row.listingId}`} className="underline">{row.name}</Link> : row.name}</td>
                <td className="py-2">
                  {row.note && row.outcome === 'add'
                    ? row.note
                    : `${OUTCOME_WORDS[row.outcome]}${row.changes.length ? `: ${row.changes.join(', ').toLowerCase()}` : ''}${row.note ? `. ${row.note}` : ''}`}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
