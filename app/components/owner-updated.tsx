import type { Sources } from '~/utils/source-topics';
import { formatMediumDate } from '~/utils/format';
import { useLocale } from '~/utils/locale';

/** Whether the owner, not the editors, last stated this topic: the day they did, or null. */
export const ownerSaid = (sources: Sources | undefined, topic: string) => (sources?.[topic]?.source === 'owner' ? sources[topic]!.updatedOn : null);

/** "Updated by the owner · Nov 26, 2026", beside what the owner last stated (decision 050). */
export function OwnerUpdated({ sources, topic, className = 'block text-sm text-stone-600' }: { sources: Sources | undefined; topic: string; className?: string }) {
  const locale = useLocale();
  const on = ownerSaid(sources, topic);
  if (!on) return null;
  return (
    <span className={className}>
      Updated by the owner · <time dateTime={on}>{formatMediumDate(on, locale)}</time>
    </span>
  );
}

/** "From the owner": their note, once an editor accepted it, with its day. */
export function OwnerNote({ note, on }: { note: string | null; on: string | null }) {
  const locale = useLocale();
  if (!note) return null;
  return (
    <section className="card p-5" aria-labelledby="owner-note-heading">
      <h2 id="owner-note-heading" className="text-xl font-bold">From the owner</h2>
      <p className="mt-2 whitespace-pre-line text-stone-800">{note}</p>
      {on ? <p className="mt-2 text-sm text-stone-600">{`Updated by the owner · ${formatMediumDate(on, locale)}`}</p> : null}
    </section>
  );
}

const CONTACT_TOPICS = [
  ['phone', 'Phone'],
  ['website', 'Website'],
  ['reservation', 'Reservation link'],
] as const;

/** Under the contact details: which of them the owner last stated, and when. */
export function ContactUpdated({ sources }: { sources: Sources | undefined }) {
  const locale = useLocale();
  const said = CONTACT_TOPICS.flatMap(([topic, words]) => {
    const on = ownerSaid(sources, topic);
    return on ? [{ topic, words, on }] : [];
  });
  if (!said.length) return null;
  return (
    <ul className="text-sm text-stone-600">
      {said.map(({ topic, words, on }) => (
        <li key={topic}>
          {`${words}: updated by the owner · `}
          <time dateTime={on}>{formatMediumDate(on, locale)}</time>
        </li>
      ))}
    </ul>
  );
}
