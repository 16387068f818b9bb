import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** Every run-time import of a module under app/components (type-only imports are erased). */
function runtimeImports(dir: string): Array<{ file: string; from: string }> {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !entry.name.includes('.test.'))
    .flatMap((entry) => {
      const file = join(entry.parentPath, entry.name);
      const source = readFileSync(file, 'utf8');
      return [...source.matchAll(/^import\s+(?!type\s)([^;]*?)\s+from\s+'([^']+)'/gms)]
        .filter(([, names]) => !/^\{\s*(type\s+\w+(\s+as\s+\w+)?\s*,?\s*)+\}$/.test(names))
        .map(([, , from]) => ({ file, from }));
    });
}

describe('shared UI', () => {
  it('imports no server module and no route at run time', () => {
    const imports = runtimeImports(join(__dirname));
    expect(imports.length).toBeGreaterThan(20);
    expect(imports.filter(({ from }) => /\.server$|\/routes\//.test(from))).toEqual([]);
  });
});
