import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

/** Loading the content modules (a file that does not load yet is skipped with a warning) and measuring the output. */

export const ROOT = resolve(import.meta.dirname, '../..');

export async function importDefault(file: string): Promise<unknown> {
  try {
    const mod = await import(pathToFileURL(file).href);
    return mod.default;
  } catch (err) {
    console.warn(`  skipped ${file.replace(ROOT + '/', '')}: ${(err as Error).message.split('\n')[0]}`);
    return undefined;
  }
}

export async function importDir<T>(dir: string): Promise<T[]> {
  if (!existsSync(dir)) return [];
  const files = readdirSync(dir).filter((f) => f.endsWith('.ts')).sort();
  const out: T[] = [];
  for (const file of files) {
    const value = await importDefault(join(dir, file));
    if (Array.isArray(value)) out.push(...(value as T[]));
    else if (value && typeof value === 'object') out.push(value as T);
  }
  return out;
}

export function dirSize(dir: string): number {
  if (!existsSync(dir)) return 0;
  let total = 0;
  for (const entry of readdirSync(dir)) {
    const p = join(dir, entry);
    const st = statSync(p);
    total += st.isDirectory() ? dirSize(p) : st.size;
  }
  return total;
}
