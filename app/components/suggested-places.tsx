import { Link } from '@remix-run/react';
import { formatLongDate } from '~/utils/format';
import { useLocale } from '~/utils/locale';
import { useT } from '~/utils/i18n';

type Suggestion = { id: number; name: string; status: 'open' | 'accepted' | 'declined'; reason: string | null; createdAt: string; slug: string | null };

/** A signed-in person's suggested places on their profile, each with what the editors decided (decision 048). */
export function SuggestedPlaces({ suggestions }: { suggestions: Suggestion[] }) {
  const locale = useLocale();
  const t = useT();
  if (!suggestions.length) return null;
  return (
    <section aria-labelledby="suggested-heading" className="card mt-10 p-6">
      <h2 id="suggested-heading" className="text-xl font-bold">
        {t('profile.suggested')}
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
              <span className="font-normal text-stone-700">{` · ${t('profile.suggestedOn', { date: formatLongDate(s.createdAt, locale) })}`}</span>
            </p>
            <p className="text-stone-800">
              {s.status === 'open'
                ? t('profile.suggestionOpen')
                : s.status === 'declined'
                  ? t('profile.suggestionDeclined', { reason: s.reason ?? '' })
                  : s.slug
                    ? t('profile.suggestionListed')
                    : t('profile.suggestionAccepted')}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
