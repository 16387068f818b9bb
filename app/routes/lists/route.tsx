import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { json } from '@remix-run/cloudflare';
import { Link, useActionData, useLoaderData } from '@remix-run/react';
import { SignInForm } from '~/components/account-menu';
import BeenDetailsForm from '~/routes/resources.list-entry/been-details-form';
import { GeneralErrorBoundary } from '~/components/error-page';
import { FavoriteButton, ListEntryButton } from '~/components/favorite-button';
import { NumberedPlaces } from '~/components/numbered-places';
import { PlaceMap } from '~/components/place-map';
import { listCounts, listPlaces, listSharesOf } from '~/models/diner-lists.server';
import { placeFeedTokenOf } from '~/models/follows.server';
import { handlePlaceFeedForm } from '~/modules/place-feed-form.server';
import { placesFeedPath } from '~/utils/follow-words';
import { pathInLocale } from '~/utils/locale';
import { getOptionalUser } from '~/modules/auth.server';
import { handleListForm, type ListFormReply } from '~/modules/diner-list-forms.server';
import { PRIVATE_PAGE, redirectToCanonical } from '~/modules/http.server';
import { drawListMap } from '~/modules/place-map.server';
import { messagesFor } from '~/modules/messages.server';
import { metaTranslator, useT } from '~/utils/i18n';
import { SharePanel } from './share-panel';
import { PlaceFeedPanel } from './place-feed-panel';
import { LIST_KEYS, LISTS, listOrFirst, sharedListPath } from '~/utils/diner-lists';

/**
 * A diner's own lists: Favorites, Want to go and Been, one at a time (?list=),
 * each numbered in its order, with its share link. Always the viewer's own (there
 * is no user in the URL to guess), private to them: never stored by a browser,
 * the edge or the offline worker.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await getOptionalUser(context);
  const messages = messagesFor(context.locale, 'lists', 'beenDetails', 'card', 'cuisines', 'facts', 'prices', 'hours', 'dates', 'ratings', 'followPage');
  if (!user) return json({ signedIn: false as const, messages }, { headers: PRIVATE_PAGE });
  const asked = new URL(request.url).searchParams.get('list');
  const list = listOrFirst(asked);
  if (asked !== null && asked !== list) redirectToCanonical('/lists');
  const [places, counts, shares, feedToken] = await Promise.all([
    listPlaces(context.db, user.id, list),
    listCounts(context.db, user.id),
    listSharesOf(context.db, user.id),
    placeFeedTokenOf(context.db, user.id),
  ]);
  const share = shares[list] ?? null;
  const anchors = new Map(places.map((p) => [p.number, `#place-${p.id}`]));
  const map = await drawListMap(context, places, { of: 'list', anchorOf: (n) => anchors.get(n) ?? '' });
  return json(
    {
      signedIn: true as const,
      list,
      places,
      map,
      counts,
      share,
      shareUrl: share ? `${context.origin.replace(/\/+$/, '')}${sharedListPath(share.token)}` : null,
      // The feed in the page's language: its entries say what changed in the diner's words.
      digestOffered: context.digestMail !== null,
      placeFeedUrl: feedToken ? `${context.origin}${pathInLocale(placesFeedPath(feedToken), context.locale)}` : null,
      today: context.now.date,
      messages,
    },
    { headers: PRIVATE_PAGE },
  );
}

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await request.formData();
  const list = LIST_KEYS.find((key) => key === formData.get('list')) ?? 'been';
  const back =
    formData.get('intent') === 'been-details'
      ? `/lists?list=been#place-${String(formData.get('restaurantId'))}`
      : `/lists?list=${list}#share`;
  const answer = (await handleListForm(request, context, formData, back)) ?? (await handlePlaceFeedForm(request, context, formData, `/lists?list=${list}#place-feed`));
  return answer ?? new Response('Unknown form.', { status: 400, headers: PRIVATE_PAGE });
}

export const headers: HeadersFunction = () => PRIVATE_PAGE;

export const meta: MetaFunction = ({ matches }) => {
  const t = metaTranslator(matches);
  return [
    { title: `${t('lists.title')} | Fort Worth Eats` },
    { name: 'description', content: t('lists.description') },
    { name: 'robots', content: 'noindex' },
  ];
};

export default function Lists() {
  const data = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>() as ListFormReply | undefined;
  const t = useT();
  if (!data.signedIn) {
    return (
      <div className="mx-auto max-w-7xl px-4 py-10">
        <h1 className="text-3xl font-bold">{t('lists.title')}</h1>
        <section className="card mx-auto mt-8 max-w-xl p-8 text-center" aria-labelledby="lists-state">
          <h2 id="lists-state" className="text-2xl font-bold">
            {t('lists.signInRequired')}
          </h2>
          <p className="mt-2 text-stone-700">{t('lists.signInText')}</p>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            <SignInForm label={t('lists.signIn')} />
            <Link to="/" className="btn-secondary">
              {t('lists.browseTitle')}
            </Link>
          </div>
        </section>
      </div>
    );
  }
  const { list, places, map, counts, share, shareUrl, placeFeedUrl, digestOffered, today } = data;
  const label = t(`lists.${list}.label`);
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold">{t('lists.title')}</h1>
      <nav aria-label={t('lists.yourLists')} className="mt-4">
        <ul className="flex flex-wrap gap-2">
          {LISTS.map((l) => (
            <li key={l.key}>
              <Link
                to={`/lists?list=${l.key}`}
                aria-current={l.key === list ? 'page' : undefined}
                className={l.key === list ? 'btn-primary' : 'btn-secondary'}
              >
                {`${t(`lists.${l.key}.label`)} (${counts[l.key]})`}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <section aria-labelledby="list-heading" className="mt-6">
        <h2 id="list-heading" className="text-2xl font-bold">
          {label}
        </h2>
        {places.length === 0 ? (
          <p className="mt-3 rounded-xl border border-dashed border-stone-300 p-6 text-stone-700">
            {`${t(`lists.${list}.empty`)} `}
            <Link to="/" className="text-brand-800 underline">
              {t('lists.browse')}
            </Link>
          </p>
        ) : (
          <>
            {map ? <PlaceMap drawing={map} className="mt-4" /> : null}
            <NumberedPlaces
              places={places}
              label={t('lists.numbered', { label })}
              extra={(place) => (
                <div className="mt-2 space-y-2">
                  {list === 'favorites' ? (
                    <FavoriteButton restaurantId={place.id} isFavorite variant="icon" anchor={`place-${place.id}`} />
                  ) : (
                    <ListEntryButton restaurantId={place.id} list={list} on anchor={`place-${place.id}`} />
                  )}
                  {list === 'been' ? (
                    <details open={reply?.form === `been-${place.id}` || undefined}>
                      <summary className="flex min-h-[44px] cursor-pointer items-center text-sm font-medium text-brand-800 underline">
                        {place.visitedOn || place.note ? t('lists.changeBeen') : t('lists.addBeen')}
                      </summary>
                      <BeenDetailsForm
                        restaurantId={place.id}
                        restaurantName={place.name}
                        visitedOn={place.visitedOn}
                        note={place.note}
                        today={today}
                        action="/lists?list=been"
                        lastResult={reply?.form === `been-${place.id}` ? reply.result : null}
                      />
                    </details>
                  ) : null}
                </div>
              )}
            />
          </>
        )}
      </section>
      <SharePanel
        list={list}
        share={share}
        shareUrl={shareUrl}
        lastResult={reply?.form === `share-${list}` ? reply.result : null}
      />
      <PlaceFeedPanel list={list} feedUrl={placeFeedUrl} byEmail={digestOffered} />
    </div>
  );
}

export function ErrorBoundary() {
  const t = useT();
  return <GeneralErrorBoundary title={t('layout.error.screen.lists')} defaultMessage={t('layout.error.loading.lists')} />;
}
