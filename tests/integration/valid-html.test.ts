import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from '../support/app';
import { signedInClient, TestClient } from '../support/client';
import { DESK_KINDS, pageKinds, type PageKind } from '../support/sweep';

/**
 * Every kind of page is valid HTML as the server sends it, as the W3C's Nu Html
 * Checker (vnu, from the vnu-jar package; needs Java) reads it: one page of each
 * kind signed out, the same signed in, and the editors' desk as an editor. The
 * server's HTML is what a browser parses with JavaScript on or off (pages with
 * scripts carry them held, app/utils/scripts-after-hero.ts). All pages go through
 * one run of the checker.
 */
const VNU_JAR = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');

let app: TestApp;
let folder: string;
beforeAll(async () => {
  app = await startApp({ standIn: true });
  folder = await mkdtemp(join(tmpdir(), 'fwe-vnu-'));
});
afterAll(async () => {
  await app?.dispose();
  if (folder) await rm(folder, { recursive: true, force: true });
});

type Message = { type: string; subType?: string; url?: string; message: string; lastLine?: number; extract?: string };

/** vnu's errors for the given pages (file name → the page it holds). */
async function validate(pages: Map<string, string>): Promise<string[]> {
  const { stdout } = await promisify(execFile)('java', ['-jar', VNU_JAR, '--format', 'json', '--stdout', '--exit-zero-always', ...pages.keys()], {
    maxBuffer: 64 * 1024 * 1024,
  });
  const { messages } = JSON.parse(stdout) as { messages: Message[] };
  return messages
    .filter((m) => m.type === 'error' || m.type === 'non-document-error')
    .map((m) => {
      const file = decodeURIComponent(new URL(m.url ?? 'file:///?').pathname);
      return `${pages.get(file) ?? file}, line ${m.lastLine ?? '?'}: ${m.message}\n    ${(m.extract ?? '').replace(/\n/g, ' ')}`;
    });
}

/** Each kind's page as this visitor is served it (after its redirects), written to a file named for it. */
async function collect(visitor: TestClient, kinds: PageKind[], who: string, pages: Map<string, string>) {
  for (const { kind, path, status } of kinds) {
    const res = await visitor.follow(await visitor.get(path));
    const label = `${kind} (${path}, ${who})`;
    expect(res.headers.get('Content-Type') ?? '', label).toContain('text/html');
    if (who === 'signed out') expect(res.status, label).toBe(status);
    const file = join(folder, `${pages.size}.html`);
    await writeFile(file, await res.text());
    pages.set(file, label);
  }
}

describe('the HTML of every kind of page', () => {
  it('has no error the W3C checker reports, signed out, signed in and in the desk', async () => {
    const kinds = await pageKinds(app);
    const pages = new Map<string, string>();
    await collect(new TestClient(app), kinds, 'signed out', pages);
    // The sweep person has the lists pageKinds gave them; Erin is an editor (ADMIN_FACEBOOK_IDS).
    await collect(await signedInClient(app, '10006'), kinds, 'signed in', pages);
    await collect(await signedInClient(app, '10005'), DESK_KINDS, 'editor', pages);
    expect(pages.size).toBeGreaterThan(2 * kinds.length);
    const errors = await validate(pages);
    expect(errors, `vnu found ${errors.length} error(s):\n${errors.join('\n')}`).toEqual([]);
  }, 240_000);
});
