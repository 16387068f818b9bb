import { plural } from './sample-notices';

type Figures = {
  searches: Array<{ query: string; what: string; follows: number; subscribers: number }>;
  placeSubscribers: number;
  sentLastWeek: number;
  failed: { count: number; lastError: string | null };
};

/** What diners follow and how the digests go (issue 44): counts only, never who. */
export function FollowingFigures({ figures }: { figures: Figures }) {
  const { searches, placeSubscribers, sentLastWeek, failed } = figures;
  return (
    <section aria-labelledby="following" className="space-y-3">
      <h2 id="following" className="text-xl font-bold text-stone-900">
        Followed searches and digests
      </h2>
      <p className="text-stone-800">
        {plural(sentLastWeek, 'digest')} sent in the last 7 days; {plural(placeSubscribers, 'diner')} get{placeSubscribers === 1 ? 's' : ''} a digest of their
        own places.
      </p>
      {failed.count ? (
        <p className="rounded-lg border border-red-300 bg-red-50 p-4 text-red-950">
          {plural(failed.count, 'digest')} could not be sent. The last error: {failed.lastError ?? 'none given'}.
        </p>
      ) : null}
      {searches.length ? (
        <table className="w-full border-collapse text-left text-sm">
          <thead>
            <tr className="border-b border-stone-300">
              <th scope="col" className="py-2 pr-4">
                Search
              </th>
              <th scope="col" className="py-2 pr-4">
                Follows
              </th>
              <th scope="col" className="py-2">
                Digest subscribers
              </th>
            </tr>
          </thead>
          <tbody>
            {searches.map((search) => (
              <tr key={search.query} className="border-b border-stone-200">
                <td className="py-2 pr-4">{search.what}</td>
                <td className="py-2 pr-4">{search.follows}</td>
                <td className="py-2">{search.subscribers}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="text-stone-700">Nobody follows a search yet.</p>
      )}
    </section>
  );
}
