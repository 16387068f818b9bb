import type { ListingWarning } from '~/utils/hours-claims';

/**
 * Above a guide's or article's form: each sentence about a place's hours or status that its
 * listing contradicts, both statements side by side, so readers are not left with two answers.
 */
export function ListingWarnings({ warnings }: { warnings: ListingWarning[] }) {
  if (warnings.length === 0) return null;
  return (
    <section aria-labelledby="listing-warnings-heading" className="mb-6 rounded-lg border border-amber-400 bg-amber-50 p-4 text-stone-900">
      <h2 id="listing-warnings-heading" className="font-semibold">
        Disagrees with the listing
      </h2>
      <p className="mt-1 text-sm">Readers would see two answers. Correct the text below, or the listing if the text is right.</p>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {warnings.map((w) => (
          <li key={`${w.where} ${w.said}`}>
            <strong>{`${w.place}:`}</strong>
            {` ${w.where} says “${w.said}”; the listing says ${w.listing}.`}
          </li>
        ))}
      </ul>
    </section>
  );
}
