import type { ZodError } from 'zod';

export type FieldErrors = Record<string, string[]>;

/** zod issues as `{ field: [messages] }` (a whole-body problem goes under "body"). */
export function fieldErrors(error: ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join('.') : 'body';
    (errors[key] ??= []).push(issue.message);
  }
  return errors;
}
