import { z } from 'zod';
import type { Translate } from '~/utils/i18n';

/**
 * The owner's reply form's one schema, parsed by the action and, as an enhancement,
 * in the browser. The same bounds as a diner's review (review-schema.ts): an answer
 * as long as what it answers, never a one-word brush-off.
 */
export const REPLY_RULES = { minLength: 10, maxLength: 2000 } as const;

/** Built with the page's words: its messages are in the owner's language. */
export function ownerReplySchema(t: Translate) {
  const tooShort = t('ownerReply.error.tooShort', { min: REPLY_RULES.minLength });
  return z.object({
    content: z
      .string({ required_error: tooShort })
      .trim()
      .min(REPLY_RULES.minLength, tooShort)
      .max(REPLY_RULES.maxLength, t('ownerReply.error.tooLong', { max: REPLY_RULES.maxLength })),
  });
}
