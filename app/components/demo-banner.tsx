/**
 * Shown at the top of every page of a demo deployment (env DEMO_CONTENT): its
 * diners, reviews and listings are samples, and no visitor should take them for
 * real (decision 022).
 */
export function DemoBanner() {
  return (
    <aside aria-label="Demo site" className="border-b border-amber-300 bg-amber-100 px-4 py-1.5 text-center text-xs font-medium text-stone-900 sm:py-2 sm:text-sm print:hidden">
      <strong>Demo site.</strong> Its restaurants, diners and reviews are made-up samples, not real places or people.
    </aside>
  );
}
