import { decodeEntities } from './client';

/**
 * A page's form fields as a browser without JavaScript would post them: inputs
 * (a ticked box as "on", an unticked one left out), textareas and the selected
 * option of each select.
 */
export function formFields(html: string): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [tag] of html.matchAll(/<input[^>]*>/g)) {
    const name = /name="([^"]+)"/.exec(tag)?.[1];
    if (!name) continue;
    if (/type="checkbox"/.test(tag)) {
      if (/checked/.test(tag)) values[name] = 'on';
      continue;
    }
    values[name] = decodeEntities(/value="([^"]*)"/.exec(tag)?.[1] ?? '');
  }
  for (const match of html.matchAll(/<textarea[^>]*name="([^"]+)"[^>]*>([\s\S]*?)<\/textarea>/g)) {
    // HTML drops one newline straight after <textarea>, as React writes it.
    values[match[1]!] = decodeEntities(match[2]!.replace(/^\n/, ''));
  }
  for (const match of html.matchAll(/<select[^>]*name="([^"]+)"[^>]*>([\s\S]*?)<\/select>/g)) {
    values[match[1]!] = /<option[^>]*value="([^"]*)"[^>]*selected/.exec(match[2]!)?.[1] ?? /<option[^>]*value="([^"]*)"/.exec(match[2]!)?.[1] ?? '';
  }
  return values;
}
