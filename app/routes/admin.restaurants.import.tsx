import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { json } from '@remix-run/cloudflare';
import { Form, Link, useActionData, useNavigation } from '@remix-run/react';
import { HoursConfirmation, HoursReadings } from '~/components/desk/import-hours';
import { ImportLocations } from '~/components/desk/import-locations';
import { GeneralErrorBoundary } from '~/components/error-page';
import { loadListings, saveListingImport } from '~/models/bulk-listings.server';
import { requireEditor } from '~/modules/auth.server';
import { carryAnswers, locateImport, readCarriedAnswers, type ImportGeocoder } from '~/modules/import-geocoding.server';
import { PRIVATE_PAGE, redirectWithToast } from '~/modules/http.server';
import { planDigest, planListingImport, type ImportPlan, type RowOutcome } from '~/modules/listing-sheet.server';
import { readSheetFile } from '~/modules/sheet-reader.server';
import { publishChanges } from '~/modules/publishing.server';
import { SAVE_FAILED, saveOrFail } from '~/utils/desk-publishing';
import type { GeocodeAnswer } from '~/utils/census-geocoder';
import { formatCount } from '~/utils/format';
import { base64ToBytes, bytesToBase64 } from '~/utils/base64';
import { hoursConfirmKey, hoursToConfirm, type HoursDoubt } from '~/utils/sheet-hours';

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
  /** The file itself, base64 so no browser rewrites its line breaks (or a workbook's bytes) on the way back. */
  file: string;
  /** The workbook's sheet the operator named, and their word that they checked every row today. */
  sheetName: string;
  checkedToday: boolean;
  digest: string;
  notice: string | null;
  /** How the file was read (its encoding and separator, or its sheet) and the columns read past. */
  notes: string[];
  ignored: string[];
  counts: Record<RowOutcome, number>;
  /** Rows whose listing will be a draft: no usable description (decision 040). */
  drafts: number;
  /** The first PREVIEW_ROWS problems, and of the rows of each outcome: a page of 10,000 rows helps nobody. */
  problems: ImportPlan['problems'];
  problemCount: number;
  rows: ImportPlan['rows'];
  /** Set when some hours read implausibly: the value of the box that confirms them, and what it confirms (of every row). */
  hoursKey: string | null;
  hoursDoubts: HoursDoubt[];
  /** Every row that came without coordinates, for the map section's counts (rows above are cut at PREVIEW_ROWS). */
  locationRows: ImportPlan['rows'];
  geocoder: ImportGeocoder;
  /** The geocoder's answers the preview showed, carried to the apply (import-geocoding.server.ts). */
  located: string;
};

const PREVIEW_ROWS = 200;
type ActionData = { error: string } | Preview;

export async function action({ request, context }: ActionFunctionArgs) {
  const editor = await requireEditor(context, request);
  const answer = (data: ActionData, status: number) => json(data, { status, headers: PRIVATE_PAGE });
  // This path's body is read here, not by the Worker's guard (it may be large): a broken one is a 400.
  const form = await request.formData().catch(() => null);
  if (!form) return answer({ error: 'We could not read this form. Please reload the page and send it again.' }, 400);
  const intent = form.get('intent');

  let bytes: Uint8Array;
  let fileName: string;
  if (intent === 'apply') {
    const decoded = base64ToBytes(String(form.get('file') ?? ''));
    if (decoded === null) return answer({ error: 'The file did not come back whole. Choose it again.' }, 400);
    bytes = decoded;
    fileName = String(form.get('fileName') ?? 'the sheet').slice(0, 200);
  } else {
    const upload = form.get('sheet');
    if (!(upload instanceof File) || upload.size === 0) return answer({ error: 'Choose a CSV file or an .xlsx workbook to import.' }, 400);
    fileName = upload.name.slice(0, 200) || 'the sheet';
    bytes = new Uint8Array(await upload.arrayBuffer());
  }
  const sheetName = String(form.get('sheetName') ?? '').slice(0, 100);
  const checkedToday = form.get('checkedToday') === 'on';
  const sheet = await readSheetFile(bytes, fileName, { sheet: sheetName });
  if ('refused' in sheet) return answer({ error: sheet.refused }, sheet.status);

  const listings = await loadListings(context.db);
  const now = new Date().toISOString();
  const planWith = (located: Map<string, GeocodeAnswer>) => planListingImport(sheet, listings, fileName, now, context.now.date, { checkedToday, located });
  let answers = intent === 'apply' ? readCarriedAnswers(form.get('located')) : new Map<string, GeocodeAnswer>();
  let plan = planWith(answers);
  let geocoder: ImportGeocoder = { state: 'carried', reason: null };
  if (intent !== 'apply') ({ plan, geocoder, answers } = await locateImport(context.cloudflare.env, plan, planWith));
  const digest = await planDigest(plan);
  const hoursKey = await hoursConfirmKey(plan.rows);
  const shown = (outcome: RowOutcome) => plan.rows.filter((r) => r.outcome === outcome);
  const preview = (notice: string | null): Preview => ({
    fileName,
    file: bytesToBase64(bytes),
    sheetName,
    checkedToday,
    digest,
    notice,
    notes: sheet.notes,
    ignored: plan.ignored,
    counts: { add: shown('add').length, update: shown('update').length, unchanged: shown('unchanged').length, error: shown('error').length },
    drafts: plan.rows.filter((r) => r.draft).length,
    problems: plan.problems.slice(0, PREVIEW_ROWS),
    problemCount: plan.problems.length,
    rows: (['add', 'update', 'unchanged', 'error'] as const).flatMap((outcome) => shown(outcome).slice(0, PREVIEW_ROWS)).sort((a, b) => a.row - b.row),
    hoursKey,
    hoursDoubts: hoursToConfirm(plan.rows),
    geocoder,
    located: carryAnswers(answers),
    locationRows: plan.rows.filter((r) => r.location),
  });
  if (intent !== 'apply') return answer(preview(null), plan.problems.length ? 422 : 200);
  if (plan.problems.length) return answer(preview('Nothing was imported: fix the rows below in the sheet and choose it again.'), 422);
  if (digest !== form.get('digest')) {
    return answer(preview('Nothing was imported: the listings changed since this preview. Check what the file does now, then apply it.'), 409);
  }
  if (hoursKey && form.get('confirmHours') !== hoursKey) {
    return answer(preview('Nothing was imported: confirm the hours marked “Check” below (or correct them in the sheet), then apply it.'), 422);
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
const CUT_WORDS: Record<RowOutcome, string> = { add: 'to be added', update: 'to be updated', unchanged: 'unchanged', error: 'not imported' };

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
          Choose an Excel workbook (.xlsx) or a sheet saved as CSV or tab-separated text from Excel, Numbers or Google Sheets, in any of their
          encodings, up to 10,000 rows. Its first row names the columns; columns it does not use are listed and left out. Start from the{' '}
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
          otherwise adds a listing. A column left out keeps each listing's value. Cuisine is its name or key; featured and closed are yes or no; the hours
          go in a column a day (<code>11-2, 5-9</code>, <code>11am-9pm</code>, <code>17:00-02:00</code>, <code>Closed</code>; empty when closed) or in one{' '}
          <code>hours</code> column (<code>Mon–Fri 11-9, Sat 10-10, Sun closed</code>). The preview shows how each was read.
        </p>
        <p className="text-sm text-stone-700">
          Each <code>fact:</code> column is <code>yes</code>, <code>no</code> or empty (unknown), with the day it was checked if you know it (
          <code>yes 2026-11-02</code>; without one, the row's <code>details_checked</code> day, or today when you tick “I checked these today”). A
          listing's “Details checked” date moves only by those two as well. <code>dishes</code>, <code>happy_hours</code> and <code>special_hours</code> are written as
          in the desk, lines joined by “; ”: <code>Brisket $24; Beef rib</code>, <code>Mon–Fri 3 PM – 6 PM</code>,{' '}
          <code>2026-11-26 Closed Thanksgiving</code>. <code>price_per_person</code> is whole dollars.
        </p>
      </div>

      <Form method="post" encType="multipart/form-data" className="flex flex-wrap items-end gap-3 rounded-lg border border-stone-200 bg-white p-4">
        <label className="block">
          <span className="mb-1 block font-medium text-stone-900">{preview ? 'Choose the sheet again' : 'Sheet (.xlsx, .csv or .tsv)'}</span>
          <input type="file" name="sheet" accept=".csv,.tsv,.txt,.xlsx,text/csv,text/tab-separated-values,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" required className="block text-sm" />
        </label>
        <label className="block">
          <span className="mb-1 block font-medium text-stone-900">Workbook sheet (optional)</span>
          <input type="text" name="sheetName" defaultValue={preview?.sheetName ?? ''} placeholder="the first sheet" className="block rounded border border-stone-400 px-2 py-1 text-sm" />
        </label>
        <label className="flex items-center gap-2">
          <input type="checkbox" name="checkedToday" defaultChecked={preview?.checkedToday ?? false} />
          <span className="text-stone-900">I checked these today</span>
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
  const { counts, problems, problemCount } = preview;
  const cut = (['add', 'update', 'unchanged', 'error'] as const).filter((outcome) => counts[outcome] > PREVIEW_ROWS);
  return (
    <section aria-labelledby="preview" className="space-y-4">
      <h2 id="preview" className="text-xl font-bold text-stone-900">{`Preview of ${preview.fileName}`}</h2>
      {preview.notice ? (
        <p role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-4 font-medium text-amber-950">
          {preview.notice}
        </p>
      ) : null}
      {preview.notes.map((note) => (
        <p key={note} className="text-sm text-stone-700">{note}</p>
      ))}
      {preview.ignored.length ? <p className="text-sm text-stone-700">{`Ignored columns: ${preview.ignored.join(', ')}`}</p> : null}
      <p className="text-stone-800">
        {`${formatCount(counts.add)} to add, ${formatCount(counts.update)} to update, ${formatCount(counts.unchanged)} unchanged${
          problemCount ? `, ${formatCount(problemCount)} ${problemCount === 1 ? 'problem' : 'problems'}` : ''
        }`}
      </p>
      {preview.drafts ? (
        <p className="text-stone-800">{`${formatCount(preview.drafts)} ${preview.drafts === 1 ? 'place has' : 'places have'} no description: added as drafts, on no public page until an editor completes them in the desk.`}</p>
      ) : null}
      <ImportLocations rows={preview.locationRows} geocoder={preview.geocoder} />
      {cut.map((outcome) => (
        <p key={outcome} className="text-sm text-stone-700">{`Showing ${formatCount(PREVIEW_ROWS)} of ${formatCount(counts[outcome])} ${CUT_WORDS[outcome]}.`}</p>
      ))}
      {problemCount > problems.length ? <p className="text-sm text-stone-700">{`Showing the first ${formatCount(problems.length)} of ${formatCount(problemCount)} problems.`}</p> : null}
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
          <input type="hidden" name="located" value={preview.located} />
          <HoursConfirmation doubts={preview.hoursDoubts} confirmKey={preview.hoursKey} />
          <input type="hidden" name="sheetName" value={preview.sheetName} />
          {preview.checkedToday ? <input type="hidden" name="checkedToday" value="on" /> : null}
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
                  {`${row.note && row.outcome === 'add' ? row.note : `${OUTCOME_WORDS[row.outcome]}${row.changes.length ? `: ${row.changes.join(', ').toLowerCase()}` : ''}${row.note ? `. ${row.note}` : ''}`}${
                    row.draft ? `. ${row.draft}` : ''
                  }`}
                  <HoursReadings hours={row.hours} />
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
