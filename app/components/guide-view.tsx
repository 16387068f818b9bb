import { Link } from '@remix-run/react';
import type { GuideCard as Card, GuideLogEntry, GuidePage, GuidePlace } from '~/models/guides.server';
import { formatLongDate, formatMonthYear, priceSymbols } from '~/utils/format';
import { BackLink, Breadcrumb } from './article-body';
import { Markdown } from './markdown';
import { Picture } from './picture';
import { InEnglish, useTextMark } from './in-english';
import { useT, type Translate } from '~/utils/i18n';
import { pathInLocale, useEnglishMark, useLocale } from '~/utils/locale';
import type { SpanishVersion } from '~/utils/spanish-overlay';

/**
 * The one template of a guide, for readers and for the desk's preview: title,
 * picture, intro, then the places as a numbered list (1..n, the numbers a map's
 * pins carry), each with the editor's note, then the guide's Changes list.
 */
export function GuideView({ guide: g, feedHref, map }: { guide: GuidePage; feedHref?: string; map?: React.ReactNode }) {
  const t = useT();
  const lang = useTextMark(g.spanish, 'title');
  const introLang = useTextMark(g.spanish, 'intro');
  const locale = useLocale();
  return (
    <article className="mx-auto max-w-3xl px-4 py-8">
      <Breadcrumb items={[{ name: t('layout.nav.home'), to: '/' }, { name: t('layout.nav.guides'), to: '/guides' }, { name: g.title, lang }]} />
      <BackLink to="/guides">{t('guides.allGuides')}</BackLink>
      <header className="mt-6 space-y-4">
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-800">{t('guides.kicker', { count: g.places.length })}</p>
        <h1 lang={lang} className="text-3xl font-extrabold tracking-tight text-stone-900 sm:text-4xl">
          {g.title}
        </h1>
        <p className="text-sm text-stone-700">
          <span>{t('guides.by', { author: g.author })}</span>
          <span aria-hidden="true"> · </span>
          <span>
            {t('guides.updated')} <time dateTime={g.updatedAt}>{formatLongDate(g.updatedAt, locale)}</time>
          </span>
        </p>
        {g.imageUrl ? <Picture src={g.imageUrl} alt={g.imageAlt ?? ''} width={1200} height={675} eager className="aspect-video w-full rounded-2xl" /> : null}
        <InEnglish note={t('guides.notInSpanish')} inSpanish={Boolean(g.spanish)}>
          <div lang={g.spanish ? introLang : undefined} className="space-y-4 text-lg leading-relaxed text-stone-800">
            <Markdown nodes={g.introNodes} />
          </div>
        </InEnglish>
      </header>
      {map ? <div className="mt-8">{map}</div> : null}
      <section aria-labelledby="guide-places" className="mt-8">
        <h2 id="guide-places" className="text-2xl font-bold text-stone-900">
          {t('guides.thePlaces')}
        </h2>
        {g.places.length ? (
          <ol className="numbered-list mt-4 space-y-6">
            {g.places.map((place) => (
              <PlaceItem key={place.id} place={place} spanish={g.spanish} />
            ))}
          </ol>
        ) : (
          <p className="mt-4 text-stone-700">{t('guides.noPlaces')}</p>
        )}
      </section>
      <GuideChanges log={g.log} />
      {feedHref ? (
        <p className="mt-8 text-sm text-stone-700">
          <a href={pathInLocale(feedHref, locale)} className="inline-flex min-h-[44px] items-center font-semibold text-brand-800 underline">
            {t('guides.followChanges')}
          </a>
        </p>
      ) : null}
    </article>
  );
}

function PlaceItem({ place, spanish }: { place: GuidePlace; spanish?: SpanishVersion }) {
  const lang = useTextMark(spanish, `places.${place.slug}.note`);
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
        <p lang={lang} className="mt-2 leading-relaxed text-stone-800">
          {place.note}
        </p>
      </div>
      <Picture src={place.imageUrl} placeholder="restaurant" alt="" width={160} height={120} className="hidden h-24 w-32 shrink-0 rounded-lg sm:block" />
    </li>
  );
}

/**
 * "Added Bird Café · June 2026", "Removed Joe's: closed · November 2026". The editor's
 * reason is written in English only: marked so on a Spanish page.
 */
function ChangeLine({ entry, t }: { entry: GuideLogEntry; t: Translate }) {
  const locale = useLocale();
  const englishMark = useEnglishMark();
  const when = formatMonthYear(new Date(entry.createdAt), locale);
  const reason = entry.reason ? <span lang={englishMark}>{entry.reason}</span> : null;
  if (entry.kind === 'note') return <>{reason}{` · ${when}`}</>;
  const name = entry.restaurantName ?? t('guides.aPlace');
  const what = entry.kind === 'added' ? t('guides.added', { name }) : t('guides.removed', { name });
  // One text before the reason: React would part two with a comment, which text readers space.
  return reason ? <>{`${what}: `}{reason}{` · ${when}`}</> : <>{`${what} · ${when}`}</>;
}

function GuideChanges({ log }: { log: GuideLogEntry[] }) {
  const t = useT();
  return (
    <section aria-labelledby="guide-changes" className="mt-10 rounded-xl bg-stone-50 p-5">
      <h2 id="guide-changes" className="text-lg font-bold text-stone-900">
        {t('guides.changes')}
      </h2>
      {log.length ? (
        <ul className="mt-2 space-y-1 text-stone-800">
          {log.map((entry) => (
            <li key={entry.id} id={`change-${entry.id}`}>
              <ChangeLine entry={entry} t={t} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-stone-700">{t('guides.noChanges')}</p>
      )}
    </section>
  );
}

/** A guide on the /guides page: picture, title, summary and how many places; the title link covers the card. */
export function GuideCard({ guide: g, eager = false }: { guide: Card; eager?: boolean }) {
  const t = useT();
  const lang = useTextMark(g.spanish, 'title');
  const summaryLang = useTextMark(g.spanish, 'summary');
  const locale = useLocale();
  return (
    <article className="card relative flex h-full flex-col focus-within:ring-2 focus-within:ring-brand-700 hover:shadow-md">
      <Picture src={g.imageUrl} placeholder="food" alt="" width={800} height={450} eager={eager} className="aspect-video w-full" />
      <div className="flex flex-1 flex-col gap-2 p-5">
        <p className="text-sm font-semibold text-brand-800">{t('guides.places', { count: g.placeCount })}</p>
        <h2 lang={lang} className="text-lg font-bold leading-snug text-stone-900">
          <Link to={`/guides/${g.slug}`} prefetch="intent" className="after:absolute after:inset-0 hover:underline focus-visible:outline-none">
            {g.title}
          </Link>
        </h2>
        <p lang={summaryLang} className="text-stone-700">
          {g.summary}
        </p>
        <p className="mt-auto pt-2 text-sm text-stone-700">{t('guides.byUpdated', { author: g.author, date: formatLongDate(g.updatedAt, locale) })}</p>
      </div>
    </article>
  );
}
