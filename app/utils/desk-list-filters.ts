import { z } from 'zod';
import { PUBLICATION_STATUSES } from '~/db/schema';

/** Words to look for in a desk list: trimmed, at most 100 characters, none when empty. */
export const searchWords = z
  .string()
  .trim()
  .max(100)
  .optional()
  .catch(undefined)
  .transform((v) => v || undefined);

/** One of the publication states, or none. */
export const publicationState = z.enum(PUBLICATION_STATUSES).optional().catch(undefined);

/** The states as a filter's choices, in their lifecycle order. */
export const PUBLICATION_CHOICES = PUBLICATION_STATUSES.map((status) => ({ value: status, label: status[0]!.toUpperCase() + status.slice(1) }));

/** A desk list's filters from its address, read leniently: a value that is not one of the choices is ignored. */
export function readListFilters<Shape extends z.ZodRawShape>(shape: Shape, request: Request) {
  return z.object(shape).parse(Object.fromEntries(new URL(request.url).searchParams));
}
