import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { json } from '@remix-run/cloudflare';
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react';
import { z } from 'zod';
import { GeneralErrorBoundary } from '~/components/error-page';
import { getPhoto, listPendingPhotos, moderatePhoto, setCoverPhoto } from '~/models/photos.server';
import { closeListingReport, listOpenListingReports } from '~/models/listing-reports.server';
import { listOpenReports, resolveReports } from '~/models/reports.server';
import { listPendingReplies, moderateOwnerReply } from '~/models/owner-replies.server';
import { PendingOwnerReplies } from '~/components/desk/pending-owner-replies';
import { listingReportReasonLabel } from '~/utils/listing-report-reasons';
import { REPORT_REASONS } from '~/utils/report-reasons';
import { requireEditor } from '~/modules/auth.server';
import { PRIVATE_PAGE, redirectWithToast } from '~/modules/http.server';
import { publishChanges } from '~/modules/publishing.server';
import { formatDateTime, formatLongDate } from '~/utils/format';
import { PhotoPicture } from '~/components/photo-picture';

export const meta: MetaFunction = () => [{ title: "Moderation · Editors' desk" }, { name: 'robots', content: 'noindex' }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireEditor(context, request);
  const [photos, reports, listingReports, replies] = await Promise.all([
    listPendingPhotos(context.db),
    listOpenReports(context.db),
    listOpenListingReports(context.db),
    listPendingReplies(context.db),
  ]);
  return json({ photos, reports, listingReports, replies }, { headers: PRIVATE_PAGE });
}

export const headers = () => PRIVATE_PAGE;

const id = z.coerce.number().int().positive();
const reason = z.string().trim().max(300);
const DecisionSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('approve-photo'), photoId: id }),
  z.object({ intent: z.literal('reject-photo'), photoId: id, reason: reason.min(1, 'Say why, in words the diner will read on their profile.') }),
  z.object({ intent: z.literal('make-cover'), photoId: id }),
  z.object({ intent: z.literal('hide'), entity: z.enum(['review', 'photo', 'owner-reply']), entityId: id, reason: reason.min(1, 'Say why, in words its author will read.') }),
  z.object({ intent: z.literal('dismiss'), entity: z.enum(['review', 'photo', 'owner-reply']), entityId: id }),
  z.object({ intent: z.literal('approve-reply'), replyId: id }),
  z.object({ intent: z.literal('reject-reply'), replyId: id, reason: reason.min(1, 'Say why, in words the owner will read.') }),
  z.object({ intent: z.literal('resolve-listing-report'), reportId: id }),
  z.object({ intent: z.literal('dismiss-listing-report'), reportId: id }),
]);

export async function action({ request, context }: ActionFunctionArgs) {
  const editor = await requireEditor(context, request);
  const parsed = DecisionSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) {
    const message = parsed.error.issues.find((i) => i.path[0] === 'reason')?.message ?? 'Choose an item and a decision.';
    return json({ message }, { status: 400, headers: PRIVATE_PAGE });
  }
  const decision = parsed.data;
  const done = async (title: string) => {
    await publishChanges(context);
    return redirectWithToast(context, '/admin/moderation', { type: 'success', title });
  };
  switch (decision.intent) {
    case 'approve-photo':
    case 'reject-photo': {
      const photo = await getPhoto(context.db, decision.photoId);
      if (!photo) return json({ message: 'That photo is gone.' }, { status: 404, headers: PRIVATE_PAGE });
      const approve = decision.intent === 'approve-photo';
      await moderatePhoto(context.db, {
        photoId: photo.id,
        editorId: editor.id,
        status: approve ? 'approved' : 'rejected',
        reason: approve ? null : decision.reason,
      });
      return done(approve ? 'Photo approved: it is on the restaurant page' : 'Photo rejected: the diner sees why on their profile');
    }
    case 'make-cover': {
      const photo = await getPhoto(context.db, decision.photoId);
      if (!photo || photo.status !== 'approved') {
        return json({ message: 'Only an approved photo can be a cover.' }, { status: 400, headers: PRIVATE_PAGE });
      }
      await setCoverPhoto(context.db, { restaurantId: photo.restaurantId, photoId: photo.id, editorId: editor.id });
      return done('Cover photo set');
    }
    case 'hide':
    case 'dismiss': {
      const hide = decision.intent === 'hide';
      await resolveReports(context.db, {
        entity: decision.entity,
        entityId: decision.entityId,
        editorId: editor.id,
        outcome: hide ? 'hidden' : 'dismissed',
        reason: hide ? decision.reason : null,
      });
      return done(hide ? `Hidden: its author sees why` : 'Reports dismissed');
    }
    case 'approve-reply':
    case 'reject-reply': {
      const approve = decision.intent === 'approve-reply';
      const outcome = await moderateOwnerReply(context.db, { replyId: decision.replyId, editorId: editor.id, approve, reason: approve ? null : decision.reason });
      if (outcome === 'gone') return json({ message: 'That reply is no longer waiting.' }, { status: 409, headers: PRIVATE_PAGE });
      if (outcome === 'not-owner') return json({ message: 'Its author no longer owns the listing: reject it instead.' }, { status: 409, headers: PRIVATE_PAGE });
      // A rejected reply was never public: nothing to publish.
      if (!approve) return redirectWithToast(context, '/admin/moderation#owner-replies', { type: 'success', title: 'Reply rejected: the owner sees why' });
      return done('Reply approved: it shows under the review');
    }
    case 'resolve-listing-report':
    case 'dismiss-listing-report': {
      const resolve = decision.intent === 'resolve-listing-report';
      const closed = await closeListingReport(context.db, { reportId: decision.reportId, editorId: editor.id, outcome: resolve ? 'resolved' : 'dismissed' });
      if (!closed) return json({ message: 'That report is already closed.' }, { status: 409, headers: PRIVATE_PAGE });
      // Diners never see listing reports: nothing to publish.
      return redirectWithToast(context, '/admin/moderation#listing-reports', { type: 'success', title: resolve ? 'Report resolved' : 'Report dismissed' });
    }
  }
}

export default function Moderation() {
  const { photos, reports, listingReports, replies } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return (
    <div className="space-y-10">
      <h1 className="text-3xl font-bold text-stone-900">Moderation</h1>
      {answer?.message ? (
        <p role="alert" className="rounded border border-red-300 bg-red-50 p-3 font-medium text-red-800">
          {answer.message}
        </p>
      ) : null}
      <section aria-labelledby="pending-photos">
        <h2 id="pending-photos" className="text-xl font-bold text-stone-900">
          Photos waiting <span className="text-base font-normal text-stone-600">({photos.length})</span>
        </h2>
        {photos.length ? (
          <ul className="mt-3 grid gap-4 sm:grid-cols-2">
            {photos.map((photo) => (
              <li key={photo.id} className="card space-y-3 p-4">
                <PhotoPicture photo={photo} preferredWidth={480} sizes="(min-width: 640px) 30rem, 100vw" alt={photo.caption} className="h-auto w-full rounded" />
                <p className="text-sm text-stone-800">
                  “{photo.caption}” by {photo.by} of{' '}
                  <Link to={`/restaurant/${photo.restaurantSlug}`} className="text-brand-800 underline">
                    {photo.restaurantName}
                  </Link>{' '}
                  · {formatDateTime(photo.createdAt)}
                </p>
                <Form method="post">
                  <input type="hidden" name="photoId" value={photo.id} />
                  <button type="submit" name="intent" value="approve-photo" className="btn-primary w-full">
                    Approve
                  </button>
                </Form>
                <Form method="post" className="space-y-2">
                  <input type="hidden" name="photoId" value={photo.id} />
                  <label htmlFor={`reject-${photo.id}`} className="block text-sm font-medium text-stone-900">
                    Reason for rejecting (the diner reads it)
                  </label>
                  <input id={`reject-${photo.id}`} name="reason" required maxLength={300} className="field-input" />
                  <button type="submit" name="intent" value="reject-photo" className="btn-secondary w-full">
                    Reject
                  </button>
                </Form>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-3 text-stone-700">No photos waiting.</p>
        )}
      </section>

      <PendingOwnerReplies replies={replies} />

      <section aria-labelledby="open-reports">
        <h2 id="open-reports" className="text-xl font-bold text-stone-900">
          Reports <span className="text-base font-normal text-stone-600">({reports.length})</span>
        </h2>
        <p className="mt-2 rounded border border-amber-300 bg-amber-50 p-3 text-sm text-stone-900">
          Hide only for the reason reported (spam, off-topic, hateful, private information, conflict of interest), never because a review is
          negative: the FTC's 2024 rule on consumer reviews forbids suppressing honest negative reviews.
        </p>
        {reports.length ? (
          <ul className="mt-3 space-y-4">
            {reports.map((item) => (
              <li key={`${item.entity}-${item.entityId}`} className="card space-y-3 p-4">
                <p className="text-sm font-medium text-stone-900">
                  {item.entity === 'review' ? 'Review' : item.entity === 'photo' ? 'Photo' : 'Reply from the owner'} by {item.author} of{' '}
                  <Link to={`/restaurant/${item.restaurantSlug}`} className="text-brand-800 underline">
                    {item.restaurantName}
                  </Link>
                  {item.rating !== null ? ` · ${item.rating} out of 5` : ''} · reported {item.reportCount === 1 ? 'once' : `${item.reportCount} times`}, first{' '}
                  {formatDateTime(item.firstReportedAt)}
                </p>
                {item.photo ? (
                  <PhotoPicture photo={item.photo} preferredWidth={480} sizes="30rem" alt={item.text} className="h-auto w-full max-w-md rounded" />
                ) : (
                  <blockquote className="border-l-4 border-stone-300 pl-3 text-stone-800">{item.text}</blockquote>
                )}
                <p className="text-sm text-stone-800">Reported as: {item.reasons.map((r) => REPORT_REASONS[r]).join('; ')}</p>
                {item.notes.length ? (
                  <ul className="list-disc pl-6 text-sm text-stone-700">
                    {item.notes.map((note, i) => (
                      <li key={i}>{note}</li>
                    ))}
                  </ul>
                ) : null}
                <div className="grid gap-3 sm:grid-cols-2">
                  <Form method="post" className="space-y-2">
                    <input type="hidden" name="entity" value={item.entity} />
                    <input type="hidden" name="entityId" value={item.entityId} />
                    <label htmlFor={`hide-${item.entity}-${item.entityId}`} className="block text-sm font-medium text-stone-900">
                      Reason for hiding (its author reads it)
                    </label>
                    <input id={`hide-${item.entity}-${item.entityId}`} name="reason" required maxLength={300} className="field-input" />
                    <p className="text-xs text-stone-700">Not for negative opinions: an honest bad review stays up.</p>
                    <button type="submit" name="intent" value="hide" className="btn-secondary w-full">
                      Hide
                    </button>
                  </Form>
                  <Form method="post" className="self-end">
                    <input type="hidden" name="entity" value={item.entity} />
                    <input type="hidden" name="entityId" value={item.entityId} />
                    <button type="submit" name="intent" value="dismiss" className="btn-primary w-full">
                      Dismiss reports
                    </button>
                  </Form>
                </div>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-3 text-stone-700">No open reports.</p>
        )}
      </section>

      <section aria-labelledby="listing-reports">
        <h2 id="listing-reports" className="text-xl font-bold text-stone-900">
          Listing reports <span className="text-base font-normal text-stone-600">({listingReports.length})</span>
        </h2>
        <p className="mt-2 text-sm text-stone-700">
          Diners telling us a listing is out of date. Check with the restaurant, put the listing right in its editor (a save dates its details), then resolve
          the report; dismiss one that was wrong.
        </p>
        {listingReports.length ? (
          <ul className="mt-3 space-y-4">
            {listingReports.map((report) => (
              <li key={report.id} className="card space-y-2 p-4">
                <p className="font-medium text-stone-900">
                  {`${listingReportReasonLabel(report.reason)}: `}
                  <Link to={`/restaurant/${report.restaurant.slug}`} className="text-brand-800 underline">
                    {report.restaurant.name}
                  </Link>
                  {report.restaurant.closedAt ? ' (marked permanently closed)' : ''}
                </p>
                {report.note ? <blockquote className="border-l-4 border-stone-300 pl-3 text-stone-800">{report.note}</blockquote> : null}
                <p className="text-sm text-stone-700">
                  {`Reported ${formatDateTime(report.createdAt)} by ${report.signedIn ? 'a signed-in diner' : 'a visitor'}`}
                  {report.reportCount > 1 ? `, who reported ${report.reportCount} times` : ''}
                  {' · '}
                  {report.restaurant.detailsCheckedAt ? `details checked ${formatLongDate(report.restaurant.detailsCheckedAt)}` : 'details never checked'}
                </p>
                <div className="flex flex-wrap gap-2">
                  <Link to={`/admin/restaurants/${report.restaurant.id}`} className="btn-secondary">
                    Edit listing<span className="sr-only">{` ${report.restaurant.name}`}</span>
                  </Link>{' '}
                  <Form method="post">
                    <input type="hidden" name="reportId" value={report.id} />
                    <button type="submit" name="intent" value="resolve-listing-report" className="btn-primary">
                      Mark resolved<span className="sr-only">{` (${listingReportReasonLabel(report.reason)} at ${report.restaurant.name})`}</span>
                    </button>
                  </Form>{' '}
                  <Form method="post">
                    <input type="hidden" name="reportId" value={report.id} />
                    <button type="submit" name="intent" value="dismiss-listing-report" className="btn-secondary">
                      Dismiss<span className="sr-only">{` (${listingReportReasonLabel(report.reason)} at ${report.restaurant.name})`}</span>
                    </button>
                  </Form>
                </div>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-3 text-stone-700">No listing reports.</p>
        )}
      </section>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
