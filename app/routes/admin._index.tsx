import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { json } from '@remix-run/cloudflare';
import { Link, useActionData, useLoaderData } from '@remix-run/react';
import { z } from 'zod';
import { DisputedFacts } from '~/components/desk/disputed-facts';
import { LostPlacesList, plural, SampleContentNotice } from '~/components/desk/sample-notices';
import { ErrorMessage, GeneralErrorBoundary } from '~/components/error-page';
import { advanceContentGeneration } from '~/models/content-generation.server';
import { deskAttention, type DeskItem } from '~/models/desk-attention.server';
import { listLostPlaces } from '~/models/lost-places.server';
import { followingFigures } from '~/models/digest-subscriptions.server';
import { countSampleContent, hasSampleContent, removeSampleContent } from '~/models/sample-content.server';
import { requireAdmin, requireEditor } from '~/modules/auth.server';
import { PRIVATE_PAGE, redirectWithToast } from '~/modules/http.server';
import { deletePhotoFiles } from '~/modules/photo-storage.server';
import { formatDateTime } from '~/utils/format';
import { FollowingFigures } from '~/components/desk/following-figures';
import { translator } from '~/modules/messages.server';
import { readFollowedSearch } from '~/utils/followed-search';
import { describeFollowedSearch } from '~/utils/follow-words';

export const meta: MetaFunction = () => [{ title: "Editors' desk · Fort Worth Eats" }, { name: 'robots', content: 'noindex' }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const editor = await requireEditor(context, request);
  const [attention, samples, lostPlaces, following] = await Promise.all([
    deskAttention(context.db),
    countSampleContent(context.db),
    listLostPlaces(context.db),
    followingFigures(context.db, new Date(context.instant)),
  ]);
  // The desk speaks English: searches said in its words.
  const t = translator('en');
  return json(
    {
      ...attention,
      lostPlaces,
      following: { ...following, searches: following.searches.map(({ query, ...counts }) => ({ ...counts, query, what: describeFollowedSearch(readFollowedSearch(new URLSearchParams(query)), t) })) },
      samples: hasSampleContent(samples) ? samples : null,
      demoContent: context.cloudflare.env.DEMO_CONTENT,
      isAdmin: editor.role === 'admin',
    },
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
  if (!removed.diners && !removed.listings && !removed.articles && !removed.guides) return refuse(409, 'There is no sample content left to remove.');
  // The rows are gone; their photos' files are not served again, so they may go after the answer.
  if (removed.photos.length) context.cloudflare.ctx.waitUntil(deletePhotoFiles(context.cloudflare.env.PHOTOS, removed.photos));
  await advanceContentGeneration(context.db);
  return redirectWithToast(context, '/admin', {
    type: 'success',
    title: `Removed ${plural(removed.diners, 'sample diner')} and ${plural(removed.listings, 'sample listing')}`,
    description: `And ${plural(removed.articles, 'sample article')} and ${plural(removed.guides, 'sample guide')}. What editors wrote stays.`,
  });
}

const WRITE_LINKS = [
  { to: '/admin/articles/new', label: 'New article' },
  { to: '/admin/guides/new', label: 'New guide' },
  { to: '/admin/recipes/new', label: 'New recipe' },
  { to: '/admin/restaurants/new', label: 'New restaurant' },
];

export default function DeskOverview() {
  const { drafts, scheduled, recentChanges, community, draftListings, disputedFacts, samples, lostPlaces, following, demoContent, isAdmin } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return (
    <div className="space-y-10">
      {samples ? <SampleContentNotice samples={samples} demoContent={demoContent} isAdmin={isAdmin} message={answer?.message} /> : null}
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
      <DisputedFacts facts={disputedFacts} />
      {draftListings ? (
        <p className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950">
          <Link to="/admin/restaurants?state=draft" className="font-semibold underline">
            {`${draftListings} imported ${draftListings === 1 ? 'place needs' : 'places need'} a description`}
          </Link>
          {' '}before diners can see {draftListings === 1 ? 'it' : 'them'}.
        </p>
      ) : null}
      <LostPlacesList items={lostPlaces} />
      <ItemList title="Drafts" empty="No drafts." items={drafts} when={(item) => `Last saved ${item.updatedAt ? formatDateTime(item.updatedAt) : 'never'}`} />
      <ItemList title="Scheduled" empty="Nothing scheduled." items={scheduled} when={(item) => `Goes live ${formatDateTime(item.publishedAt)}`} />
      <FollowingFigures figures={following} />
      <section aria-labelledby="recent-changes">
        <h2 id="recent-changes" className="text-xl font-bold text-stone-900">
          Recent changes
        </h2>
        {recentChanges.length ? (
          <ul className="mt-3 divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white">
            {recentChanges.map((change) => (
              <li key={change.id} className="px-4 py-3 text-sm text-stone-800">
                <span className="font-medium">{change.by ?? 'The site'}</span> {change.action} {entityWords(change.entity)} #{change.entityId}
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

/** How the history names a kind: "article", or "Spanish article" for an article's Spanish version (its own history). */
const entityWords = (entity: string) => entity.replace(/^(\w+)-es$/, 'Spanish $1');

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

export function ErrorBoundary() {
  return (
    <GeneralErrorBoundary
      statusHandlers={{
        403: ({ data }) => <ErrorMessage title="403 Admins only">{(data as { message?: string } | null)?.message ?? 'Only an admin can do that.'}</ErrorMessage>,
      }}
    />
  );
}
