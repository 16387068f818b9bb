import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pathInLocale } from '../../app/utils/locale';
import { startApp, type TestApp } from '../support/app';
import { signedInClient, TestClient } from '../support/client';
import { idsShownOn } from '../support/spanish';
import { DESK_KINDS, pageKinds } from '../support/sweep';

/**
 * Every kind of page in both languages says its words (issue 43, item 2): a component
 * whose words its route does not send would show their ids ("card.order") instead.
 * One page of each kind, signed out and as the sweep person, in English and under /es,
 * and the desk as an editor.
 */

let app: TestApp;
beforeAll(async () => {
  app = await startApp({ standIn: true });
});
afterAll(() => app?.dispose());

describe('the words of every kind of page', () => {
  it('are sent with it: no catalog id shows, in either language, signed out, signed in or in the desk', async () => {
    const kinds = await pageKinds(app);
    const visitors: Array<[string, TestClient]> = [
      ['signed out', new TestClient(app)],
      ['signed in', await signedInClient(app, '10006')],
    ];
    const shown: string[] = [];
    const check = async (visitor: TestClient, who: string, path: string) => {
      const res = await visitor.follow(await visitor.get(path));
      const ids = idsShownOn(await res.text());
      if (ids.length) shown.push(`${path} (${who}): ${ids.join(', ')}`);
    };
    for (const [who, visitor] of visitors) {
      for (const { path } of kinds) {
        await check(visitor, who, path);
        await check(visitor, who, pathInLocale(path, 'es'));
      }
    }
    const editor = await signedInClient(app, '10005');
    for (const { path } of DESK_KINDS) await check(editor, 'editor', path);
    expect(shown).toEqual([]);
  }, 240_000);
});
