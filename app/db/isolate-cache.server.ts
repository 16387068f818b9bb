/**
 * A small in-memory cache that lives as long as the Worker's isolate: for data
 * that changes only when an editor re-seeds or publishes in the desk (the cuisine
 * list, the neighbourhoods), so a listing does not pay a D1 round trip for them on
 * every request. Each isolate keeps its own copy, emptied when the content
 * generation moves (app/models/content-generation.server.ts) and otherwise kept
 * at most `ttlMs`.
 */
type Entry = { expires: number; value: Promise<unknown> };
// On globalThis so that one clear (after a publish) empties it for the Worker's and the app build's copy of this module alike.
const entries: Map<string, Entry> = ((globalThis as { __isolateCache?: Map<string, Entry> }).__isolateCache ??= new Map());

export function cachedInIsolate<T>(key: string, ttlMs: number, load: () => PromiseLike<T>): Promise<T> {
  const now = Date.now();
  const hit = entries.get(key);
  if (hit && hit.expires > now) return hit.value as Promise<T>;
  // Settled once into a real promise: a drizzle query is a thenable that runs its SQL
  // again every time it is awaited, so keeping the query itself would keep nothing.
  const value = Promise.resolve(load());
  entries.set(key, { expires: now + ttlMs, value });
  // A failed load is not kept: the next request asks D1 again.
  value.catch(() => {
    if (entries.get(key)?.value === value) entries.delete(key);
  });
  return value;
}

/** A publish changed what these hold. */
export function clearIsolateCache() {
  entries.clear();
}
