import { en } from '../../app/locales/en';
import { es } from '../../app/locales/es';
import { decodeEntities, visibleText } from './client';

type Id = keyof typeof en;

/**
 * `words` as whole words: "List" is not found in "Lista", nor "Contact" in "Contacto".
 * A one-word message inside a capitalised name ("North Main" in an editor's Spanish) is a
 * place's name, not the interface's word.
 */
const asWords = (words: string) => {
  const escaped = words.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const name = /^\p{Lu}\p{L}*$/u.test(words) ? '(?<!\\p{Lu}\\p{L}* )' : '';
  return new RegExp(`${name}(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'u');
};

/** A message's fixed words: the text around its {placeholders}, each piece at least `min` letters long. */
function fixedWords(message: string, min = 4): string[] {
  if (/\{\s*\w+\s*,\s*(?:plural|select)/.test(message)) return [];
  return message
    .split(/\{[^}]*\}/)
    .map((piece) => piece.trim())
    .filter((piece) => (piece.match(/\p{L}/gu)?.length ?? 0) >= min);
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
    for (const words of fixedWords(en[id])) if (!spanish.has(words) && asWords(words).test(text)) left.push(`${id}: ${words}`);
  }
  return left;
}

/**
 * Catalog ids in a page's text or attributes (a label, a placeholder): a message a route
 * forgot to send (its namespace missing from the loader). The page's data is left out.
 */
export function idsShownOn(html: string): string[] {
  const text = decodeEntities(html.replace(/<script[\s\S]*?<\/script>/g, ' '));
  return (Object.keys(en) as Id[]).filter((id) => text.includes(id));
}
