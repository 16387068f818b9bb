import { parseWithZod } from '@conform-to/zod';
import { z } from 'zod';
import { CLAIM_LIMITS as L } from './claim-limits';
import type { Translate } from './i18n';

/**
 * The claim form's schema (decision 050): who the claimant is and how to reach them, which
 * is evidence for the editor, and the channel the code goes through, which is the proof.
 */
const trimmed = <T extends z.ZodTypeAny>(schema: T) => z.preprocess((value) => (typeof value === 'string' ? value.trim() || undefined : value), schema);

/** The schema, its messages in the page's language. */
export function claimSchema(t: Translate) {
  const atMost = (max: number) => t('claim.error.atMost', { max });
  return z.object({
    claimantName: trimmed(z.string({ required_error: t('claim.error.name') }).min(2, t('claim.error.name')).max(L.name, atMost(L.name))),
    claimantRole: trimmed(z.string({ required_error: t('claim.error.role') }).min(2, t('claim.error.role')).max(L.role, atMost(L.role))),
    contactPhone: trimmed(
      z
        .string({ required_error: t('claim.error.phoneMissing') })
        .max(L.phone, atMost(L.phone))
        .refine((phone) => /^1?\d{10}$/.test(phone.replace(/[\s().+-]/g, '')), t('claim.error.phone')),
    ),
    contactEmail: trimmed(z.string({ required_error: t('claim.error.emailMissing') }).email(t('claim.error.email')).max(L.email, atMost(L.email))),
    channel: z.enum(['phone', 'email'], { errorMap: () => ({ message: t('claim.error.channel') }) }).default('phone'),
    mailbox: trimmed(z.string().max(L.mailbox, atMost(L.mailbox)).optional()),
  });
}

export function parseClaim(formData: FormData, t: Translate) {
  return parseWithZod(formData, { schema: claimSchema(t) });
}
