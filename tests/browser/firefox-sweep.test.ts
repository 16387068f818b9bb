import type { Browser, Cookie, Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serve } from '../../scripts/serve';
import { JS_MODES } from '../support/browser';
import { clickAndWait, launchFirefox, newFirefoxPage, settle, waitUntil, type Mode } from '../support/firefox';
import { es } from '../../app/locales/es';
import { en } from '../../app/locales/en';
import { pageKinds, spanishTwin, SWEEP_PERSON, VIEWPORTS, type PageKind } from '../support/sweep';
import { inspect, MIN_TARGET, problemsIn } from '../support/sweep-inspect';

/**
 * The rendering sweep in stock Firefox ESR: every kind of page on a phone and a
 * desktop, signed out and signed in, JavaScript off and on, with the Chromium
 * sweep's checks (tests/support/sweep-inspect.ts) and the header's height
 * signed in against signed out. Violations of the Content Security Policy are
 * collected from the page's own events, so with JavaScript on; with it off,
 * nothing runs that could break one. Every page's Spanish twin (/es) is swept
 * the same way on the narrowest phone, with JavaScript on.
 */

const app = await serve({ standIn: true });
const kinds = await pageKinds(app);
const SIGN_INS = [
  { name: 'signed out', signedIn: false },
  { name: 'signed in', signedIn: true },
] as const;

/**
 * Firefox at 360 px with its classic scrollbar leaves 348 px: the narrowest phone swept,
 * on the kinds of page with the most in a row (header, cards, maps, breadcrumbs, forms).
 */
const NARROW = { name: 'narrow phone (348 px)', viewport: { width: 348, height: 740 } } as const;
const NARROW_KINDS = ['/', '/restaurant/*', '/restaurants/*', '/guides/*', '/recipe/*', '/review/*', 'search results', 'my lists', 'not found'];
/**
 * Every page's Spanish twin is swept on that narrowest phone only, where its longer
 * words overflow first, and with JavaScript on only: Chromium sweeps them without.
 */
const SPANISH_TWINS = kinds.map(spanishTwin);
/** The header's account menu names the sweep's person, in the page's language. */
const ACCOUNT_MENUS = [en, es].map((catalog) => catalog['layout.account.menuFor'].replace('{name}', SWEEP_PERSON));
/** The demo banner and the header together on that phone, at most: a third of its first screen was theirs. */
const NARROW_TOP_MAX = 180;

afterAll(async () => {
  await app.dispose();
});

/** Signs the sweep's person in once; their cookies serve every signed-in page of this browser. */
async function signInCookies(browser: Browser, mode: Mode): Promise<Cookie[]> {
  const { context, page } = await newFirefoxPage(browser);
  await page.goto(`${app.origin}/auth/facebook`);
  await settle(page, mode);
  await clickAndWait(page, { selector: 'main form[action="/auth/facebook"] button[type="submit"]' });
  await waitUntil(async () => page.url().startsWith(`${app.standInOrigin}/`), "the stand-in's dialog");
  await clickAndWait(page, { selector: 'button', text: `Continue as ${SWEEP_PERSON}` });
  await waitUntil(async () => page.url().startsWith(`${app.origin}/`), 'the way back');
  const cookies = await context.cookies();
  await context.close();
  return cookies;
}

describe.each(JS_MODES)('the rendering sweep in Firefox with $name', (mode) => {
  let browser: Browser;
  let cookies: Cookie[];
  /** The header's height signed out, per screen and page: the signed-in cells compare with it. */
  const headerSignedOut = new Map<string, number>();
  beforeAll(async () => {
    browser = await launchFirefox(mode);
    cookies = await signInCookies(browser, mode);
  }, 90_000);
  afterAll(async () => {
    await browser?.close();
  });

  describe.each(
    SIGN_INS.flatMap((signIn) => [...VIEWPORTS, NARROW].map((viewport) => ({ signIn, viewport, name: `${viewport.name}, ${signIn.name}` }))),
  )(
    '$name',
    ({ signIn, viewport }) => {
      const twins = mode.javaScriptEnabled ? SPANISH_TWINS : [];
      const swept = viewport === NARROW ? [...kinds.filter((k) => NARROW_KINDS.includes(k.kind)), ...twins] : kinds;
      it.each(swept)('$kind ($path)', async (kind: PageKind) => {
        const { context, page } = await newFirefoxPage(browser, viewport.viewport);
        if (signIn.signedIn) await context.setCookie(...cookies);
        const problems = await sweepPage(page, kind, viewport.viewport.width);
        const account = await page.evaluate(
          (labels) => labels.map((label) => document.querySelector(`body > header [aria-label="${label}"]`)?.getAttribute('aria-label')).find(Boolean) ?? null,
          ACCOUNT_MENUS,
        );
        if (signIn.signedIn !== (account !== null)) problems.push(`the header says ${account ?? 'Login'}, not ${signIn.name}`);
        const headerKey = `${viewport.name}|${kind.path}`;
        const height = await page.evaluate(() => document.querySelector('body > header')?.getBoundingClientRect().height ?? null);
        if (viewport === NARROW) {
          const top = await page.evaluate(() => document.querySelector('body > header')?.getBoundingClientRect().bottom ?? 0);
          if (top > NARROW_TOP_MAX) problems.push(`the banner and header take ${Math.round(top)} px of a ${viewport.viewport.height} px screen`);
        }
        if (height !== null && !signIn.signedIn) headerSignedOut.set(headerKey, height);
        else if (height !== null && height > (headerSignedOut.get(headerKey) ?? Infinity) + 0.5) {
          problems.push(`the header is ${Math.round(height)} px tall signed in, ${Math.round(headerSignedOut.get(headerKey)!)} px signed out`);
        }
        await context.close();
        const cell = `${kind.kind} ${kind.path}, ${viewport.name}, ${signIn.name}, Firefox with ${mode.name}`;
        expect(problems, `${cell}:\n  ${problems.join('\n  ')}`).toEqual([]);
      });
    },
  );

  async function sweepPage(page: Page, kind: PageKind, viewportWidth: number): Promise<string[]> {
    const problems: string[] = [];
    const pageUrl = new URL(kind.path, app.origin).href;
    const firstParty = (url: string) => url.startsWith(`${app.origin}/`);
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`uncaught error: ${(error as Error).message}`));
    page.on('requestfailed', (request) => {
      // Without JavaScript, Firefox does not fetch the page's scripts at all, or drops them: that is JavaScript being off.
      const script = /\.js$/.test(new URL(request.url()).pathname);
      if (firstParty(request.url()) && !(script && !mode.javaScriptEnabled)) problems.push(`request failed: ${request.url()} (${request.failure()?.errorText})`);
    });
    page.on('response', (response) => {
      const ownNotFound = kind.status === 404 && response.url() === pageUrl;
      if (firstParty(response.url()) && response.status() >= 400 && !ownNotFound) problems.push(`answered ${response.status()}: ${response.url()}`);
    });
    if (mode.javaScriptEnabled) {
      await page.evaluateOnNewDocument(() => {
        const list: string[] = ((window as { __cspViolations?: string[] }).__cspViolations = []);
        document.addEventListener('securitypolicyviolation', (e) => list.push(`${e.violatedDirective} blocked ${e.blockedURI || 'inline'}`));
      });
    }

    const response = await page.goto(pageUrl);
    if (response?.status() !== kind.status) problems.push(`the page answered ${response?.status()}, not ${kind.status}`);
    await settle(page, mode).catch(() => problems.push('the page never became ready'));
    // Lazy pictures below the fold are asked for now; each loads or fails within 10 s.
    await page.evaluate(() => {
      for (const img of document.images) if (img.loading === 'lazy') img.loading = 'eager';
    });
    await waitUntil(() => page.evaluate(() => [...document.images].every((img) => img.complete)), 'every picture', 10_000).catch(() => {});
    const found = await page.evaluate(inspect, { viewportWidth, minTarget: MIN_TARGET });
    problems.push(...problemsIn(found, { viewportWidth, javaScriptEnabled: mode.javaScriptEnabled }));
    return [...new Set(problems)];
  }
});
