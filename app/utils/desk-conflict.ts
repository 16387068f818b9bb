/**
 * Two editors saving the same item: the second save names the version it started
 * from, finds a newer one, and is refused. These are the fields the other editor's
 * saved version has that differ from what this editor sent, so the conflict
 * message can show the other's change while the form keeps this editor's text.
 */
export type FieldChange = { field: string; label: string; theirs: string };

export function conflictingFields(
  mine: Record<string, unknown>,
  theirs: Record<string, unknown>,
  labels: Record<string, string>,
): FieldChange[] {
  const show = (value: unknown) => (value == null ? '' : typeof value === 'string' ? value : JSON.stringify(value));
  return Object.entries(labels)
    .filter(([field]) => show(mine[field]).trim() !== show(theirs[field]).trim())
    .map(([field, label]) => ({ field, label, theirs: show(theirs[field]) }));
}
