import { Form } from '@remix-run/react';

/**
 * Declining something a person sent (a suggestion, a claim): the reason is required and
 * is what they read, so the form says who reads it.
 */
export function DeclineForm({ idField, id, itemName, reader }: { idField: string; id: number; itemName: string; reader: string }) {
  return (
    <Form method="post" className="space-y-2">
      <input type="hidden" name={idField} value={id} />
      <label htmlFor={`decline-${id}`} className="block text-sm font-medium text-stone-900">
        {`Reason for declining (${reader} reads it)`}
      </label>
      <input id={`decline-${id}`} name="reason" required maxLength={300} className="field-input" />
      <button type="submit" name="intent" value="decline" className="btn-secondary w-full">
        Decline<span className="sr-only">{`: ${itemName}`}</span>
      </button>
    </Form>
  );
}
