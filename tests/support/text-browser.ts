import { spawnSync } from 'node:child_process';

/**
 * A page as a text browser shows it: lynx's own dump of the HTML (no CSS, no
 * scripts), read from standard input so no HTTP/1.0 client meets the local server.
 * Links are not numbered (-nolist), so two links side by side read as they would
 * when copied and pasted.
 */
export function lynxDump(html: string): string {
  const result = spawnSync(
    'lynx',
    ['-dump', '-stdin', '-force_html', '-nolist', '-nonumbers', '-width=400', '-assume_charset=utf-8', '-display_charset=utf-8'],
    { input: html, encoding: 'utf8', env: { ...process.env, LYNX_CFG: '/etc/lynx/lynx.cfg' } },
  );
  if (result.error) throw result.error;
  return result.stdout;
}

/** The same page as w3m dumps it: it draws form controls without lynx's "(BUTTON)" markers, so other joins show. */
export function w3mDump(html: string): string {
  const result = spawnSync('w3m', ['-dump', '-T', 'text/html', '-cols', '400', '-I', 'UTF-8', '-O', 'UTF-8'], { input: html, encoding: 'utf8' });
  if (result.error) throw result.error;
  return result.stdout;
}

/**
 * Words run together where two inline elements meet without a space between
 * them: "SushiRated", "ModerateNear", "5(7 reviews)", "byHighest", "CaféAbierto",
 * "hoy¿Algo". A lower-case letter (accented too) or digit (or a closing bracket)
 * straight before a capital that starts a word, a digit straight before "(", or a
 * letter straight before Spanish's opening "¿" or "¡". Names written that way on purpose
 * (McKinney) are listed in `allowed`.
 */
export function gluedWords(text: string, allowed: RegExp[] = []): string[] {
  const found = new Set<string>();
  // w3m draws a radio or checkbox as "(*)" or "[X]" straight against its label: its mark, not our words.
  const controls = /\((?:\*| )\)|\[(?:X| )\]/g;
  for (const line of text.replace(controls, ' ').split('\n')) {
    for (const match of line.matchAll(/\S*(?:[\p{Ll}\d)]\p{Lu}\p{Ll}|\d\(|\p{Ll}\$|\p{Ll}[¿¡])\S*/gu)) {
      if (!allowed.some((pattern) => pattern.test(match[0]))) found.add(match[0]);
    }
  }
  return [...found];
}

/** The links lynx lets a reader follow ("Visible links") and those it only lists ("Hidden links"), as paths. */
export function lynxLinks(html: string): { visible: string[]; hidden: string[] } {
  const result = spawnSync('lynx', ['-dump', '-stdin', '-force_html', '-width=400', '-assume_charset=utf-8', '-display_charset=utf-8'], {
    input: html,
    encoding: 'utf8',
    env: { ...process.env, LYNX_CFG: '/etc/lynx/lynx.cfg' },
  });
  if (result.error) throw result.error;
  const links = { visible: [] as string[], hidden: [] as string[] };
  let section: 'visible' | 'hidden' = 'visible';
  for (const line of result.stdout.split('\nReferences\n')[1]?.split('\n') ?? []) {
    if (/^\s*Hidden links:/.test(line)) section = 'hidden';
    // A page read from standard input resolves "/x" as file:///x.
    const path = /^\s*\d+\. (?:file:\/\/(?:localhost)?)?(\S+)/.exec(line)?.[1];
    if (path) links[section].push(path);
  }
  return links;
}
