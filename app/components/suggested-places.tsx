import { Link } from '@remix-run/react';
import { formatLongDate } from '~/utils/format';
import { useLocale } from '~/utils/locale';

type Suggestion = { id: number; name: string; status: 'open' | 'accepted' | 'declined'; reason: string | null; createdAt: string; slug: string | null };

/** A signed-in person's suggested places on their profile, each with what the editors decided (decision 048). */
export function SuggestedPlaces({ suggestions }: { suggestions: Suggestion[] }) {
  const locale = useLocale();
  if (!suggestions.length) return null;
  return (
    <section aria-labelledby="suggested-heading" className="card mt-10 p-6">
      <h2 id="suggested-heading" className="text-xl font-bold">
        Places you suggested
      </h2>
      <ul className="mt-3 divide-y divide-stone-200">
        {suggestions.map((s) => (
          <li key={s.id} className="py-3">
            <p className="font-semibold text-stone-900">
              {s.slug ? (
                <Link to={`/restaurant/${s.slug}`} className="text-brand-800 underline">
                  {s.name}
                </Link>
              ) : (
                s.name
              )}
              <span className="font-normal text-stone-700">{` · suggested ${formatLongDate(s.createdAt, locale)}`}</span>
            </p>
            <p className="text-stone-800">
              {s.status === 'open'
                ? 'Waiting for an editor'
                : s.status === 'declined'
                  ? `Declined. Why: ${s.reason ?? ''}`
                  : s.slug
                    ? 'Accepted: it is in the guide'
                    : 'Accepted: the editors are completing its listing'}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
