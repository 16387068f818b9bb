import { z } from 'zod';

/** The favourite toggle's form (server only: the heart itself needs no schema in the browser). */
export const FavoriteFormSchema = z.object({
  restaurantId: z.coerce.number().int().positive(),
  // The state the diner asked for; without it the action toggles. Explicit
  // intents keep a double submission (or a stale tab) from undoing itself.
  intent: z.enum(['add', 'remove']).optional(),
});
