import { Form, Link } from '@remix-run/react';
import { useT } from '~/utils/i18n';
import type { ListKey } from '~/utils/diner-lists';

/**
 * "Follow your places": the diner's private feed of changes to the places on their
 * lists, its address once made, and "Stop this feed". Plain POST forms to /lists.
 * Where outgoing mail is set up, a link to have the same changes e-mailed (/digests).
 */
export function PlaceFeedPanel({ list, feedUrl, byEmail }: { list: ListKey; feedUrl: string | null; byEmail: boolean }) {
  const t = useT();
  return (
    <section id="place-feed" aria-labelledby="place-feed-heading" className="card mt-6 p-5">
      <h2 id="place-feed-heading" className="text-xl font-bold">
        {t('followPage.places.heading')}
      </h2>
      <p className="mt-2 text-stone-800">{t('followPage.places.intro')}</p>
      {feedUrl ? (
        <>
          <label htmlFor="place-feed-address" className="mt-3 block text-sm font-medium text-stone-800">
            {t('followPage.places.address')}
          </label>
          <input
            id="place-feed-address"
            type="url"
            readOnly
            value={feedUrl}
            size={feedUrl.length}
            aria-describedby="place-feed-private"
            className="field-input mt-1 w-full font-mono text-sm"
          />
          <p id="place-feed-private" className="mt-2 text-sm text-stone-700">
            {t('followPage.places.private')}
          </p>
          <Form method="post" action="/lists" className="mt-3">
            <input type="hidden" name="intent" value="stop-place-feed" />
            <input type="hidden" name="list" value={list} />
            <button type="submit" className="btn-secondary">
              {t('followPage.places.stop')}
            </button>
          </Form>
        </>
      ) : (
        <Form method="post" action="/lists" className="mt-3">
          <input type="hidden" name="intent" value="start-place-feed" />
          <input type="hidden" name="list" value={list} />
          <button type="submit" className="btn-primary">
            {t('followPage.places.start')}
          </button>
        </Form>
      )}
      {byEmail ? (
        <p className="mt-3">
          <Link to="/digests" className="inline-flex min-h-[44px] items-center font-medium text-brand-800 underline">
            {t('followPage.places.byEmail')}
          </Link>
        </p>
      ) : null}
    </section>
  );
}
