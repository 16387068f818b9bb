/**
 * Turns what a diner typed into a safe FTS5 query: words only (no operators,
 * quotes or column filters), each matched as a prefix, all required.
 * "bbq stockyard" -> "bbq"* "stockyard"*. Returns null when nothing is left.
 */
export function toFtsQuery(input: string): string | null {
  const words = input
    .normalize('NFKC')
    .toLowerCase()
    .match(/[\p{L}\p{N}]+/gu)
    ?.slice(0, 8)
    .filter((w) => w.length <= 40);
  if (!words?.length) return null;
  return words.map((w) => `"${w}"*`).join(' ');
}
