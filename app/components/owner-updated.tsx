import type { Sources } from '~/utils/source-topics';
import { formatMediumDate } from '~/utils/format';
import { useLocale } from '~/utils/locale';
import { useT } from '~/utils/i18n';

/** Whether the owner, not the editors, last stated this topic: the day they did, or null. */
export const ownerSaid = (sources: Sources | undefined, topic: string) => (sources?.[topic]?.source === 'owner' ? sources[topic]!.updatedOn : null);

/** "Updated by the owner · Nov 26, 2026", beside what the owner last stated (decision 050). */
export function OwnerUpdated({ sources, topic, className = 'block text-sm text-stone-600' }: { sources: Sources | undefined; topic: string; className?: string }) {
  const locale = useLocale();
  const t = useT();
  const on = ownerSaid(sources, topic);
  if (!on) return null;
  return (
    <span className={className}>
      {t('restaurant.ownerUpdated')}<time dateTime={on}>{formatMediumDate(on, locale)}</time>
    </span>
  );
}

/** "From the owner": their note, once an editor accepted it, with its day. */
export function OwnerNote({ note, on }: { note: string | null; on: string | null }) {
  const locale = useLocale();
  const t = useT();
  if (!note) return null;
  return (
    <section className="card p-5" aria-labelledby="owner-note-heading">
      <h2 id="owner-note-heading" className="text-xl font-bold">{t('restaurant.fromTheOwner')}</h2>
      <p className="mt-2 whitespace-pre-line text-stone-800">{note}</p>
      {on ? <p className="mt-2 text-sm text-stone-600">{t('restaurant.ownerUpdatedOn', { date: formatMediumDate(on, locale) })}</p> : null}
    </section>
  );
}

const CONTACT_TOPICS = ['phone', 'website', 'reservation'] as const;

/** Under the contact details: which of them the owner last stated, and when. */
export function ContactUpdated({ sources }: { sources: Sources | undefined }) {
  const t = useT();
  const locale = useLocale();
  const said = CONTACT_TOPICS.flatMap((topic) => {
    const on = ownerSaid(sources, topic);
    return on ? [{ topic, on }] : [];
  });
  if (!said.length) return null;
  return (
    <ul className="text-sm text-stone-600">
      {said.map(({ topic, on }) => (
        <li key={topic}>
          {t('restaurant.contactUpdated', { topic })}
          <time dateTime={on}>{formatMediumDate(on, locale)}</time>
        </li>
      ))}
    </ul>
  );
}
