import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { json } from '@remix-run/cloudflare';
import { Link, useLoaderData } from '@remix-run/react';
import { Avatar } from '~/components/avatar';
import { ErrorMessage, GeneralErrorBoundary } from '~/components/error-page';
import { NumberedPlaces } from '~/components/numbered-places';
import { PlaceMap } from '~/components/place-map';
import { sharedListByToken } from '~/models/diner-lists.server';
import { PRIVATE_PAGE } from '~/modules/http.server';
import { drawListMap } from '~/modules/place-map.server';
import { SHARE_TOKEN, sharedListPath } from '~/utils/diner-lists';
import { NO_HYDRATION } from '~/utils/hydration';
import { errorMeta, seoMeta, truncateDescription } from '~/utils/seo';
import { shareImagePath } from '~/utils/share-image';
import { messagesFor } from '~/modules/messages.server';
import { aroundLink } from '~/utils/around-link';
import { metaTranslator, useT } from '~/utils/i18n';

/**
 * A diner's list shared by link (/l/{token}): anyone with the link reads it,
 * signed in or not. Not secret, but revocable: the owner's "Stop sharing" deletes
 * the link, and from then on it answers 404. So no copy may outlive that: the page
 * is private, no-store (never in the edge cache, a browser's cache or the offline
 * worker) and never indexed. It shows the places, never a Been day or note.
 */
const UNLISTED = { ...PRIVATE_PAGE, 'X-Robots-Tag': 'noindex, nofollow' } as const;

function gone(): never {
  throw new Response('Not Found', { status: 404, statusText: 'Not Found', headers: UNLISTED });
}

export async function loader({ params, context }: LoaderFunctionArgs) {
  const token = params.token ?? '';
  if (!SHARE_TOKEN.test(token)) gone();
  const shared = await sharedListByToken(context.db, token);
  if (!shared) gone();
  const anchors = new Map(shared.places.map((p) => [p.number, `#place-${p.id}`]));
  const map = await drawListMap(context, shared.places, { of: 'list', anchorOf: (n) => anchors.get(n) ?? '' });
  // The page's data is what the page shows, no more: coordinates went into the map.
  const places = shared.places.map(({ number, id, slug, name, cuisine, neighborhood, closedAt }) => ({ number, id, slug, name, cuisine, neighborhood, closedAt }));
  return json(
    { token: shared.token, title: shared.title, note: shared.note, owner: shared.owner, places, map, messages: messagesFor(context.locale, 'lists', 'card', 'cuisines', 'facts', 'prices', 'hours', 'dates', 'ratings') },
    { headers: UNLISTED },
  );
}

export const headers: HeadersFunction = () => UNLISTED;

/** A page that only shows: no scripts needed. */
export const handle = NO_HYDRATION;

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  if (!data) return errorMeta('List Not Found');
  const first = data.places[0];
  const t = metaTranslator(matches);
  return seoMeta(matches, {
    title: data.title,
    description: truncateDescription(data.note || t('lists.sharedDescription', { count: data.places.length, owner: data.owner.name })),
    path: sharedListPath(data.token),
    // The first place's share card: the list opens with it.
    image: first ? shareImagePath('restaurants', first.slug) : undefined,
    imageAlt: first ? t('lists.sharedImageAlt', { name: first.name, title: data.title }) : undefined,
    noindex: true,
  });
};

export default function SharedList() {
  const list = useLoaderData<typeof loader>();
  const t = useT();
  const [before, after] = aroundLink(t, 'lists.by');
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold">{list.title}</h1>
      <p className="mt-3 flex items-center gap-3 text-stone-800">
        <Avatar name={list.owner.name} picture={list.owner.picture} size="md" />
        <span>
          {before}
          <span className="font-semibold">{list.owner.name}</span>
          {after}
        </span>
      </p>
      {list.note ? <p className="mt-4 whitespace-pre-line text-lg text-stone-800">{list.note}</p> : null}
      {list.places.length === 0 ? (
        <p className="mt-6 rounded-xl border border-dashed border-stone-300 p-6 text-stone-700">{t('lists.sharedEmpty')}</p>
      ) : (
        <>
          {list.map ? <PlaceMap drawing={list.map} className="mt-6" /> : null}
          {/* The places' names are level-3 headings, as on the diner's own lists. */}
          <h2 className="sr-only">{t('lists.thePlaces')}</h2>
          <NumberedPlaces places={list.places} label={t('lists.numbered', { label: list.title })} />
        </>
      )}
      <p className="mt-8">
        <Link to="/" className="btn-secondary">
          {t('lists.findMore')}
        </Link>
      </p>
    </div>
  );
}

export function ErrorBoundary() {
  return (
    <GeneralErrorBoundary
      title="List unavailable"
      statusHandlers={{
        404: () => (
          <ErrorMessage
            title="List Not Found"
            action={
              <Link to="/" className="btn-primary">
                Browse Restaurants
              </Link>
            }
          >
            This list is not shared any more, or the link is not complete.
          </ErrorMessage>
        ),
      }}
    />
  );
}
