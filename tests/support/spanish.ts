import { en } from '../../app/locales/en';
import { es } from '../../app/locales/es';
import { visibleText } from './client';

type Id = keyof typeof en;

/** A message's fixed words: the text around its {placeholders}, each piece at least `min` letters long. */
function fixedWords(message: string, min = 4): string[] {
  if (/\{\s*\w+\s*,\s*(?:plural|select)/.test(message)) return [];
  return message
    .split(/\{[^}]*\}/)
    .map((piece) => piece.trim())
    .filter((piece) => (piece.match(/\p{L}/gu)?.length ?? 0) >= min);
}

/** Whether `words` show in `text` as whole words: "Contact" is not in "Contacto", nor "Report" in "Reportar". */
function shownAsWords(text: string, words: string): boolean {
  const escaped = words.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'u').test(text);
}

/**
 * The English interface words of `namespaces` that show on a Spanish page (issue 43,
 * item 2): each English message whose words differ from its Spanish, found in the
 * page's visible text outside any element marked lang="en". An empty list is a page
 * that speaks Spanish.
 */
export function englishLeftOn(html: string, namespaces: string[]): string[] {
  const text = visibleText(html.replace(/<(\w+)[^>]*\blang="en(?:-US)?"[^>]*>[\s\S]*?<\/\1>/g, ' '));
  const left: string[] = [];
  for (const id of Object.keys(en) as Id[]) {
    if (!namespaces.some((namespace) => id.startsWith(`${namespace}.`))) continue;
    const spanish = new Set(fixedWords(es[id], 0));
    for (const words of fixedWords(en[id])) if (!spanish.has(words) && shownAsWords(text, words)) left.push(`${id}: ${words}`);
  }
  return left;
}

/** Catalog ids showing as text: a message a route forgot to send (its namespace missing from the loader). */
export function idsShownOn(html: string): string[] {
  const text = visibleText(html);
  return (Object.keys(en) as Id[]).filter((id) => text.includes(id));
}
