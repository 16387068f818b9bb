import { Form, Link } from '@remix-run/react';
import type { LostPlacesItem } from '~/models/lost-places.server';
import type { SampleContent } from '~/models/sample-content.server';
import { formatCount } from '~/utils/format';

/** What the desk says about demo content (decisions 022 and 036). */
export const plural = (n: number, noun: string, many = `${noun}s`) => `${formatCount(n)} ${n === 1 ? noun : many}`;

/** On a sample listing's desk form: a save keeps it a sample. */
export function SampleListingNote() {
  return (
    <p className="w-full rounded border border-amber-300 bg-amber-50 p-3 text-sm text-stone-900">
      This is a sample listing: saving keeps it one, and it goes when the sample content is removed. To list the real place, add it as a new
      restaurant.
    </p>
  );
}

/** What removing the sample content takes away and what it leaves, in numbers. */
function goesAndStays(s: SampleContent) {
  const goes = [
    `${plural(s.diners, 'sample diner')} with everything they wrote or saved`,
    `${plural(s.listings, 'sample listing')} with their hours, photos and every review and favourite of them` +
      (s.realReviewsOfListings ? ` (${plural(s.realReviewsOfListings, 'review')} by real diners among them)` : '') +
      (s.editedListings ? `, ${plural(s.editedListings, 'listing')} edited in the desk included` : ''),
    plural(s.articles, 'sample article'),
    plural(s.guides, 'sample guide'),
  ];
  const stays = [
    `${plural(s.realTwins, 'real listing')} that ${s.realTwins === 1 ? 'shares' : 'share'} a sample’s name or address (one named like a sample takes its address)`,
    `${plural(s.coveringArticles, 'article')} and ${plural(s.coveringGuides, 'guide')} by editors that cover a sample listing: they lose it, a guide’s Changes say so, and they are listed here for an editor`,
  ];
  return { goes: `Goes: ${goes.join('; ')}.`, stays: `Stays: ${stays.join('; ')}. So do every other listing, article, guide, recipe and real diner.` };
}

/** How much demo content the database holds, and (for an admin) the form that removes it. */
export function SampleContentNotice({ samples, demoContent, isAdmin, message }: { samples: SampleContent; demoContent: boolean; isAdmin: boolean; message?: string }) {
  const { goes, stays } = goesAndStays(samples);
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
      {message ? (
        <p role="alert" className="rounded border border-red-300 bg-red-50 p-3 font-medium text-red-800">
          {message}
        </p>
      ) : null}
      {isAdmin ? (
        <Form method="post" className="space-y-3" aria-labelledby="sample-content">
          <p className="text-sm">{goes}</p>
          <p className="text-sm">{`${stays} It cannot be undone.`}</p>
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

/** Editors' articles and guides that lost a place with the sample content, until saved again. */
export function LostPlacesList({ items }: { items: LostPlacesItem[] }) {
  if (!items.length) return null;
  return (
    <section aria-labelledby="lost-places">
      <h2 id="lost-places" className="text-xl font-bold text-stone-900">
        {`Lost a place when the sample content was removed (${items.length})`}
      </h2>
      <p className="mt-1 text-sm text-stone-700">Their links to it are gone. Check the text still reads true, then save each one to clear it from this list.</p>
      <ul className="mt-3 divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white">
        {items.map((item) => (
          <li key={item.editPath} className="px-4 py-3">
            <Link to={item.editPath} className="font-medium text-brand-800 underline">
              {item.title}
            </Link>
            <span className="text-sm text-stone-700">{`: lost ${item.places.join(', ')}`}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
