import { parseWithZod } from '@conform-to/zod';
import { z } from 'zod';
import { DIGEST_FREQUENCIES } from '~/db/schema';
import { followedSearchQuery, readFollowedSearch } from './followed-search';
import type { Translate } from './i18n';

export { DIGEST_FREQUENCIES };

/**
 * The digest form's one schema (app/components/digest-form.tsx, the /digests action):
 * an address, how often, and what to follow: a followed search's canonical query, or
 * `places=1` for the diner's own places. Messages in the page's language.
 */
export function digestSchema(t: Translate) {
  return z
    .object({
      email: z.preprocess(
        (value) => (typeof value === 'string' ? value.trim() || undefined : value),
        z
          .string({ required_error: t('digests.error.email') })
          .email(t('digests.error.email'))
          .max(254, t('digests.error.email'))
      ),
      frequency: z.enum(DIGEST_FREQUENCIES, { errorMap: () => ({ message: t('digests.error.frequency') }) }).default('weekly'),
      query: z.string().max(600).optional(),
      places: z.literal('1').optional(),
    })
    .refine(
      // Exactly one of the two, and a query only in its one spelling.
      (value) =>
        value.places
          ? value.query === undefined
          : value.query !== undefined && followedSearchQuery(readFollowedSearch(new URLSearchParams(value.query))) === value.query,
      { message: t('digests.error.what') }
    );
}

export function parseDigestRequest(formData: FormData, t: Translate) {
  return parseWithZod(formData, { schema: digestSchema(t) });
}
