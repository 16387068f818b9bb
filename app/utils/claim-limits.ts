/** Field caps of the claim form, shared by its schema and its inputs' maxlength. */
export const CLAIM_LIMITS = { name: 100, role: 60, phone: 30, email: 254, mailbox: 64 } as const;

/** The claim form's fields as the browser sends them. */
export type ClaimFields = { claimantName: string; claimantRole: string; contactPhone: string; contactEmail: string; channel: 'phone' | 'email'; mailbox: string };
