import { z } from 'zod';

/** The Want to go / Been toggle's form (server only: the toggle needs no schema in the browser). */
export const ListEntryFormSchema = z.object({
  restaurantId: z.coerce.number().int().positive(),
  list: z.enum(['want', 'been']),
  // The state asked for; without it the action toggles. Explicit intents keep a
  // double submission (or a stale tab) from undoing itself.
  intent: z.enum(['add', 'remove']).optional(),
});
