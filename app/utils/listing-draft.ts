/**
 * A listing without a usable description is a draft (decision 040): an import adds a new
 * place that lacks one as a draft, on no public surface, and the desk asks an editor to
 * complete it. The desk's own form never saves one without a description.
 */
export const DESCRIPTION_MIN_LENGTH = 20;

export const DRAFT_NOTE = 'No description: added as a draft to complete in the desk';

/** Whether a description is one the desk would publish. */
export function usableDescription(text: string | undefined) {
  return (text ?? '').trim().length >= DESCRIPTION_MIN_LENGTH;
}

// Reads a draft's row by the desk's rules for every other field; never stored.
export const DRAFT_STAND_IN_DESCRIPTION = 'x'.repeat(DESCRIPTION_MIN_LENGTH);
