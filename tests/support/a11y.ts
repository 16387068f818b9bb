import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import { giveEveryDetail } from './sweep';

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export type AxeViolation = { id: string; impact: string | null; help: string; nodes: Array<{ target: string[]; failureSummary?: string }> };

/**
 * Runs axe-core (WCAG 2.0/2.1/2.2 A and AA rules) on the page as it is. The
 * page's CSP forbids injected scripts, so axe is evaluated through the
 * DevTools protocol, which CSP does not govern.
 */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  await scrollAtRest(page);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Runtime.evaluate', { expression: AXE_SOURCE });
  const { result } = await cdp.send('Runtime.evaluate', {
    expression: `axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] }, resultTypes: ['violations'] })
      .then((r) => JSON.stringify(r.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.slice(0, 5).map((n) => ({ target: n.target, failureSummary: n.failureSummary })) }))))`,
    awaitPromise: true,
    returnByValue: true,
  });
  await cdp.detach();
  return JSON.parse(result.value as string) as AxeViolation[];
}

/**
 * Waits until the page has stopped scrolling (a smooth scroll to a focused field): axe
 * judges whether the sticky header covers a target at the page's resting position,
 * not halfway through a scroll.
 */
async function scrollAtRest(page: Page) {
  let last = -1;
  for (let i = 0; i < 40; i++) {
    const y = await page.evaluate(() => window.scrollY);
    if (y === last) return;
    last = y;
    await page.waitForTimeout(50);
  }
}

/** A readable summary for a failing assertion. */
export function describeViolations(violations: AxeViolation[]) {
  return violations.map((v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`).join('\n');
}

/**
 * A browser context that shows pages as a diner without JavaScript gets them
 * (every <script> removed from the HTML) while still letting axe run.
 */
export async function contextWithoutPageScripts(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL });
  await context.route('**/*', async (route) => {
    if (route.request().resourceType() !== 'document') return route.continue();
    const response = await route.fetch();
    const html = (await response.text()).replace(/<script\b[\s\S]*?<\/script>/gi, '');
    await route.fulfill({ response, body: html });
  });
  return context;
}

/**
 * The pages the accessibility tests check, one of every kind, after giving them what
 * makes them long: a listing with every detail, and a diner's shared list (its title and
 * note in the checked language). Paths in English; the Spanish test reads each under /es.
 */
export async function pagesToCheck(db: D1Database, list: { title: string; note: string }) {
  const recipe = await db.prepare('SELECT id FROM recipes ORDER BY id LIMIT 1').first<{ id: number }>();
  const news = await db.prepare("SELECT slug FROM articles WHERE kind = 'news' ORDER BY id LIMIT 1").first<{ slug: string }>();
  // The restaurant page and its list card with every section a listing's details add.
  await giveEveryDetail(db, 'coopers-old-time-pit-barbque');
  // A list shared by a sample diner: the page anyone with its link reads.
  const sharedToken = 'A11ySharedListToken_01';
  await db.batch([
    db.prepare("INSERT INTO list_entries (user_id, list, restaurant_id) SELECT (SELECT min(id) FROM users), 'want', id FROM restaurants ORDER BY id LIMIT 3"),
    db.prepare("INSERT INTO list_shares (user_id, list, token, title, note) VALUES ((SELECT min(id) FROM users), 'want', ?, ?, ?)").bind(sharedToken, list.title, list.note),
  ]);
  return [
    '/',
    '/?view=list&cuisine=barbeque',
    '/?cuisine=kosher',
    '/restaurant/coopers-old-time-pit-barbque',
    '/restaurant-directory',
    '/restaurants/steak',
    '/restaurants/kosher',
    '/search?q=brisket',
    '/search?q=zzqxv',
    '/search?q=bar&page=2',
    '/reviews',
    '/review/margarita-funkytown',
    '/review/fat-shack-competition',
    '/review/pasta-picks',
    '/news',
    `/article/${news!.slug}`,
    '/recipes',
    `/recipe/${recipe!.id}`,
    '/about',
    '/contact',
    '/contact?topic=advertising',
    '/advertise',
    '/add-a-restaurant',
    '/favorites',
    '/lists',
    `/l/${sharedToken}`,
    '/l/NoSuchSharedListToken',
    '/no-such-page',
  ];
}
