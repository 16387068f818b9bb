/**
 * Shown at the top of every page of a demo deployment (env DEMO_CONTENT): its
 * diners, reviews and listings are samples, and no visitor should take them for
 * real (decision 022).
 */
export function DemoBanner() {
  return (
    <aside aria-label="Demo site" className="border-b border-amber-300 bg-amber-100 px-4 py-2 text-center text-sm font-medium text-stone-900 print:hidden">
      <strong>Demo site.</strong> The restaurants, diners and reviews here are samples made up for the demo, not real places or people.
    </aside>
  );
}
