import { parseWithZod } from '@conform-to/zod';
import { z } from 'zod';
import { CLAIM_LIMITS as L } from './claim-limits';

/**
 * The claim form's schema (decision 050): who the claimant is and how to reach them, which
 * is evidence for the editor, and the channel the code goes through, which is the proof.
 */
const trimmed = <T extends z.ZodTypeAny>(schema: T) => z.preprocess((value) => (typeof value === 'string' ? value.trim() || undefined : value), schema);

export const ClaimSchema = z.object({
  claimantName: trimmed(z.string({ required_error: 'Give your name' }).min(2, 'Give your name').max(L.name, `At most ${L.name} characters`)),
  claimantRole: trimmed(
    z.string({ required_error: 'Say what you do at the place, e.g. Owner or General manager' }).min(2, 'Say what you do at the place, e.g. Owner or General manager').max(L.role, `At most ${L.role} characters`),
  ),
  contactPhone: trimmed(
    z
      .string({ required_error: 'Give a phone number to reach you' })
      .max(L.phone, `At most ${L.phone} characters`)
      .refine((phone) => /^1?\d{10}$/.test(phone.replace(/[\s().+-]/g, '')), 'Give a 10-digit phone number, e.g. (817) 555-0123'),
  ),
  contactEmail: trimmed(z.string({ required_error: 'Give an e-mail address to reach you' }).email('Give an e-mail address, e.g. you@example.com').max(L.email, `At most ${L.email} characters`)),
  channel: z.enum(['phone', 'email'], { errorMap: () => ({ message: 'Choose how we check your claim' }) }).default('phone'),
  mailbox: trimmed(z.string().max(L.mailbox, `At most ${L.mailbox} characters`).optional()),
});

export function parseClaim(formData: FormData) {
  return parseWithZod(formData, { schema: ClaimSchema });
}
