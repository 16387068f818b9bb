import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serve } from '../../scripts/serve';
import { closeBrowser, launchBrowser } from '../support/browser';
import { COMBINATIONS, kindsFor, loadEveryPicture, newSweepContext, pageKinds, signInState, SWEEP_EDITOR, type PageKind } from '../support/sweep';
import { inspect, MIN_TARGET, problemsIn } from '../support/sweep-inspect';

/**
 * The rendering sweep: every kind of page (tests/support/sweep.ts) on a phone and
 * a desktop, signed out and signed in (a long name, a real 200x200 photo), with
 * JavaScript off and on; the editors' desk the same way, signed in as an editor. Each cell checks what a diner would notice:
 *
 * - no sideways scrolling: the document is no wider than the viewport;
 * - the sticky header is no taller signed in than signed out (same page, screen, mode);
 * - no console error and no Content Security Policy violation;
 * - no failed request to the site, no answer of 400 or more (but the 404 page's own);
 * - a page served with scripts hydrates (JavaScript on);
 * - tap targets at least 44x44 px (WCAG 2.5.5): every visible a, button, input,
 *   select, textarea and summary; a checkbox or radio counts with its label, a card's
 *   stretched link (an absolute ::after) with the card it covers. Exempt
 *   (WCAG 2.5.8's inline exception): a link set inline in a sentence, i.e. an inline
 *   link whose nearest block also holds other text. Visually hidden elements (a 1 px
 *   skip link until focused) are not targets;
 * - every picture loaded, or shows its placeholder: its source swapped for the
 *   placeholder file (which loaded), or it paints nothing of its own (hidden, or empty
 *   alt text, so no broken-image icon) over a placeholder background image on it or its parent.
 *
 * - no button whose label runs to three lines or more.
 *
 * On the phone each site page's Spanish twin (/es) is swept too, the same way: its
 * longer words are what push a page sideways or wrap a label there.
 *
 * A failing cell lists every problem, with the offending element, in one message.
 * SWEEP_ALL=1 sweeps every sitemap URL instead of one per kind (long: pick a cell with -t).
 */

const app = await serve({ standIn: true });
const kinds = await pageKinds(app, { all: process.env.SWEEP_ALL === '1' });

let browser: Browser;
let states: { diner: BrowserContextOptions['storageState']; editor: BrowserContextOptions['storageState'] };
/** The header's height signed out, per screen, mode and page: the signed-in cells compare with it. */
const headerSignedOut = new Map<string, number>();

beforeAll(async () => {
  browser = await launchBrowser();
  states = {
    diner: await signInState(browser, app.origin, app.standInOrigin!),
    editor: await signInState(browser, app.origin, app.standInOrigin!, SWEEP_EDITOR),
  };
}, 120_000);
afterAll(async () => {
  await closeBrowser();
  await app.dispose();
});

describe.each(COMBINATIONS)('the rendering sweep: $name', (combination) => {
  let context: BrowserContext;
  beforeAll(async () => {
    context = await newSweepContext(browser, app.origin, combination, states);
    // With JavaScript, the browser reports each violation as an event too (console messages cover both modes).
    await context.addInitScript(() => {
      const list: string[] = ((window as { __cspViolations?: string[] }).__cspViolations = []);
      document.addEventListener('securitypolicyviolation', (e) => list.push(`${e.violatedDirective} blocked ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber})`));
    });
  });
  afterAll(async () => {
    await context?.close();
  });

  it.each(kindsFor(combination, kinds))('$kind ($path)', async (kind: PageKind) => {
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);
    const problems = await sweepPage(page, kind);
    await page.close();
    const cell = `${kind.kind} ${kind.path}, ${combination.name}`;
    expect(problems, `${cell}:\n  ${problems.join('\n  ')}`).toEqual([]);
  });

  async function sweepPage(page: Page, kind: PageKind): Promise<string[]> {
    const problems: string[] = [];
    const pageUrl = new URL(kind.path, app.origin).href;
    const firstParty = (url: string) => new URL(url).origin === app.origin;
    page.on('console', (message) => {
      const text = message.text();
      if (/Content Security Policy/i.test(text)) problems.push(`CSP violation: ${text}`);
      else if (message.type() === 'error') {
        const ownNotFound = kind.status === 404 && message.location().url === pageUrl && /status of 404/.test(text);
        if (!ownNotFound) problems.push(`console error: ${text} (${message.location().url})`);
      }
    });
    page.on('pageerror', (error) => problems.push(`uncaught error: ${error.message}`));
    page.on('requestfailed', (request) => {
      // Without JavaScript the browser refuses the page's script files (Chromium names the reason "csp"):
      // that is JavaScript being off, not a failure.
      const scriptRefused = !combination.mode.javaScriptEnabled && request.failure()?.errorText === 'csp' && /\.js$/.test(new URL(request.url()).pathname);
      if (firstParty(request.url()) && !scriptRefused) problems.push(`request failed: ${request.method()} ${request.url()} (${request.failure()?.errorText})`);
    });
    page.on('response', (response) => {
      const ownNotFound = kind.status === 404 && response.request().isNavigationRequest() && response.url() === pageUrl;
      if (firstParty(response.url()) && response.status() >= 400 && !ownNotFound) {
        problems.push(`answered ${response.status()}: ${response.request().method()} ${response.url()}`);
      }
    });

    const response = await page.goto(kind.path);
    if (response?.status() !== kind.status) problems.push(`the page answered ${response?.status()}, not ${kind.status}`);
    if (combination.mode.javaScriptEnabled) {
      await page
        .waitForFunction(() => !(window as { __remixContext?: unknown }).__remixContext || document.documentElement.dataset.hydrated === 'true', undefined, { timeout: 20_000 })
        .catch(() => problems.push('the page never hydrated'));
    }
    await loadEveryPicture(page);
    const found = await page.evaluate(inspect, { viewportWidth: combination.viewport.viewport.width, minTarget: MIN_TARGET });

    problems.push(...problemsIn(found, { viewportWidth: combination.viewport.viewport.width, javaScriptEnabled: combination.mode.javaScriptEnabled }));
    const headerKey = `${combination.viewport.name}|${combination.mode.name}|${kind.path}`;
    if (found.headerHeight === null) {
      // Reported by problemsIn.
    } else if (!combination.signIn.signedIn) headerSignedOut.set(headerKey, found.headerHeight);
    else if (combination.signIn.editor) {
      // The desk has no signed-out page to compare with.
    }
    else {
      const signedOut = headerSignedOut.get(headerKey);
      if (signedOut === undefined) problems.push('no signed-out header height to compare with (run the whole sweep)');
      else if (found.headerHeight > signedOut + 0.5) {
        problems.push(`the header is ${Math.round(found.headerHeight)} px tall signed in, ${Math.round(signedOut)} px signed out`);
      }
    }
    return [...new Set(problems)];
  }
});
