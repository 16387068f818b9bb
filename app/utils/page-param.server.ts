import { z } from 'zod';

/** The ?page= of a listing: a whole number from 1, anything else gives page 1. */
export function pageParam(request: Request): number {
  const raw = new URL(request.url).searchParams.get('page');
  if (raw === null || raw.trim() === '') return 1;
  // Built here, not at module level, so pages that import this module do not ship zod to the browser.
  const pageSchema = z.coerce.number().int().min(1).max(10_000);
  const parsed = pageSchema.safeParse(raw.trim());
  return parsed.success ? parsed.data : 1;
}
