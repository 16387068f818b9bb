import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { json } from '@remix-run/cloudflare';
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react';
import { z } from 'zod';
import { ErrorMessage, GeneralErrorBoundary } from '~/components/error-page';
import { advanceContentGeneration } from '~/models/content-generation.server';
import { deskAttention, type DeskItem } from '~/models/desk-attention.server';
import { countSampleContent, hasSampleContent, removeSampleContent, type SampleContent } from '~/models/sample-content.server';
import { requireAdmin, requireEditor } from '~/modules/auth.server';
import { PRIVATE_PAGE, redirectWithToast } from '~/modules/http.server';
import { deletePhotoFiles } from '~/modules/photo-storage.server';
import { formatCount, formatDateTime } from '~/utils/format';

export const meta: MetaFunction = () => [{ title: "Editors' desk · Fort Worth Eats" }, { name: 'robots', content: 'noindex' }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const editor = await requireEditor(context, request);
  const [attention, samples] = await Promise.all([deskAttention(context.db), countSampleContent(context.db)]);
  return json(
    { ...attention, samples: hasSampleContent(samples) ? samples : null, demoContent: context.cloudflare.env.DEMO_CONTENT, isAdmin: editor.role === 'admin' },
    { headers: PRIVATE_PAGE },
  );
}

export const headers = () => PRIVATE_PAGE;

const RemoveSamplesSchema = z.object({ intent: z.literal('remove-samples'), confirm: z.literal('yes').optional() });

/** Removes the demo content (decision 022): an admin's choice, confirmed, all at once. */
export async function action({ request, context }: ActionFunctionArgs) {
  await requireAdmin(context, request, 'Only an admin can remove the sample content.');
  const parsed = RemoveSamplesSchema.safeParse(Object.fromEntries(await request.formData()));
  const refuse = (status: number, message: string) => json({ message }, { status, headers: PRIVATE_PAGE });
  if (!parsed.success) return refuse(400, 'Choose what to do from the desk’s overview.');
  if (!parsed.data.confirm) return refuse(400, 'Tick “Yes, remove all sample content” to remove it.');
  const removed = await removeSampleContent(context.db);
  if (!removed.diners && !removed.listings) return refuse(409, 'There is no sample content left to remove.');
  // The rows are gone; their photos' files are not served again, so they may go after the answer.
  if (removed.photos.length) context.cloudflare.ctx.waitUntil(deletePhotoFiles(context.cloudflare.env.PHOTOS, removed.photos));
  await advanceContentGeneration(context.db);
  return redirectWithToast(context, '/admin', {
    type: 'success',
    title: `Removed ${plural(removed.diners, 'sample diner')} and ${plural(removed.listings, 'sample listing')}`,
  });
}

const plural = (n: number, noun: string) => `${formatCount(n)} ${noun}${n === 1 ? '' : 's'}`;

const WRITE_LINKS = [
  { to: '/admin/articles/new', label: 'New article' },
  { to: '/admin/guides/new', label: 'New guide' },
  { to: '/admin/recipes/new', label: 'New recipe' },
  { to: '/admin/restaurants/new', label: 'New restaurant' },
];

export default function DeskOverview() {
  const { drafts, scheduled, recentChanges, community, samples, demoContent, isAdmin } = useLoaderData<typeof loader>();
  return (
    <div className="space-y-10">
      {samples ? <SampleContentNotice samples={samples} demoContent={demoContent} isAdmin={isAdmin} /> : null}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold text-stone-900">What needs attention</h1>
        <ul className="flex flex-wrap gap-2">
          {WRITE_LINKS.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className="btn-primary">
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </div>
      <section aria-labelledby="community">
        <h2 id="community" className="text-xl font-bold text-stone-900">
          From diners
        </h2>
        <ul className="mt-3 grid gap-3 sm:grid-cols-3">
          {community.map((item) => (
            <li key={item.to}>
              <Link to={item.to} className="card flex min-h-[44px] items-center justify-between gap-2 p-4 font-medium text-brand-800 underline">
                {item.label} <span className="text-2xl font-bold text-stone-900 no-underline">{item.count}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <ItemList title="Drafts" empty="No drafts." items={drafts} when={(item) => `Last saved ${item.updatedAt ? formatDateTime(item.updatedAt) : 'never'}`} />
      <ItemList title="Scheduled" empty="Nothing scheduled." items={scheduled} when={(item) => `Goes live ${formatDateTime(item.publishedAt)}`} />
      <section aria-labelledby="recent-changes">
        <h2 id="recent-changes" className="text-xl font-bold text-stone-900">
          Recent changes
        </h2>
        {recentChanges.length ? (
          <ul className="mt-3 divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white">
            {recentChanges.map((change) => (
              <li key={change.id} className="px-4 py-3 text-sm text-stone-800">
                <span className="font-medium">{change.by ?? 'The site'}</span> {change.action} {change.entity} #{change.entityId}
                {change.summary ? `: ${change.summary}` : ''} <span className="text-stone-600">· {formatDateTime(change.createdAt)}</span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-3 text-stone-700">No changes yet.</p>
        )}
      </section>
    </div>
  );
}

function ItemList({ title, empty, items, when }: { title: string; empty: string; items: DeskItem[]; when: (item: DeskItem) => string }) {
  const id = title.toLowerCase();
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-xl font-bold text-stone-900">
        {title} <span className="text-base font-normal text-stone-600">({items.length})</span>
      </h2>
      {items.length ? (
        <ul className="mt-3 divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white">
          {items.map((item) => (
            <li key={item.editPath} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3">
              <Link to={item.editPath} className="font-medium text-brand-800 underline">
                {item.title}
              </Link>
              <span className="text-sm text-stone-700">{when(item)}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-3 text-stone-700">{empty}</p>
      )}
    </section>
  );
}

/** How much demo content the database holds, and (for an admin) the form that removes it. */
function SampleContentNotice({ samples, demoContent, isAdmin }: { samples: SampleContent; demoContent: boolean; isAdmin: boolean }) {
  const answer = useActionData<typeof action>();
  return (
    <section aria-labelledby="sample-content" className="space-y-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-stone-900">
      <h2 id="sample-content" className="text-xl font-bold">
        Sample content
      </h2>
      <p>
        {`This database holds ${plural(samples.diners, 'sample diner')} with ${plural(samples.reviews, 'review')} and ${plural(samples.favorites, 'favourite')}, `}
        {`and ${plural(samples.listings, 'sample listing')}. `}
        {demoContent
          ? 'This site runs as a demo, so they are shown, with a banner on every page.'
          : 'They are invented: this site never shows the sample diners’ reviews, favourites or ratings, but the sample listings are shown until they are removed.'}
      </p>
      {answer?.message ? (
        <p role="alert" className="rounded border border-red-300 bg-red-50 p-3 font-medium text-red-800">
          {answer.message}
        </p>
      ) : null}
      {isAdmin ? (
        <Form method="post" className="space-y-3" aria-labelledby="sample-content">
          <p className="text-sm">
            {'Removing deletes the sample diners with everything they wrote or saved, and the sample listings with their hours, photos and every review and favourite of them'}
            {samples.realReviewsOfListings ? ` (${plural(samples.realReviewsOfListings, 'review')} by real diners among them)` : ''}
            {samples.editedListings ? `, ${plural(samples.editedListings, 'listing')} edited in the desk included` : ''}
            {samples.guides ? `, and ${plural(samples.guides, 'guide')} made only of sample listings` : ''}
            {'. Articles stay, without those listings. It cannot be undone.'}
          </p>
          <label className="flex min-h-[44px] items-center gap-3 text-sm">
            <input type="checkbox" name="confirm" value="yes" className="h-5 w-5" />
            Yes, remove all sample content
          </label>
          <button type="submit" name="intent" value="remove-samples" className="btn-secondary">
            Remove sample content
          </button>
        </Form>
      ) : (
        <p className="text-sm">An admin can remove them here.</p>
      )}
    </section>
  );
}

export function ErrorBoundary() {
  return (
    <GeneralErrorBoundary
      statusHandlers={{
        403: ({ data }) => <ErrorMessage title="403 Admins only">{(data as { message?: string } | null)?.message ?? 'Only an admin can do that.'}</ErrorMessage>,
      }}
    />
  );
}
