/**
 * What this isolate keeps between requests: a value worked out once and kept under
 * its key, for `forMs` or for the isolate's life. The Worker keeps its parsed env and
 * its database this way; models keep what changes only when an editor re-seeds or
 * publishes (the cuisine list, the neighbourhoods, the carousel), which `forgetAll`
 * drops when the content generation moves (app/models/content-generation.server.ts).
 * Each isolate has its own; the Worker bundles this module once.
 */
type Kept = { value: unknown; until: number };
const kept = new Map<string, Kept>();
/** Keys can come from requests (a filter state's counts): the oldest go first past this many. */
const MAX_KEPT = 500;

export function remember<T>(key: string, make: () => T, { forMs = Infinity }: { forMs?: number } = {}): T {
  const now = Date.now();
  const hit = kept.get(key);
  if (hit && hit.until > now) return hit.value as T;
  const value = make();
  kept.delete(key);
  kept.set(key, { value, until: now + forMs });
  if (kept.size > MAX_KEPT) kept.delete(kept.keys().next().value!);
  // A failed read is not kept: the next request asks again.
  if (value instanceof Promise) {
    value.catch(() => {
      if (kept.get(key)?.value === value) kept.delete(key);
    });
  }
  return value;
}

/** A publish changed what may be kept: everything is worked out afresh. */
export function forgetAll() {
  kept.clear();
}
