/**
 * `npm run screenshots`: full-page PNGs of the rendering sweep's matrix
 * (tests/support/sweep.ts): every kind of page x phone and desktop x signed out
 * and signed in x JavaScript off and on, from the Worker running locally in
 * Miniflare with sample data and the Facebook stand-in. Look at them before
 * closing a change to what diners see. Asserts nothing.
 *
 *   npm run screenshots [-- --out screenshots] [-- --all] [-- --page /contact]
 *
 * --all takes every sitemap URL instead of one per kind; --page only the pages
 * whose path contains the text.
 */
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { closeBrowser, launchBrowser } from '../tests/support/browser';
import { COMBINATIONS, kindsFor, loadEveryPicture, newSweepContext, pageKinds, signInState, SWEEP_EDITOR } from '../tests/support/sweep';
import { arg, serve } from './serve';

const out = resolve(arg('out', 'screenshots')!);
const only = arg('page');
mkdirSync(out, { recursive: true });

const app = await serve({ standIn: true });
const browser = await launchBrowser();
let count = 0;
try {
  const siteKinds = await pageKinds(app.origin, { all: process.argv.includes('--all') });
  const states = {
    diner: await signInState(browser, app.origin, app.standInOrigin!),
    editor: await signInState(browser, app.origin, app.standInOrigin!, SWEEP_EDITOR),
  };
  for (const combination of COMBINATIONS) {
    const kinds = kindsFor(combination, siteKinds).filter((k) => !only || k.path.includes(only));
    const context = await newSweepContext(browser, app.origin, combination, states);
    const who = combination.signIn.editor ? 'editor' : combination.signIn.signedIn ? 'signed-in' : 'signed-out';
    const cell = [combination.viewport.name, who, combination.mode.javaScriptEnabled ? 'js' : 'no-js'].join('-');
    for (const kind of kinds) {
      const page = await context.newPage();
      page.setDefaultTimeout(30_000);
      await page.goto(kind.path);
      if (combination.mode.javaScriptEnabled) {
        await page
          .waitForFunction(() => !(window as { __remixContext?: unknown }).__remixContext || document.documentElement.dataset.hydrated === 'true')
          .catch(() => console.error(`${kind.path} (${cell}) never hydrated`));
      }
      await loadEveryPicture(page);
      const name = `${kind.path.replace(/^\/$/, 'home').replace(/^\//, '').replace(/[^a-z0-9-]+/gi, '_')}--${cell}.png`;
      await page.screenshot({ path: resolve(out, name), fullPage: true });
      await page.close();
      count++;
    }
    await context.close();
    console.error(`${combination.name}: ${kinds.length} pages`);
  }
} finally {
  await closeBrowser();
  await app.dispose();
}
console.log(`${count} screenshots in ${out}`);
