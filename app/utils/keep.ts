/**
 * What this isolate keeps between requests: a value worked out once and kept under
 * its key, for `forMs` or for the isolate's life. The Worker keeps its parsed env, its
 * database and its cookie storages this way; models keep what changes only when an
 * editor re-seeds or publishes (the cuisine list, the neighbourhoods, the carousel),
 * which `forgetAll` drops when the content generation moves
 * (app/models/content-generation.server.ts).
 *
 * Only settled values are kept, never a promise: on Workers a request must not await
 * I/O another request started (it may hang once that request ends). So a request
 * that finds a read under way does its own read, and whichever read settles keeps its
 * value for the next ones. A failed read keeps nothing.
 *
 * No I/O here: callers pass the read. Each isolate has its own map; the Worker bundles
 * this module once.
 */
type Kept = { value: unknown; until: number };
const kept = new Map<string, Kept>();
/** Keys can come from requests (a filter state's counts): the oldest go first past this many. */
const MAX_KEPT = 500;
/** Moves on with every forgetAll: a read begun before one is not kept after it. */
let era = 0;

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return typeof (value as PromiseLike<unknown> | null)?.then === 'function';
}

function store(key: string, value: unknown, forMs: number) {
  kept.delete(key);
  kept.set(key, { value, until: Date.now() + forMs });
  if (kept.size > MAX_KEPT) kept.delete(kept.keys().next().value!);
}

/**
 * The value kept under `key`, or `read()`'s. A read that returns a promise (or any
 * thenable, such as a drizzle query) hands the caller its own promise; its value is
 * kept once it settles. A kept value comes back as it is, without a promise.
 */
export function keep<T>(key: string, read: () => PromiseLike<T>, options?: { forMs?: number }): T | Promise<T>;
export function keep<T>(key: string, read: () => T, options?: { forMs?: number }): T;
export function keep<T>(key: string, read: () => T | PromiseLike<T>, { forMs = Infinity }: { forMs?: number } = {}): T | Promise<T> {
  const hit = kept.get(key);
  if (hit && hit.until > Date.now()) return hit.value as T;
  const value = read();
  if (!isThenable(value)) {
    store(key, value, forMs);
    return value;
  }
  const began = era;
  return Promise.resolve(value).then((settled) => {
    // Read before a publish, settled after it: this request uses it, nobody keeps it.
    if (began === era) store(key, settled, forMs);
    return settled;
  });
}

/** A publish changed what may be kept: everything is worked out afresh. */
export function forgetAll() {
  kept.clear();
  era += 1;
}
