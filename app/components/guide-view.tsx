import { Link } from '@remix-run/react';
import type { GuideCard as Card, GuideLogEntry, GuidePage, GuidePlace } from '~/models/guides.server';
import { formatLongDate, formatMonthYear, priceSymbols } from '~/utils/format';
import { BackLink, Breadcrumb } from './article-body';
import { Markdown } from './markdown';
import { Picture } from './picture';
import { useLocale } from '~/utils/locale';

/**
 * The one template of a guide, for readers and for the desk's preview: title,
 * picture, intro, then the places as a numbered list (1..n, the numbers a map's
 * pins carry), each with the editor's note, then the guide's Changes list.
 */
export function GuideView({ guide: g, feedHref, map }: { guide: GuidePage; feedHref?: string; map?: React.ReactNode }) {
  const locale = useLocale();
  return (
    <article className="mx-auto max-w-3xl px-4 py-8">
      <Breadcrumb items={[{ name: 'Home', to: '/' }, { name: 'Guides', to: '/guides' }, { name: g.title }]} />
      <BackLink to="/guides">All guides</BackLink>
      <header className="mt-6 space-y-4">
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-800">{`Guide · ${placesLabel(g.places.length)}`}</p>
        <h1 className="text-3xl font-extrabold tracking-tight text-stone-900 sm:text-4xl">{g.title}</h1>
        <p className="text-sm text-stone-700">
          <span>{`By ${g.author}`}</span>
          <span aria-hidden="true"> · </span>
          <span>
            Updated <time dateTime={g.updatedAt}>{formatLongDate(g.updatedAt, locale)}</time>
          </span>
        </p>
        {g.imageUrl ? <Picture src={g.imageUrl} alt={g.imageAlt ?? ''} width={1200} height={675} eager className="aspect-video w-full rounded-2xl" /> : null}
        <div className="space-y-4 text-lg leading-relaxed text-stone-800">
          <Markdown nodes={g.introNodes} />
        </div>
      </header>
      {map ? <div className="mt-8">{map}</div> : null}
      <section aria-labelledby="guide-places" className="mt-8">
        <h2 id="guide-places" className="text-2xl font-bold text-stone-900">
          The places
        </h2>
        {g.places.length ? (
          <ol className="numbered-list mt-4 space-y-6">
            {g.places.map((place) => (
              <PlaceItem key={place.id} place={place} />
            ))}
          </ol>
        ) : (
          <p className="mt-4 text-stone-700">No places in this guide yet.</p>
        )}
      </section>
      <GuideChanges log={g.log} />
      {feedHref ? (
        <p className="mt-8 text-sm text-stone-700">
          <a href={feedHref} className="inline-flex min-h-[44px] items-center font-semibold text-brand-800 underline">
            Follow this guide’s changes (Atom feed)
          </a>
        </p>
      ) : null}
    </article>
  );
}

function PlaceItem({ place }: { place: GuidePlace }) {
  return (
    <li id={`place-${place.number}`} className="flex gap-4 border-b border-stone-200 pb-6">
      <span aria-hidden="true" className="list-number flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-brand-800 font-bold text-white" />
      <div className="min-w-0 flex-1">
        <h3 className="text-xl font-bold text-stone-900">
          <Link to={`/restaurant/${place.slug}`} className="inline-flex min-h-[44px] items-center underline-offset-4 hover:underline">
            {place.name}
          </Link>
        </h3>
        <p className="text-sm text-stone-700">{`${place.cuisine} · ${place.neighborhood} · ${priceSymbols(place.priceLevel)}`}</p>
        <p className="mt-2 leading-relaxed text-stone-800">{place.note}</p>
      </div>
      <Picture src={place.imageUrl} placeholder="restaurant" alt="" width={160} height={120} className="hidden h-24 w-32 shrink-0 rounded-lg sm:block" />
    </li>
  );
}

/** "Added Bird Café · June 2026", "Removed Joe's: closed · November 2026". */
export function changeLine(entry: GuideLogEntry): string {
  const when = formatMonthYear(new Date(entry.createdAt));
  if (entry.kind === 'note') return `${entry.reason ?? ''} · ${when}`;
  const what = `${entry.kind === 'added' ? 'Added' : 'Removed'} ${entry.restaurantName ?? 'a place'}`;
  return `${what}${entry.reason ? `: ${entry.reason}` : ''} · ${when}`;
}

function GuideChanges({ log }: { log: GuideLogEntry[] }) {
  return (
    <section aria-labelledby="guide-changes" className="mt-10 rounded-xl bg-stone-50 p-5">
      <h2 id="guide-changes" className="text-lg font-bold text-stone-900">
        Changes
      </h2>
      {log.length ? (
        <ul className="mt-2 space-y-1 text-stone-800">
          {log.map((entry) => (
            <li key={entry.id} id={`change-${entry.id}`}>
              {changeLine(entry)}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-stone-700">No changes since it was published.</p>
      )}
    </section>
  );
}

export const placesLabel = (n: number) => `${n} ${n === 1 ? 'place' : 'places'}`;

/** A guide on the /guides page: picture, title, summary and how many places; the title link covers the card. */
export function GuideCard({ guide: g, eager = false }: { guide: Card; eager?: boolean }) {
  const locale = useLocale();
  return (
    <article className="card relative flex h-full flex-col focus-within:ring-2 focus-within:ring-brand-700 hover:shadow-md">
      <Picture src={g.imageUrl} placeholder="food" alt="" width={800} height={450} eager={eager} className="aspect-video w-full" />
      <div className="flex flex-1 flex-col gap-2 p-5">
        <p className="text-sm font-semibold text-brand-800">{placesLabel(g.placeCount)}</p>
        <h2 className="text-lg font-bold leading-snug text-stone-900">
          <Link to={`/guides/${g.slug}`} prefetch="intent" className="after:absolute after:inset-0 hover:underline focus-visible:outline-none">
            {g.title}
          </Link>
        </h2>
        <p className="text-stone-700">{g.summary}</p>
        <p className="mt-auto pt-2 text-sm text-stone-700">{`By ${g.author} · Updated ${formatLongDate(g.updatedAt, locale)}`}</p>
      </div>
    </article>
  );
}
