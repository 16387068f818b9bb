/**
 * `npm run screenshots`: full-page PNGs of the rendering sweep's matrix
 * (tests/support/sweep.ts): every kind of page x phone and desktop x signed out
 * and signed in x JavaScript off and on, from the Worker running locally in
 * Miniflare with sample data and the Facebook stand-in. Look at them before
 * closing a change to what diners see. Asserts nothing.
 *
 *   npm run screenshots [-- --out screenshots] [-- --all] [-- --page /contact] [-- --browser firefox]
 *
 * --all takes every sitemap URL instead of one per kind; --page only the pages
 * whose path contains the text; --browser firefox takes the site's pages (not
 * the desk) in stock Firefox ESR instead of Chromium, into files named "-firefox".
 */
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { closeBrowser, launchBrowser } from '../tests/support/browser';
import { JS_MODES } from '../tests/support/browser';
import { clickAndWait, launchFirefox, newFirefoxPage, settle, waitUntil } from '../tests/support/firefox';
import { COMBINATIONS, kindsFor, loadEveryPicture, newSweepContext, pageKinds, signInState, SWEEP_EDITOR, SWEEP_PERSON, VIEWPORTS } from '../tests/support/sweep';
import { arg, serve } from './serve';

const out = resolve(arg('out', 'screenshots')!);
const only = arg('page');
mkdirSync(out, { recursive: true });

const app = await serve({ standIn: true });
let count = 0;

/** Firefox: each JavaScript mode is a browser of its own (tests/support/firefox.ts). */
async function firefoxScreenshots() {
  const kinds = (await pageKinds(app, { all: process.argv.includes('--all') })).filter((k) => !only || k.path.includes(only));
  for (const mode of JS_MODES) {
    const browser = await launchFirefox(mode);
    try {
      const { context: signing, page: signIn } = await newFirefoxPage(browser);
      await signIn.goto(`${app.origin}/auth/facebook`);
      await settle(signIn, mode);
      await clickAndWait(signIn, { selector: 'main form[action="/auth/facebook"] button[type="submit"]' });
      await clickAndWait(signIn, { selector: 'button', text: `Continue as ${SWEEP_PERSON}` });
      await waitUntil(async () => signIn.url().startsWith(`${app.origin}/`), 'the way back');
      const cookies = await signing.cookies();
      await signing.close();
      for (const signedIn of [false, true]) {
        for (const viewport of VIEWPORTS) {
          const cell = [viewport.name, signedIn ? 'signed-in' : 'signed-out', mode.javaScriptEnabled ? 'js' : 'no-js', 'firefox'].join('-');
          for (const kind of kinds) {
            const { context, page } = await newFirefoxPage(browser, viewport.viewport);
            if (signedIn) await context.setCookie(...cookies);
            await page.goto(new URL(kind.path, app.origin).href);
            await settle(page, mode).catch(() => console.error(`${kind.path} (${cell}) never became ready`));
            await page.evaluate(() => {
              for (const img of document.images) if (img.loading === 'lazy') img.loading = 'eager';
            });
            await waitUntil(() => page.evaluate(() => [...document.images].every((img) => img.complete)), 'pictures', 10_000).catch(() => {});
            const name = `${kind.path.replace(/^\/$/, 'home').replace(/^\//, '').replace(/[^a-z0-9-]+/gi, '_')}--${cell}.png`;
            await page.screenshot({ path: resolve(out, name), fullPage: true });
            await context.close();
            count++;
          }
          console.error(`${cell}: ${kinds.length} pages`);
        }
      }
    } finally {
      await browser.close();
    }
  }
}

if (arg('browser') === 'firefox') {
  try {
    await firefoxScreenshots();
  } finally {
    await app.dispose();
  }
  console.log(`${count} screenshots in ${out}`);
  process.exit(0);
}

const browser = await launchBrowser();
try {
  const siteKinds = await pageKinds(app, { all: process.argv.includes('--all') });
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
