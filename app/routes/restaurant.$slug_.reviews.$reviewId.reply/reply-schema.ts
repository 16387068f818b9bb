import { z } from 'zod';

/**
 * The owner's reply form's one schema, parsed by the action and, as an enhancement,
 * in the browser. The same bounds as a diner's review (review-schema.ts): an answer
 * as long as what it answers, never a one-word brush-off.
 */
export const REPLY_RULES = { minLength: 10, maxLength: 2000 } as const;

export const OwnerReplySchema = z.object({
  content: z
    .string({ required_error: 'Your reply must be at least 10 characters' })
    .trim()
    .min(REPLY_RULES.minLength, 'Your reply must be at least 10 characters')
    .max(REPLY_RULES.maxLength, 'Your reply must be at most 2,000 characters'),
});
