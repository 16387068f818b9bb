import type { SubmissionResult } from '@conform-to/react';
import { z } from 'zod';
import type { Translate } from '~/utils/i18n';

/**
 * The diner's review form's one schema, parsed by the action
 * (app/routes/resources.reviews/route.tsx). The form (app/routes/resources.reviews/review-form.tsx)
 * shows the messages from the action's reply, with or without JavaScript, so zod
 * stays out of the restaurant page's bundle. One review per diner per
 * restaurant: 1 to 5 stars and 10 to 2,000 characters of text.
 */
const REVIEW_RULES = { minRating: 1, maxRating: 5, minLength: 10, maxLength: 2000 } as const;

/** Built per request: its messages are in the diner's language. */
export function reviewFormSchema(t: Translate) {
  const RATING_MESSAGE = t('reviews.error.rating');
  const TOO_SHORT_MESSAGE = t('reviews.error.tooShort', { min: REVIEW_RULES.minLength });
  const TOO_LONG_MESSAGE = t('reviews.error.tooLong', { max: REVIEW_RULES.maxLength });
  return z.object({
  rating: z
    .number({ required_error: RATING_MESSAGE, invalid_type_error: RATING_MESSAGE })
    .int(RATING_MESSAGE)
    .min(REVIEW_RULES.minRating, RATING_MESSAGE)
    .max(REVIEW_RULES.maxRating, RATING_MESSAGE),
  content: z
    .string({ required_error: TOO_SHORT_MESSAGE })
    .trim()
    .min(REVIEW_RULES.minLength, TOO_SHORT_MESSAGE)
    .max(REVIEW_RULES.maxLength, TOO_LONG_MESSAGE),
  });
}

/** What the action answers a post it did not accept: Conform's reply, and where the form goes back to. */
export type ReviewAnswer = { result: SubmissionResult<string[]>; redirectTo: string };
