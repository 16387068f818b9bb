/**
 * Placeholders shown (with JavaScript) while the next screen loads: counts from the spec.
 * The root finds the one to show with usePendingSkeleton (./pending-skeleton.ts).
 */

export function CardSkeletons({ count, className = 'grid gap-6 sm:grid-cols-2 md:grid-cols-3' }: { count: number; className?: string }) {
  return (
    <div className={className} aria-hidden="true" data-testid="skeletons">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="card">
          <div className="skeleton aspect-[8/5] w-full rounded-none" />
          <div className="space-y-2 p-4">
            <div className="skeleton h-4 w-1/3" />
            <div className="skeleton h-5 w-2/3" />
            <div className="skeleton h-4 w-1/2" />
          </div>
        </div>
      ))}
    </div>
  );
}

function TileSkeletons({ count }: { count: number }) {
  return (
    <div className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5" aria-hidden="true" data-testid="skeletons">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="card">
          <div className="skeleton aspect-[4/3] w-full rounded-none" />
          <div className="skeleton m-3 h-4 w-2/3" />
        </div>
      ))}
    </div>
  );
}

/**
 * A route's `handle.pendingSkeleton`: what the page shows (with JavaScript)
 * while a navigation to that route loads. Routes without one keep the current
 * page on screen.
 */
export type SkeletonHandle = { pendingSkeleton?: () => React.ReactNode };

/** A whole page's skeleton: `body` under a status line for screen readers. */
function pageSkeleton(title: string, body: React.ReactNode) {
  return function PageSkeleton() {
    return (
      <div className="mx-auto max-w-7xl px-4 py-10" role="status" aria-live="polite">
        <p className="sr-only">Loading {title}…</p>
        {body}
      </div>
    );
  };
}

// The pages' skeletons, declared by their routes: counts from the spec.
export const HomeSkeleton = pageSkeleton(
  'restaurants',
  <>
    <CardSkeletons count={5} className="mb-10 grid grid-cols-2 gap-4 md:grid-cols-5" />
    <CardSkeletons count={6} />
  </>,
);
export const CuisinesSkeleton = pageSkeleton('cuisines', <TileSkeletons count={30} />);
export const RestaurantsSkeleton = pageSkeleton('restaurants', <CardSkeletons count={6} />);
export const ArticlesSkeleton = pageSkeleton('articles', <CardSkeletons count={9} />);
